import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A tenant's balance link (issue 32): `{tenant}.{version}.{expires}.{signature}`, signed with the
 * install's `message_settings.link_secret`. No sign-in: the signature is the access, so a changed id,
 * version or expiry is refused; raising the tenant's `link_version` revokes every link sent before.
 */

export interface LinkClaim {
  tenantId: number;
  version: number;
  /** Unix seconds. */
  expires: number;
}

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url').slice(0, 32);

export function signLink(secret: string, claim: LinkClaim): string {
  const body = `${claim.tenantId}.${claim.version}.${claim.expires}`;
  return `${body}.${signature(secret, body)}`;
}

/** The claim of a link signed with `secret`, or null when it was not (expiry is the caller's check). */
export function readLink(secret: string, token: string): LinkClaim | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(secret, `${match[1]}.${match[2]}.${match[3]}`));
  const given = Buffer.from(match[4]!);
  if (!timingSafeEqual(expected, given)) return null;
  return { tenantId: Number(match[1]), version: Number(match[2]), expires: Number(match[3]) };
}

/** The link a message carries: the public page under the operator's address. */
export const linkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/balance/${token}`;
