import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { transactionSubTypes } from './finance';

/**
 * The business settings, one row (Settings > Business and Mail source; modules/settings): created at
 * first start from the environment, then changed only on screen. The rollups count days in
 * `time_zone` (a change rebuilds them). `mail_password` is encrypted with SETTINGS_KEY
 * (modules/settings/secret-box.ts). A change notifies `bunkhouse_settings` (db/derived/settings-notify.sql).
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
    businessName: varchar('business_name', { length: 100 }).notNull().default('Bunkhouse'),
    contactEmail: varchar('contact_email', { length: 254 }),
    /** Null only in a row from before Settings held it: the next start fills it from RENT_LEAD_DAYS. */
    rentLeadDays: integer('rent_lead_days'),
    graceDays: integer('grace_days').notNull().default(0),
    /** Books closed through this day (DOMAIN "The books"): nothing is booked on or before it. */
    booksClosedThrough: date('books_closed_through'),
    /**
     * Late fees (DOMAIN "Late fees", modules/billing/late-fees.ts): off, a flat amount, or a percent of
     * the late rent, at most `late_fee_max` a charge when set, of the fee type `late_fee_type_id`
     * (the seeded "Late fee" until changed), once the rent is unpaid past its due date + grace days.
     */
    lateFeeMode: varchar('late_fee_mode', { length: 7 }).notNull().default('off'),
    lateFeeAmount: numeric('late_fee_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    lateFeePercent: numeric('late_fee_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    lateFeeMax: numeric('late_fee_max', { precision: 12, scale: 2 }),
    lateFeeTypeId: integer('late_fee_type_id').references(() => transactionSubTypes.id),
    /** A new order's default deposit (DOMAIN "Security deposits"): none, `deposit_amount`, or one period's rent. */
    depositMode: varchar('deposit_mode', { length: 5 }).notNull().default('none'),
    depositAmount: numeric('deposit_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    mailHost: varchar('mail_host', { length: 255 }),
    mailPort: integer('mail_port'),
    mailTls: boolean('mail_tls'),
    mailUser: varchar('mail_user', { length: 255 }),
    mailPassword: text('mail_password'),
    mailMailbox: varchar('mail_mailbox', { length: 255 }),
    /** When the demo house was seeded (setup/prepare.ts): a database is seeded once, never again. */
    demoSeededAt: timestamp('demo_seeded_at', { withTimezone: true }),
  },
  (t) => [
    check('business_settings_one_row', sql`${t.id}`),
    check('business_settings_deposit_mode_check', sql`${t.depositMode} IN ('none', 'fixed', 'rent')`),
    check('business_settings_deposit_amount_check', sql`${t.depositAmount} >= 0`),
    check('business_settings_late_fee_mode_check', sql`${t.lateFeeMode} IN ('off', 'flat', 'percent')`),
    check(
      'business_settings_late_fee_amounts_check',
      sql`${t.lateFeeAmount} >= 0 AND ${t.lateFeePercent} >= 0 AND ${t.lateFeePercent} <= 100
          AND coalesce(${t.lateFeeMax}, 0) >= 0`,
    ),
  ],
);

/**
 * The reports' rollup, one row per business day: income (payments, a voided payment's reversal counting
 * on its own booked day, and `income` rows) and expense (`expense` rows), each on its ledger row's
 * `booked_on`; check-outs (orders completed)
 * and beds sold (beds of orders created); kept by db/derived/daily-totals.sql and daily-orders.sql in
 * the transaction of every change, so that a report over five years reads 1,827 rows of one table.
 */
export const dailyTotals = pgTable('daily_totals', {
  day: date('day').primaryKey(),
  income: numeric('income', { precision: 16, scale: 2 }).notNull().default('0'),
  expense: numeric('expense', { precision: 16, scale: 2 }).notNull().default('0'),
  checkouts: integer('checkouts').notNull().default(0),
  bedsSold: integer('beds_sold').notNull().default(0),
});

/**
 * The reports per property and day (issue 30, decision 040): the income and expense of the ledger rows
 * that name the property (a payment names its tenant's order's property, an income or expense row its
 * own) on their booked day, and the check-outs and beds sold of the orders made in it (`orders.property_id`),
 * so that a report for one property reads days too. Kept by the same triggers as `daily_totals`
 * (db/derived/daily-totals.sql, daily-orders.sql), in the same transaction; money of no property (a
 * payment of a tenant without an order) counts in `daily_totals` only.
 */
export const propertyDailyTotals = pgTable(
  'property_daily_totals',
  {
    propertyId: integer('property_id').notNull(),
    day: date('day').notNull(),
    income: numeric('income', { precision: 16, scale: 2 }).notNull().default('0'),
    expense: numeric('expense', { precision: 16, scale: 2 }).notNull().default('0'),
    /** The property's orders completed that day, and the beds of its orders made that day. */
    checkouts: integer('checkouts').notNull().default(0),
    bedsSold: integer('beds_sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);
