import { toFormErrors } from '../../../lib/form-errors';

/** The fields of Settings > Mail out: the SMTP server, and the address a test goes to. */
export type MailOutField = 'host' | 'port' | 'tls' | 'user' | 'password' | 'to';
export type MailOutErrors = Partial<Record<MailOutField, string>>;

const FIELDS: readonly string[] = ['host', 'port', 'tls', 'user', 'password', 'to'];

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The contract's issues (before sending) or the server's refusal (after) as the card shows them: the
 * server's `mail_out.host` and the schema's path `mail_out → host` are the form's `host`; anything
 * else (the From address a test is sent from, `mail_out` as a whole) goes to the banner.
 */
export function mailOutErrors(failure: readonly Issue[] | unknown): {
  errors: MailOutErrors;
  banner: string | null;
} {
  const messages: [string, string][] = Array.isArray(failure)
    ? (failure as Issue[]).map((issue) => [issue.path.map(String).join('.'), issue.message])
    : [];
  let banner: string | null = null;
  if (!Array.isArray(failure)) {
    const found = toFormErrors(failure);
    messages.push(...Object.entries(found.fields));
    banner = found.banner;
  }
  const errors: MailOutErrors = {};
  const rest = banner ? [banner] : [];
  for (const [key, message] of messages) {
    const field = key.replace(/^mail_out\./, '');
    if (FIELDS.includes(field)) errors[field as MailOutField] ??= message;
    else if (!rest.includes(message))
      rest.push(key === 'from_address' ? `From address: ${message}` : message);
  }
  return { errors, banner: rest.length > 0 ? rest.join(' ') : null };
}
