import { z } from 'zod';
import { calendarDate, displayDate, timestamp } from './dates';
import { idInput, queryChoices, requiredText } from './fields';
import { orderingQuery, pageQuery, paged, searchQuery } from './lists';
import { money } from './money';
import { tenantOption } from './orders';

/**
 * Payment candidates (SPEC "Payment candidates", sections 3, 4, 5, 7, 8; DOMAIN "Payment candidates"):
 * money received that a provider's notification e-mail reports, waiting for staff to apply it to a
 * tenant (a payment through the ledger) or ignore it. Both are final.
 */

export const CANDIDATE_STATUSES = ['pending', 'matched', 'applied', 'ignored'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export const FINAL_CANDIDATE_STATUSES: readonly CandidateStatus[] = ['applied', 'ignored'];

/** Where the message came from: the polled IMAP mailbox, an upload in the web app, `npm run mail -- import`. */
export const MESSAGE_SOURCES = ['imap', 'upload', 'cli', 'demo'] as const;
/** A candidate's: its message's, or `bank` for a credit of an uploaded bank statement (issue 31). */
export const CANDIDATE_SOURCES = [...MESSAGE_SOURCES, 'bank'] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

/**
 * What the parser made of one payment report: `candidate` (money received, sender verified),
 * `unverified` (looks like money received, sender not verified) or `none` (anything else, `why` says
 * what). `amount` a decimal string, `method` a payment method's name, `date` the payment's day in the
 * business time zone.
 */
export const MAIL_KINDS = ['candidate', 'unverified', 'none'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const CANDIDATE_MESSAGES = {
  finalized: 'This candidate is finalized. No further actions allowed.',
  done: (action: CandidateAction) => `Candidate ${action} successfully`,
  failed: (action: CandidateAction) => `Failed to ${action} candidate`,
  loadFailed: 'Failed to load payment candidates',
  tenantRequired: 'Choose the tenant this payment is from.',
  noMethod: 'This mail names no active payment method.',
  noFiles: 'Choose at least one .eml, .ofx, .qfx or .csv file.',
  /** A bank credit whose money a payment of the tenant records already (issue 31, "One payment, one record"). */
  alreadyRecorded: (paymentId: number, day: string) =>
    `This money is already recorded: payment #${paymentId}, received ${displayDate(day)}, of the same amount. Confirm to record it again.`,
  unverifiedNeedsConfirm:
    'This mail is not verified as coming from the payment provider: it may be forged. Confirm to apply it anyway.',
} as const;

/** A ranked tenant suggestion: `score` from 0 to 1, `reason` in words ("same name", "alias"…). */
export const candidateSuggestion = z.object({
  tenant: tenantOption,
  score: z.number(),
  reason: z.string(),
});
export type CandidateSuggestion = z.infer<typeof candidateSuggestion>;

export const paymentCandidate = z.object({
  id: z.number().int(),
  extracted_name: z.string(),
  matched_tenant: tenantOption.nullable(),
  extracted_amount: money,
  /** The mail's Date header. */
  email_date: timestamp,
  /** The payment's day from the mail, in the business time zone: the applied payment's received date. */
  payment_date: calendarDate,
  created_at: timestamp,
  matched_method: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  source: z.enum(CANDIDATE_SOURCES),
  status: z.enum(CANDIDATE_STATUSES),
  /** The provider's reference (confirmation number, transaction id), when the mail gives one. */
  reference: z.string().nullable(),
  /** True when the mail's sender is verified (DKIM from the provider's domain, or a trusted forward). */
  verified: z.boolean(),
  /** How the sender was or was not verified, in words. */
  verification: z.string(),
  suggestions: z.array(candidateSuggestion),
  /** Another payment or candidate has the same method, amount, payer and day. */
  possible_duplicate: z.boolean(),
  /**
   * A bank credit's money recorded already: a payment of the matched tenant, of the same amount,
   * received within 3 days of it (typed, or applied from a mail), not voided and not another bank
   * line's. Applying the credit then needs `confirm_recorded`. Null otherwise, and once decided.
   */
  recorded_payment: z.object({ id: z.number().int(), received_on: calendarDate }).nullable(),
  /**
   * What read it, as its ingest log entry says: the rule or layout and what it found ("1 of 1 payment
   * listed; Venmo: money received."), or for a bank line its statement ("Bank statement (Chase): …").
   */
  read_by: z.string(),
  payment_id: z.number().int().nullable(),
  decided_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  decided_at: timestamp.nullable(),
});
export type PaymentCandidate = z.infer<typeof paymentCandidate>;

export const CANDIDATE_ORDERING = [
  'email_date',
  'extracted_amount',
  'extracted_name',
  'status',
  'id',
] as const;

/** `GET /api/payment-candidates/?status=&search=&ordering=&page=`: default ordering `-email_date`. */
export const candidateListQuery = z.object({
  status: queryChoices(CANDIDATE_STATUSES),
  search: searchQuery,
  ordering: orderingQuery(CANDIDATE_ORDERING),
  ...pageQuery,
});
export type CandidateListQuery = z.infer<typeof candidateListQuery>;
export const pagedCandidates = paged(paymentCandidate);

export const CANDIDATE_ACTIONS = ['apply', 'ignore'] as const;
export type CandidateAction = (typeof CANDIDATE_ACTIONS)[number];

/**
 * `PATCH /api/payment-candidates/{id}/`: `apply` needs a tenant (the chosen one, else the matched
 * one); an unverified candidate needs `confirm_unverified: true` as well.
 */
export const candidateActionBody = z.strictObject({
  action: z.enum(CANDIDATE_ACTIONS, { error: '"action" must be apply or ignore.' }),
  tenant_id: idInput.nullish(),
  confirm_unverified: z.boolean().optional(),
  confirm_recorded: z.boolean().optional(),
});
export type CandidateActionBody = z.infer<typeof candidateActionBody>;

/** `POST /api/payment-candidates/upload/` (multipart, field `files`): what became of each file. */
export const uploadResult = z.object({
  file: z.string(),
  kind: z.enum([...MAIL_KINDS, 'duplicate', 'error']),
  candidate_ids: z.array(z.number().int()),
  why: z.string(),
  /**
   * A CSV statement whose columns no name says: its columns, to map once
   * (`POST /api/payment-candidates/statement-mappings/`); then it is uploaded again.
   */
  columns: z.array(z.string()).optional(),
});
export type UploadResult = z.infer<typeof uploadResult>;
export const uploadResponse = z.object({ results: z.array(uploadResult) });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const INGEST_OUTCOMES = ['candidates', 'unverified', 'skipped', 'duplicate', 'error'] as const;
export type IngestOutcome = (typeof INGEST_OUTCOMES)[number];

/** One stored message of the ingest log: what became of it and why. */
export const ingestLogEntry = z.object({
  id: z.number().int(),
  received_at: timestamp,
  source: z.enum(MESSAGE_SOURCES),
  /** The file name of an upload, or `mailbox UIDVALIDITY/UID` of the IMAP source. */
  origin: z.string(),
  message_id: z.string().nullable(),
  subject: z.string(),
  from: z.string(),
  outcome: z.enum(INGEST_OUTCOMES),
  why: z.string(),
  candidate_ids: z.array(z.number().int()),
});
export type IngestLogEntry = z.infer<typeof ingestLogEntry>;

/** `GET /api/payment-candidates/log/?outcome=&page=`: newest first. */
export const ingestLogQuery = z.object({ outcome: queryChoices(INGEST_OUTCOMES), ...pageQuery });
export type IngestLogQuery = z.infer<typeof ingestLogQuery>;
export const pagedIngestLog = paged(ingestLogEntry);

// ---- Column mappings of CSV statements (issue 31) ----

export const MAPPING_MESSAGES = {
  notAColumn: 'Choose one of the file’s columns.',
  amountNeeded: 'Choose the amount column, or the credit column.',
  saved: 'Columns saved: upload the statement again.',
} as const;

const columnChoice = requiredText(200);
const optionalColumn = z.union([columnChoice, z.literal(''), z.null()]).optional();

/**
 * `POST /api/payment-candidates/statement-mappings/` (permission `candidates.apply`): which of a CSV's
 * columns (`columns`, its header as the upload answered it) holds the day, the description, and the
 * amount (signed) or the credit (and debit), and the balance if any. Saved for that header: every
 * statement with the same columns (each account's export) is read with it from then on.
 */
export const statementMappingBody = z
  .strictObject({
    columns: z.array(z.string().max(200)).min(2).max(60),
    date: columnChoice,
    description: columnChoice,
    amount: optionalColumn,
    credit: optionalColumn,
    debit: optionalColumn,
    balance: optionalColumn,
  })
  .superRefine((body, ctx) => {
    const names = new Set(body.columns.map((c) => c.trim().toLowerCase()));
    for (const field of ['date', 'description', 'amount', 'credit', 'debit', 'balance'] as const) {
      const value = body[field];
      if (value && !names.has(value.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: [field], message: MAPPING_MESSAGES.notAColumn });
    }
    if (!body.amount && !body.credit)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: MAPPING_MESSAGES.amountNeeded });
  });
export type StatementMappingBody = z.infer<typeof statementMappingBody>;
export type StatementMappingForm = z.input<typeof statementMappingBody>;

export const statementMapping = z.object({
  id: z.number().int(),
  columns: z.array(z.string()),
  date: z.string(),
  description: z.string(),
  amount: z.string().nullable(),
  credit: z.string().nullable(),
  debit: z.string().nullable(),
  balance: z.string().nullable(),
  created_at: timestamp,
});
export type StatementMapping = z.infer<typeof statementMapping>;
