import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { payments, transactionSubTypes } from './finance';
import { tenants } from './tenants';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Constraint names the code maps to outcomes (modules/candidates). */
export const MAIL_CONSTRAINTS = {
  contentHash: 'mail_messages_content_hash_key',
  imapPosition: 'mail_messages_imap_uid_key',
  reference: 'payment_candidates_reference_key',
  messagePayment: 'payment_candidates_message_payment_key',
  payment: 'payment_candidates_payment_id_key',
} as const;

/**
 * The ingest log: every raw message once (by content hash), from the polled mailbox, an upload or the
 * command line, with what became of it (`outcome`) and why. Kept whole, so a message can be parsed
 * again when a rule improves.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    contentHash: text('content_hash').notNull(),
    messageId: text('message_id'),
    source: varchar('source', { length: 10 }).notNull(),
    /** The upload's file name, or the mailbox; with `uidvalidity` and `uid` for IMAP. */
    origin: text('origin').notNull(),
    uidvalidity: bigint('uidvalidity', { mode: 'number' }),
    uid: bigint('uid', { mode: 'number' }),
    subject: text('subject').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    raw: bytea('raw').notNull(),
    outcome: varchar('outcome', { length: 10 }).notNull(),
    why: text('why').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A mail no rule reads, from a verified sender (a DKIM pass for its From domain): that domain. It
     * waits in "Needs a look" (issue 31) until it makes candidates (a layout taught from it).
     */
    unreadSender: text('unread_sender'),
  },
  (t) => [
    uniqueIndex(MAIL_CONSTRAINTS.contentHash).on(t.contentHash),
    uniqueIndex(MAIL_CONSTRAINTS.imapPosition)
      .on(t.origin, t.uidvalidity, t.uid)
      .where(sql`${t.uid} IS NOT NULL`),
    index('mail_messages_message_id_idx').on(t.messageId),
    index('mail_messages_received_at_idx').on(t.receivedAt.desc(), t.id.desc()),
    check('mail_messages_source_check', sql`${t.source} IN ('imap', 'upload', 'cli', 'demo')`),
    check(
      'mail_messages_outcome_check',
      sql`${t.outcome} IN ('candidates', 'unverified', 'skipped', 'duplicate', 'error')`,
    ),
  ],
);

/**
 * Payment candidates (DOMAIN "Payment candidates"): one per payment a message reports. `pending` or
 * `matched` (a confident tenant in `matched_tenant_id`) until staff apply it (a payment, `payment_id`)
 * or ignore it; both final, with who and when. A provider's reference makes at most one candidate.
 */
export const paymentCandidates = pgTable(
  'payment_candidates',
  {
    id: serial('id').primaryKey(),
    mailMessageId: integer('mail_message_id')
      .notNull()
      .references(() => mailMessages.id),
    /** The payment's position in its message (a digest reports several). */
    position: smallint('position').notNull().default(0),
    provider: text('provider').notNull(),
    extractedName: text('extracted_name').notNull(),
    /** The payer's handle or e-mail when the mail shows it (a learned alias). */
    payerHandle: text('payer_handle'),
    extractedAmount: numeric('extracted_amount', { precision: 12, scale: 2 }).notNull(),
    emailDate: timestamp('email_date', { withTimezone: true }).notNull(),
    paymentDate: date('payment_date').notNull(),
    methodId: integer('method_id').references(() => transactionSubTypes.id),
    reference: text('reference'),
    source: varchar('source', { length: 10 }).notNull(),
    verified: boolean('verified').notNull(),
    verification: text('verification').notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    matchedTenantId: integer('matched_tenant_id').references(() => tenants.id),
    /** Ranked `{tenant_id, score, reason}` at ingest. */
    suggestions: jsonb('suggestions').notNull().default([]),
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    paymentId: integer('payment_id').references(() => payments.id),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(MAIL_CONSTRAINTS.messagePayment).on(t.mailMessageId, t.position),
    uniqueIndex(MAIL_CONSTRAINTS.reference)
      .on(t.provider, sql`lower(${t.reference})`)
      .where(sql`${t.reference} IS NOT NULL`),
    uniqueIndex(MAIL_CONSTRAINTS.payment).on(t.paymentId),
    index('payment_candidates_email_date_idx').on(t.emailDate.desc(), t.id.desc()),
    // The possible-duplicate check: the same day and amount first.
    index('payment_candidates_day_amount_idx').on(t.paymentDate, t.extractedAmount),
    check('payment_candidates_amount_check', sql`${t.extractedAmount} > 0`),
    check(
      'payment_candidates_status_check',
      sql`${t.status} IN ('pending', 'matched', 'applied', 'ignored')`,
    ),
    check('payment_candidates_applied_check', sql`(${t.status} = 'applied') = (${t.paymentId} IS NOT NULL)`),
    check(
      'payment_candidates_decided_check',
      sql`(${t.status} IN ('applied', 'ignored')) = (${t.decidedAt} IS NOT NULL)`,
    ),
    check('payment_candidates_source_check', sql`${t.source} IN ('imap', 'upload', 'cli', 'demo', 'bank')`),
  ],
);

/**
 * What earlier applies taught: a payer's normalized name, handle or e-mail (`kind:value`) paid for this
 * tenant. Matching prefers an alias that names exactly one tenant.
 */
export const payerAliases = pgTable(
  'payer_aliases',
  {
    alias: text('alias').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    uses: integer('uses').notNull().default(1),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alias, t.tenantId] })],
);

/**
 * How far the poller has read each mailbox: the highest UID ingested under the mailbox's UIDVALIDITY,
 * advanced in the transaction that stores the message.
 */
export const mailPositions = pgTable('mail_positions', {
  mailbox: text('mailbox').primaryKey(),
  uidvalidity: bigint('uidvalidity', { mode: 'number' }).notNull(),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mail layout taught by staff (issue 31, modules/candidates/layouts.service.ts): for mail from
 * `sender_domain` (and its subdomains), one pattern per line of the mail, capturing `payer` and
 * `amount`; read after the provider rules, with their exclusions and trust (mail/taught.ts).
 */
export const mailLayouts = pgTable(
  'mail_layouts',
  {
    id: serial('id').primaryKey(),
    senderDomain: text('sender_domain').notNull(),
    patterns: text('patterns').array().notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => transactionSubTypes.id),
    sampleMessageId: integer('sample_message_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('mail_layouts_patterns_check', sql`cardinality(${t.patterns}) BETWEEN 1 AND 5`),
    index('mail_layouts_sender_domain_idx').on(t.senderDomain),
  ],
);

/**
 * How a CSV statement's columns are read when no name says (issue 31): for the header `columns`
 * (lower-case, in order), which column is the day, the description, the amount or credit and debit,
 * the balance. Unique per header: each account's export is mapped once (modules/bank/csv.ts).
 */
export const statementMappings = pgTable('statement_mappings', {
  id: serial('id').primaryKey(),
  headerKey: text('header_key').notNull().unique('statement_mappings_header_key_key'),
  columns: text('columns').array().notNull(),
  date: text('date').notNull(),
  description: text('description').notNull(),
  amount: text('amount'),
  credit: text('credit'),
  debit: text('debit'),
  balance: text('balance'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});
