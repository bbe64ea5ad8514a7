import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { transactionSubTypes } from './finance';
import { properties } from './places';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The ledger (DOMAIN "Money and the ledger"). Every change of a tenant's balance is one row, written by
 * the posting function (modules/ledger/post.ts) in the transaction of the charge or payment it belongs
 * to (`related_id`). `amount` is the signed effect on the balance (payment +, rent −, fee −, deposit −,
 * refund −; a reversal, a deposit's release included, has the opposite sign of `reverses_id`'s row); `current_balance` is the tenant's balance right after
 * the row. `income`/`expense` rows carry their positive amount, a property and no balance. Rows are
 * never updated or deleted: db/derived/ledger-guards.sql refuses it.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    propertyId: integer('property_id').references(() => properties.id),
    /** The payment method, fee type, or income/expense category; null for rent. */
    subTypeId: integer('sub_type_id').references(() => transactionSubTypes.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currentBalance: numeric('current_balance', { precision: 12, scale: 2 }),
    relatedId: integer('related_id'),
    reversesId: bigint('reverses_id', { mode: 'number' }).unique('transactions_reverses_id_key'),
    description: text('description').notNull().default(''),
    /**
     * The business day the row belongs to (DOMAIN "The books"): a payment's received day, a fee's,
     * income's or expense's day as entered, a rent charge's posting day, a reversal's void day. The
     * lists' dates, the reports and the rollups read it; `created_at` stays when it was recorded.
     * Never after the posting's day, never on or before `business_settings.books_closed_through`
     * (db/derived/books-closed.sql).
     */
    bookedOn: date('booked_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'transactions_type_check',
      sql`${t.type} IN ('payment', 'rent', 'fee', 'deposit', 'refund', 'income', 'expense')`,
    ),
    check(
      'transactions_balance_check',
      sql`CASE WHEN ${t.type} IN ('income', 'expense')
               THEN ${t.currentBalance} IS NULL AND ${t.amount} > 0
               ELSE ${t.tenantId} IS NOT NULL AND ${t.currentBalance} IS NOT NULL AND ${t.amount} <> 0 END`,
    ),
    foreignKey({ name: 'transactions_reverses_id_fkey', columns: [t.reversesId], foreignColumns: [t.id] }),
    index('transactions_tenant_id_id_idx').on(t.tenantId, t.id.desc()),
    // The transactions list: newest first, by cursor.
    index('transactions_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // The list's other ordering and its filters, each still walking newest first by cursor.
    index('transactions_amount_id_idx').on(t.amount.desc(), t.id.desc()),
    // The search from anywhere finds a row by a reference in its description (modules/search).
    index('transactions_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('transactions_booked_on_id_idx').on(t.bookedOn.desc(), t.id.desc()),
    index('transactions_property_id_created_at_id_idx').on(t.propertyId, t.createdAt.desc(), t.id.desc()),
    index('transactions_sub_type_id_created_at_id_idx').on(t.subTypeId, t.createdAt.desc(), t.id.desc()),
    index('transactions_type_created_at_id_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Each ledger row's facts as the lists answer them, without the names (`TransactionFacts`: its
 * amounts, type, dates, description, ids, a payment's received date, `is_reversed`), kept by
 * modules/ledger/transaction-items.ts (decision 032): written when the row is posted, in the same
 * transaction, and written again when it is reversed; a rename writes none. Rows stored before decision
 * 032 hold the names too, or are missing: the upgrade job (jobs/items-upgrade.ts) writes them once.
 */
export const transactionItems = pgTable('transaction_items', {
  transactionId: bigint('transaction_id', { mode: 'number' })
    .primaryKey()
    .references(() => transactions.id),
  item: text('item').notNull(),
});

/**
 * How far the upgrade of `transaction_items` to facts (decision 032) has come, one row: the ledger rows
 * up to `after_id` are done (the job resumes there after a stop), and `done_at` once every row is, after
 * which it never runs again. No row: not started.
 */
export const transactionItemsUpgrade = pgTable(
  'transaction_items_upgrade',
  {
    id: boolean('id').primaryKey().default(true),
    afterId: bigint('after_id', { mode: 'number' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [check('transaction_items_upgrade_one_row', sql`${t.id}`)],
);
