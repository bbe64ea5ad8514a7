import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Messages to tenants (issue 32, decision 044): the settings of mail out and of what is sent, one row.
 * The SMTP password is sealed with SETTINGS_KEY as the mailbox's is. `link_secret` signs the tenants'
 * balance links (random at creation; never answered).
 */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: boolean('id').primaryKey().default(true),
    messagesOn: boolean('messages_on').notNull().default(false),
    smtpHost: varchar('smtp_host', { length: 255 }),
    smtpPort: integer('smtp_port'),
    smtpTls: varchar('smtp_tls', { length: 8 }),
    smtpUser: varchar('smtp_user', { length: 255 }),
    smtpPassword: text('smtp_password'),
    fromName: varchar('from_name', { length: 100 }),
    fromAddress: varchar('from_address', { length: 254 }),
    replyTo: varchar('reply_to', { length: 254 }),
    receiptsOn: boolean('receipts_on').notNull().default(true),
    remindersOn: boolean('reminders_on').notNull().default(true),
    reminderDays: smallint('reminder_days').notNull().default(3),
    overdueOn: boolean('overdue_on').notNull().default(true),
    overdueEveryDays: smallint('overdue_every_days').notNull().default(7),
    overdueTimes: smallint('overdue_times').notNull().default(3),
    lateFeeNoticesOn: boolean('late_fee_notices_on').notNull().default(true),
    settlementsOn: boolean('settlements_on').notNull().default(true),
    paymentInstructions: text('payment_instructions').notNull().default(''),
    linkDays: smallint('link_days').notNull().default(30),
    publicUrl: varchar('public_url', { length: 200 }),
    linkSecret: text('link_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    check('message_settings_one_row', sql`${t.id}`),
    check('message_settings_smtp_tls_check', sql`${t.smtpTls} IN ('starttls', 'tls', 'none')`),
  ],
);

/** A kind's template as the operator edited it; a kind without a row uses the product's text (messages/templates.ts). */
export const messageTemplates = pgTable('message_templates', {
  kind: varchar('kind', { length: 10 }).primaryKey(),
  subject: varchar('subject', { length: 200 }).notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The outbox: every message, written in the transaction of its cause and keyed by it (`cause` unique:
 * 'receipt:payment:12', 'reminder:rent:40', 'overdue:rent:40:2'…), so that no cause queues twice. The
 * text is written when queued; the PDF (`statement_start`..`statement_end`) when sent. The sender
 * (jobs/message-sender.ts) takes 'queued' rows whose `next_attempt_at` has come.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    cause: varchar('cause', { length: 200 }).notNull().unique('messages_cause_key'),
    toAddress: varchar('to_address', { length: 254 }),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    statementStart: date('statement_start'),
    statementEnd: date('statement_end'),
    status: varchar('status', { length: 7 }).notNull().default('queued'),
    reason: text('reason'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    resentFrom: integer('resent_from'),
  },
  (t) => [
    check('messages_status_check', sql`${t.status} IN ('queued', 'sent', 'failed', 'skipped')`),
    check('messages_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
    check('messages_to_check', sql`${t.status} = 'skipped' OR ${t.toAddress} IS NOT NULL`),
    // What the sender takes next.
    index('messages_queued_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('messages_tenant_idx').on(t.tenantId, t.id),
  ],
);

/** Each open of a tenant's balance link (issue 32): who and when, nothing else. */
export const balanceLinkOpens = pgTable(
  'balance_link_opens',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    what: varchar('what', { length: 9 }).notNull().default('page'),
  },
  (t) => [index('balance_link_opens_tenant_idx').on(t.tenantId, t.openedAt)],
);
