import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The settings the database itself needs, one row: the business time zone its rollups count days in
 * (set from BUSINESS_TIMEZONE at every start; a change rebuilds the rollups, setup/prepare.ts).
 */
export const businessSettings = pgTable(
  'business_settings',
  {
    id: boolean('id').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('business_settings_one_row', sql`${t.id}`)],
);

/**
 * The reports' rollup, one row per business day: income (payments, a voided payment's reversal counting
 * on the payment's own day, and `income` rows), expense (`expense` rows), check-outs (orders completed)
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
