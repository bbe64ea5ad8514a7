import { z } from 'zod';
import { timestamp } from './dates';
import {
  choiceInput,
  INVALID_STRING,
  optionalEmailInput,
  optionalText,
  queryChoices,
  queryNumber,
  requiredText,
  wholeNumberInput,
} from './fields';
import { paged, pageQuery } from './lists';

/**
 * Messages to tenants (issue 32, DOMAIN "Messages to tenants"): receipts, rent reminders, overdue
 * notices, late fee notices, deposit settlements and statements, by e-mail through the operator's
 * SMTP server. Each is written to the outbox in the transaction of its cause and sent later, once.
 */

export const MESSAGE_KINDS = [
  'receipt',
  'reminder',
  'overdue',
  'late_fee',
  'settlement',
  'statement',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  receipt: 'Receipt',
  reminder: 'Rent reminder',
  overdue: 'Overdue notice',
  late_fee: 'Late fee notice',
  settlement: 'Deposit settlement',
  statement: 'Statement',
};

/** queued: waiting to be sent (or retried); sent; failed: given up, with the reason; skipped: never sent, with why. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The fields every template may use. */
const COMMON_FIELDS = [
  'first_name',
  'last_name',
  'business_name',
  'contact_email',
  'balance',
  'balance_link',
  'payment_instructions',
] as const;

/** The named fields each kind's template may use, written `{first_name}`. */
export const MESSAGE_FIELDS: Record<MessageKind, readonly string[]> = {
  receipt: [...COMMON_FIELDS, 'amount', 'paid_on', 'method'],
  reminder: [...COMMON_FIELDS, 'amount_due', 'due_date'],
  overdue: [...COMMON_FIELDS, 'amount_due', 'due_date', 'days_late'],
  late_fee: [...COMMON_FIELDS, 'fee_amount', 'due_date'],
  settlement: [...COMMON_FIELDS, 'deposit_amount', 'deductions', 'released'],
  statement: [...COMMON_FIELDS, 'start_date', 'end_date'],
};

const FIELD = /\{([a-z_]+)\}/g;

/** The `{names}` a template uses that its kind does not have, each once, in order. */
export function unknownFields(text: string, kind: MessageKind): string[] {
  const known = MESSAGE_FIELDS[kind];
  const unknown = [...text.matchAll(FIELD)].map((m) => m[1]!).filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** The template with each `{name}` replaced by its value (a name without a value stays as written). */
export const renderTemplate = (text: string, values: Record<string, string>) =>
  text.replace(FIELD, (whole, name: string) => values[name] ?? whole);

export const MESSAGE_MESSAGES = {
  unknownFields: (names: string[], kind: MessageKind) =>
    `Unknown field${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}. ` +
    `This message can use ${MESSAGE_FIELDS[kind].map((n) => `{${n}}`).join(', ')}.`,
  mailOutNeeded: 'Set up mail out first: a server here, or SMTP_URL in the environment.',
  publicUrlNeeded: 'Enter the address tenants open Bunkhouse at, for the link to their balance.',
  noKey:
    'The SMTP password cannot be stored: the server has no SETTINGS_KEY to encrypt it with. Ask your administrator.',
  passwordNeeded: 'Enter the SMTP password.',
  messagesOff: 'Messages to tenants are off: turn them on in Settings > Mail out.',
  endBeforeStart: 'The end must not be before the start.',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  queued: 'Message queued',
  resent: 'Message queued again',
  templateSaved: 'Template saved',
  // "Send a test" (same discipline as the mailbox test: nothing the far side says is shown).
  unreachable: (host: string, port: number) => `Could not reach an SMTP server at ${host}:${port}.`,
  loginRefused: (host: string, port: number) =>
    `The SMTP server at ${host}:${port} refused the user name or password.`,
  refused: (host: string, port: number, code: number) =>
    `The SMTP server at ${host}:${port} refused the message (code ${code}).`,
  testSent: (to: string) => `A test message was sent to ${to}.`,
} as const;

/** Why a message was skipped or failed, in words. */
export const MESSAGE_REASONS = {
  noEmail: 'The tenant has no e-mail address.',
  optedOut: 'The tenant asked for no messages.',
} as const;

// ---- Settings > Mail out ----

export const SMTP_TLS_MODES = ['starttls', 'tls', 'none'] as const;
export type SmtpTlsMode = (typeof SMTP_TLS_MODES)[number];

export const mailOut = z.object({
  host: z.string(),
  port: z.number().int(),
  tls: z.enum(SMTP_TLS_MODES),
  user: z.string().nullable(),
  has_password: z.boolean(),
});
export type MailOut = z.infer<typeof mailOut>;

/** `GET /api/settings/messages/` (permission `settings.change`). */
export const messageSettings = z.object({
  /** The master switch: nothing is queued while off. */
  messages_on: z.boolean(),
  /** The SMTP server: stored here, else from the environment (SMTP_URL), else none. */
  mail_out: mailOut.nullable(),
  mail_out_from: z.enum(['settings', 'environment', 'none']),
  from_name: z.string().nullable(),
  from_address: z.string().nullable(),
  reply_to: z.string().nullable(),
  receipts_on: z.boolean(),
  reminders_on: z.boolean(),
  /** Reminders go this many days before a rent's due date. */
  reminder_days: z.number().int(),
  overdue_on: z.boolean(),
  /** Overdue notices after the grace days, again every this many days… */
  overdue_every_days: z.number().int(),
  /** …at most this many times. */
  overdue_times: z.number().int(),
  late_fee_notices_on: z.boolean(),
  settlements_on: z.boolean(),
  payment_instructions: z.string(),
  /** The tenant's balance link is valid this many days. */
  link_days: z.number().int(),
  /** Where tenants open Bunkhouse ('https://rent.example.com'), the start of their link. */
  public_url: z.string().nullable(),
  can_store_password: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettings>;

const publicUrlInput = optionalText(200).refine(
  (v) => v === null || /^https?:\/\/[^\s/]+/.test(v),
  'Enter an address that starts with https:// or http://.',
);

/** The SMTP server as the form sends it; without `password` the stored one is kept. */
export const mailOutInput = z.strictObject({
  host: requiredText(255),
  port: wholeNumberInput({ min: 1, max: 65535 }),
  tls: choiceInput(SMTP_TLS_MODES),
  user: optionalText(255),
  password: z.string({ error: INVALID_STRING }).min(1).max(1024).optional(),
});
export type MailOutInput = z.input<typeof mailOutInput>;

const flag = z.boolean({ error: 'Must be true or false.' });

/** `PATCH /api/settings/messages/`: only what is sent changes; `mail_out: null` removes the stored server. */
export const messageSettingsPatchBody = z.strictObject({
  messages_on: flag.optional(),
  mail_out: mailOutInput.nullable().optional(),
  from_name: optionalText(100).optional(),
  from_address: optionalEmailInput.optional(),
  reply_to: optionalEmailInput.optional(),
  receipts_on: flag.optional(),
  reminders_on: flag.optional(),
  reminder_days: wholeNumberInput({ min: 0, max: 28 }).optional(),
  overdue_on: flag.optional(),
  overdue_every_days: wholeNumberInput({ min: 1, max: 60 }).optional(),
  overdue_times: wholeNumberInput({ min: 1, max: 10 }).optional(),
  late_fee_notices_on: flag.optional(),
  settlements_on: flag.optional(),
  payment_instructions: optionalText(2000).optional(),
  link_days: wholeNumberInput({ min: 1, max: 365 }).optional(),
  public_url: publicUrlInput.optional(),
});
export type MessageSettingsPatchBody = z.input<typeof messageSettingsPatchBody>;
export type MessageSettingsPatch = z.output<typeof messageSettingsPatchBody>;

/** `POST /api/settings/mail-out/test/`: sends a test message through the server as typed (the stored password when none is typed). */
export const mailOutTestBody = z.strictObject({
  mail_out: mailOutInput,
  from_address: optionalEmailInput,
  to: requiredText(254).pipe(z.email('Enter a valid email address.')),
});
export type MailOutTestBody = z.input<typeof mailOutTestBody>;
export const mailOutTestResult = z.object({ ok: z.boolean(), detail: z.string() });
export type MailOutTestResult = z.infer<typeof mailOutTestResult>;

// ---- Templates ----

export const messageTemplate = z.object({
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  body: z.string(),
  /** The product's own text (never edited, or set back). */
  is_default: z.boolean(),
  fields: z.array(z.string()),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

/** `PUT /api/message-templates/{kind}/`; `DELETE` sets the product's text back. */
export const messageTemplateBody = z.strictObject({
  subject: requiredText(200),
  body: requiredText(10_000),
});
export type MessageTemplateBody = z.input<typeof messageTemplateBody>;

/** `POST /api/message-templates/{kind}/preview/`: the template as typed, written for one real tenant. */
export const messagePreviewBody = messageTemplateBody.extend({
  tenant_id: wholeNumberInput({ min: 1 }),
});
export type MessagePreviewBody = z.input<typeof messagePreviewBody>;
export const messagePreview = z.object({
  to: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
});
export type MessagePreview = z.infer<typeof messagePreview>;

// ---- The outbox ----

export const messageListItem = z.object({
  id: z.number().int(),
  tenant: z.object({ id: z.number().int(), name: z.string() }),
  to_address: z.string().nullable(),
  kind: z.enum(MESSAGE_KINDS),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  /** Why it was skipped, or the last failure. */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  /** What caused it, in words ("Payment #12", "Rent due 01 Dec 2026", "Sent by Anna Lee"). */
  cause: z.string(),
});
export type MessageListItem = z.infer<typeof messageListItem>;
export const pagedMessages = paged(messageListItem);

/** `GET /api/messages/{id}/`: the row and the text sent. */
export const message = messageListItem.extend({
  body: z.string(),
  /** The PDF attached, in words ("Statement 01 Nov 2026 – 30 Nov 2026"), or null. */
  attachment: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

/** `GET /api/messages/?tenant=&status=&kind=` (permission `tenants.view`), newest first. */
export const messageListQuery = z.object({
  tenant: queryNumber(),
  status: queryChoices(MESSAGE_STATUSES),
  kind: queryChoices(MESSAGE_KINDS),
  ...pageQuery,
});
export type MessageListQuery = z.infer<typeof messageListQuery>;
