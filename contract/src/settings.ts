import { z } from 'zod';
import { calendarDate, optionalDateInput } from './dates';
import {
  choiceInput,
  idInput,
  INVALID_STRING,
  optionalEmailInput,
  requiredText,
  wholeNumberInput,
} from './fields';
import { amountInput, money, toCents } from './money';

/**
 * Business settings (issue 14, Settings > Business and Mail source; permission `settings.change`):
 * stored in the database and read by every instance; the environment gives only the first-start
 * values. The mailbox password is stored encrypted and never answered.
 */

export const SETTINGS_MESSAGES = {
  timeZone: 'Choose an IANA time zone such as America/New_York.',
  noKey:
    'The mailbox password cannot be stored: the server has no SETTINGS_KEY to encrypt it with. Ask your administrator.',
  passwordNeeded: 'Enter the mailbox password.',
  booksClosedNotPast: 'The books can be closed through yesterday at the latest.',
  lateFeeAmountNeeded: 'Enter the late fee.',
  lateFeePercentNeeded: 'Enter the percent of the late rent.',
  depositAmountNeeded: 'Enter the deposit.',
  percentTooHigh: 'A percent is at most 100.',
  saved: 'Settings saved',
  // Settings > Mail source's "Test connection" (review D7): a port that is no IMAP server (closed,
  // silent, TLS where there is none, another service) gets one answer; nothing the far side says is shown.
  unreachable: (host: string, port: number) => `Could not reach an IMAP server at ${host}:${port}.`,
  loginRefused: (host: string, port: number) =>
    `The IMAP server at ${host}:${port} refused the user name or password.`,
  noMailbox: (mailbox: string) => `The IMAP server has no mailbox named ${mailbox}.`,
} as const;

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const MAIL_SOURCES = ['settings', 'environment', 'none'] as const;

export const mailSource = z.object({
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  user: z.string(),
  mailbox: z.string(),
  has_password: z.boolean(),
});
export type MailSource = z.infer<typeof mailSource>;

/** Late fees (DOMAIN "Late fees"): none, a flat amount, or a percent of the late rent. */
export const LATE_FEE_MODES = ['off', 'flat', 'percent'] as const;
export type LateFeeMode = (typeof LATE_FEE_MODES)[number];

/** The default deposit of a new order (DOMAIN "Security deposits"): none, a fixed amount, one period's rent. */
export const DEPOSIT_MODES = ['none', 'fixed', 'rent'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

export const businessSettings = z.object({
  business_name: z.string(),
  contact_email: z.string().nullable(),
  time_zone: z.string(),
  rent_lead_days: z.number().int(),
  grace_days: z.number().int(),
  /** The books are closed through this day (DOMAIN "The books"): nothing is booked on or before it. */
  books_closed_through: calendarDate.nullable(),
  late_fee_mode: z.enum(LATE_FEE_MODES),
  /** The flat late fee. */
  late_fee_amount: money,
  /** The late fee as a percent of the late rent ('5.00'). */
  late_fee_percent: money,
  /** At most this much a late fee, or null. */
  late_fee_max: money.nullable(),
  /** The fee type late fees are charged as (the seeded "Late fee" until changed). */
  late_fee_type_id: z.number().int().nullable(),
  deposit_mode: z.enum(DEPOSIT_MODES),
  /** The fixed deposit (mode 'fixed'). */
  deposit_amount: money,
  /** The mailbox the server polls: stored here, else from the environment, else none. */
  mail: mailSource.nullable(),
  mail_from: z.enum(MAIL_SOURCES),
  /** Whether a mailbox password can be stored (the server has its encryption key). */
  can_store_mail_password: z.boolean(),
});
export type BusinessSettings = z.infer<typeof businessSettings>;

/**
 * `GET /api/settings/public/`: what the footer shows, to anyone, and the business time zone, in which
 * the web app's forms take today (DOMAIN "Time").
 */
export const publicSettings = z.object({
  business_name: z.string(),
  contact_email: z.string().nullable(),
  time_zone: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettings>;

const timeZoneInput = requiredText(64).refine(isTimeZone, SETTINGS_MESSAGES.timeZone);

/** The mailbox as the form sends it; without `password` the stored one is kept. */
export const mailSourceInput = z.strictObject({
  host: requiredText(255),
  port: wholeNumberInput({ min: 1, max: 65535 }),
  tls: z.boolean({ error: 'Must be true or false.' }),
  user: requiredText(255),
  password: z.string({ error: INVALID_STRING }).min(1).max(1024).optional(),
  mailbox: requiredText(255).default('INBOX'),
});
export type MailSourceInput = z.input<typeof mailSourceInput>;

/** `PATCH /api/settings/`: only what is sent changes; `mail: null` removes the stored mailbox. */
export const settingsPatchBody = z.strictObject({
  business_name: requiredText(100).optional(),
  contact_email: optionalEmailInput.optional(),
  time_zone: timeZoneInput.optional(),
  rent_lead_days: wholeNumberInput({ min: 0, max: 28 }).optional(),
  grace_days: wholeNumberInput({ min: 0, max: 60 }).optional(),
  /** A day before today; null or empty opens the books again. */
  books_closed_through: optionalDateInput().optional(),
  late_fee_mode: choiceInput(LATE_FEE_MODES).optional(),
  late_fee_amount: amountInput.optional(),
  late_fee_percent: amountInput
    .refine((v) => toCents(v) <= 10_000, SETTINGS_MESSAGES.percentTooHigh)
    .optional(),
  /** Null removes the maximum. */
  late_fee_max: amountInput.nullable().optional(),
  late_fee_type_id: idInput.optional(),
  deposit_mode: choiceInput(DEPOSIT_MODES).optional(),
  deposit_amount: amountInput.optional(),
  mail: mailSourceInput.nullable().optional(),
});
export type SettingsPatchBody = z.input<typeof settingsPatchBody>;
/** The same, parsed (what the server's use case takes). */
export type SettingsPatch = z.output<typeof settingsPatchBody>;

/** `POST /api/settings/mail/test/`: tries the mailbox as typed (the stored password when none is typed). */
export const mailTestBody = mailSourceInput;
export const mailTestResult = z.object({
  ok: z.boolean(),
  /** What happened, in words: the messages in the mailbox, or why the connection failed. */
  detail: z.string(),
});
export type MailTestResult = z.infer<typeof mailTestResult>;

// ---- Payment methods and sub-types (editing; the list is in finance.ts) ----

export const MAX_DETECTION_PATTERNS = 20;

/** Detection patterns: regular expressions (case-insensitive), each checked to compile. */
export const detectionPatternsInput = z
  .array(requiredText(300), { error: 'Expected a list of patterns.' })
  .max(MAX_DETECTION_PATTERNS)
  .superRefine((patterns, ctx) => {
    patterns.forEach((pattern, index) => {
      try {
        new RegExp(pattern, 'i');
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Not a valid regular expression: ${pattern}`,
        });
      }
    });
  });

/**
 * `POST /api/settings/test-mail/`: how the e-mail parser reads a pasted mail, with a payment
 * method's patterns as typed (`method_id` with `detection_patterns`) in place of the stored ones.
 */
export const mailReadingBody = z.strictObject({
  mail: z
    .string({ error: INVALID_STRING })
    .trim()
    .min(1, 'Paste a mail first.')
    .max(1024 * 512),
  method_id: idInput.optional(),
  detection_patterns: detectionPatternsInput.optional(),
});
export type MailReadingBody = z.input<typeof mailReadingBody>;

export const mailReading = z.object({
  subject: z.string(),
  from: z.string(),
  payments: z.array(
    z.object({
      kind: z.string(),
      method: z.string().nullable(),
      payer: z.string().nullable(),
      amount: z.string().nullable(),
      reference: z.string().nullable(),
      date: z.string().nullable(),
      why: z.string(),
      verification: z.string(),
    }),
  ),
});
export type MailReading = z.infer<typeof mailReading>;
