import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * Security deposits (DOMAIN "Security deposits", modules/orders/deposits.service.ts, decision 041): one
 * per order that has one, charged with the order as a `deposit` ledger row and covered by payments
 * like any charge (modules/ledger/cover.ts): `remaining_amount` is what is not yet covered, so what it
 * holds is `amount − remaining_amount` until the settlement releases it ('settled', nothing
 * remaining, a reversing `deposit` row). Its tenant and property are its order's.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id)
      .unique('deposits_order_id_key'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 12, scale: 2 }).notNull(),
    status: varchar('status', { length: 7 }).notNull().default('unpaid'),
    /** The day it was charged (the order's creation day), its place among the charges covered. */
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    settledOn: date('settled_on'),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposits_amount_check', sql`${t.amount} > 0`),
    check('deposits_status_check', sql`${t.status} IN ('unpaid', 'paid', 'settled')`),
    check(
      'deposits_remaining_amount_check',
      sql`${t.remainingAmount} >= 0 AND ${t.remainingAmount} <= ${t.amount}
          AND (${t.status} = 'unpaid') = (${t.remainingAmount} > 0)
          AND (${t.status} = 'settled') = (${t.settledOn} IS NOT NULL)`,
    ),
    // What the deposits hold now: only those not settled are read.
    index('deposits_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'settled'`),
  ],
);

/**
 * Each change of what a deposit holds, on the business day it happened (decision 041): covered by a
 * payment or credit (+, on the payment's received day), uncovered again when a void takes that money
 * back (−), released at the settlement (−). Written by modules/ledger/cover.ts and the settlement in
 * the transaction of the change; only ever inserted. The rollups read it (db/derived/daily-totals.sql:
 * income excludes money while a deposit holds it), and the ledger invariants check that a deposit's
 * movements add up to what it holds.
 */
export const depositMovements = pgTable(
  'deposit_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    kind: varchar('kind', { length: 8 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    bookedOn: date('booked_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_movements_kind_check', sql`${t.kind} IN ('covered', 'released')`),
    check(
      'deposit_movements_amount_check',
      sql`${t.amount} <> 0 AND (${t.kind} = 'covered' OR ${t.amount} < 0)`,
    ),
    index('deposit_movements_deposit_id_idx').on(t.depositId),
  ],
);
