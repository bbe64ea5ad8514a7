import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser, LoginBody } from '@bunkhouse/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit';
import { hashPassword, verifyPassword } from '../passwords/passwords';
import * as q from './auth.queries';
import type { SessionCache } from './session-cache';

export interface AuthSettings {
  session: Config['session'];
  login: Config['login'];
}

/** What the cookie carries is a random token; what the database keeps is only its hash. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

let dummyHash: Promise<string> | undefined;

export type LoginResult = { ok: true; token: string; user: CurrentUser } | { ok: false; error: string };

/**
 * The failure keys of one attempt: the address (`ip:`), the username (`u:`), and the username from that
 * address (`ua:<address>|<username>`; an address holds no `|`, and each kind has its own prefix, so no
 * username can spell another kind's key).
 */
function failureKeys(username: string, ip: string) {
  const name = username.toLowerCase();
  return { ip: `ip:${ip}`, user: `u:${name}`, pair: `ua:${ip}|${name}` };
}

/**
 * Whether an attempt is refused (decision 022): the address has too many failures of its own; or it
 * has too many against this username; or the username has too many from everywhere and this address
 * has at least one of them. So one address gets at most a few guesses at a username, once a username
 * is under attack every address that has guessed wrong at it waits, and its owner still signs in from
 * an address that has not.
 */
function isThrottled(
  failures: Map<string, number>,
  keys: ReturnType<typeof failureKeys>,
  login: Config['login'],
) {
  const count = (key: string) => failures.get(key) ?? 0;
  return (
    count(keys.ip) >= login.maxFailuresPerIp ||
    count(keys.pair) >= login.maxFailuresPerUsername ||
    (count(keys.user) >= login.maxFailuresPerUsername && count(keys.pair) > 0)
  );
}

/**
 * Signs a user in: refuses while too many recent failures stand against the address or the username
 * from it (isThrottled), answers a wrong password and an unknown username alike, and issues a new
 * session (dropping the old one).
 */
export async function login(
  { db, config: settings, sessions }: { db: Db; config: AuthSettings; sessions: SessionCache },
  input: LoginBody & { ip: string; previousToken: string | undefined },
): Promise<LoginResult> {
  const { windowMinutes } = settings.login;
  const keys = failureKeys(input.username, input.ip);
  const failures = await q.countRecentFailures(db, [keys.ip, keys.user, keys.pair], windowMinutes);
  if (isThrottled(failures, keys, settings.login)) {
    throw new AppError(
      'throttled',
      `Too many failed sign-in attempts. Please wait ${windowMinutes} minutes and try again.`,
    );
  }

  const candidate = await q.findActiveUserByUsername(db, input.username);
  // Verify against a dummy hash for unknown usernames, so both failures take the same time.
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verifyPassword(candidate?.passwordHash ?? (await dummyHash), input.password);
  if (!candidate || !valid) {
    await q.recordFailures(db, [keys.ip, keys.user, keys.pair]);
    return { ok: false, error: 'Invalid username or password.' };
  }

  const token = randomBytes(32).toString('base64url');
  const user = await db.transaction(async (tx) => {
    if (input.previousToken) await q.deleteSession(tx, sessionIdOf(input.previousToken));
    await q.deleteStaleSessions(tx, settings.session.idleMinutes);
    // This address's failures against the username; the username's tally from elsewhere stays, so the
    // addresses guessing at it stay refused.
    await q.clearFailures(tx, keys.pair, windowMinutes);
    await q.insertSession(tx, sessionIdOf(token), candidate.id, settings.session.absoluteHours);
    await q.markLoggedIn(tx, candidate.id);
    await recordAudit(tx, { userId: candidate.id, action: 'login', entity: 'user', entityId: candidate.id });
    return (await q.findSessionUser(tx, sessionIdOf(token), settings.session.idleMinutes))!.user;
  });
  if (input.previousToken) sessions.forget(sessionIdOf(input.previousToken));
  return { ok: true, token, user };
}

export async function logout(db: Db, sessions: SessionCache, token: string | undefined, userId: number) {
  if (!token) return;
  await db.transaction(async (tx) => {
    await q.deleteSession(tx, sessionIdOf(token));
    await recordAudit(tx, { userId, action: 'logout', entity: 'user', entityId: userId });
  });
  // Other instances hear of it from the database; this one need not wait for that.
  sessions.forget(sessionIdOf(token));
}

/**
 * The signed-in user behind a session cookie, or null when there is none or it has expired. A lookup
 * is reused for a few seconds from the session cache, never past the session's own expiry.
 */
export async function resolveSessionUser(
  { db, config, sessions }: { db: Db; config: AuthSettings; sessions: SessionCache },
  token: string | undefined,
) {
  if (!token || token.length > 100) return null;
  const sessionId = sessionIdOf(token);
  const cached = sessions.get(sessionId);
  if (cached) return cached;
  const ticket = sessions.ticket();
  const found = await q.findSessionUser(db, sessionId, config.session.idleMinutes);
  if (!found) return null;
  // The last-seen time is written at most once a minute, not on every request.
  if (found.isStale) await q.touchSession(db, sessionId);
  sessions.put(sessionId, found.user, ticket, found.validForMs);
  return found.user;
}
