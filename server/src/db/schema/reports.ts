import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';

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
 * Income and expense per business day and property (null: money of no property), kept by
 * db/derived/daily-money.sql in the transaction of every ledger row, so that reports read days, not
 * ledger rows. Income: payments (a voided payment's reversal counts on the payment's own day) and
 * `income` rows; expense: `expense` rows.
 */
export const dailyMoney = pgTable(
  'daily_money',
  {
    day: date('day').notNull(),
    propertyId: integer('property_id'),
    income: numeric('income', { precision: 16, scale: 2 }).notNull().default('0'),
    expense: numeric('expense', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [unique('daily_money_day_property_key').on(t.day, t.propertyId).nullsNotDistinct()],
);
