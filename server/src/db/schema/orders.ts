import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
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
import { beds } from './places';
import { tenants } from './tenants';
import { users } from './users';

/** Constraint names the code maps to clear 400s (modules/orders). */
export const ORDERS_CONSTRAINTS = {
  oneOpenOrderPerTenant: 'orders_one_open_per_tenant_key',
  /** An exclusion constraint (migration 0030): no two open stays of one bed share a day. */
  bedStaysOverlap: 'order_beds_no_overlap',
  orderTenant: 'orders_tenant_id_fkey',
  orderBedBed: 'order_beds_bed_id_fkey',
  oneConfirmationPerDueDate: 'rent_confirmations_order_id_rent_due_date_key',
} as const;

/**
 * Orders (leases). `status` is derived (DOMAIN): 'overdue' while an unpaid rent confirmation is past
 * due, else 'active'; 'completed' once closed, with `deleted_at` the completion time. `rent_due_date`
 * is the due date of the latest rent confirmation. The database allows one order that is not
 * completed per tenant.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    periodPayment: varchar('period_payment', { length: 7 }).notNull(),
    rentAmount: numeric('rent_amount', { precision: 12, scale: 2 }).notNull(),
    startDate: date('start_date').notNull(),
    /**
     * A fixed due day (DOMAIN "Due day and proration"): monthly 1–28, weekly an ISO weekday (1 = Monday);
     * null: due dates fall on the start date's day. The first, partial period is prorated
     * (db/derived/rent-cycle.sql `rent_schedule`).
     */
    dueDay: smallint('due_day'),
    /**
     * The house the order was made in: that of its lowest-id bed when it was made (decision 040). Its
     * money (rent, late fees, its tenant's payments) and its counts in the reports belong to it; a bed
     * moved or deleted later does not move the order's history. Null only for an order whose beds were
     * all deleted before this was recorded.
     */
    propertyId: integer('property_id'),
    rentDueDate: date('rent_due_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({ name: ORDERS_CONSTRAINTS.orderTenant, columns: [t.tenantId], foreignColumns: [tenants.id] }),
    check('orders_status_check', sql`${t.status} IN ('active', 'overdue', 'completed')`),
    check('orders_period_payment_check', sql`${t.periodPayment} IN ('monthly', 'weekly', 'daily')`),
    check('orders_rent_amount_check', sql`${t.rentAmount} > 0`),
    check(
      'orders_due_day_check',
      sql`${t.dueDay} IS NULL OR (${t.periodPayment} = 'monthly' AND ${t.dueDay} BETWEEN 1 AND 28)
          OR (${t.periodPayment} = 'weekly' AND ${t.dueDay} BETWEEN 1 AND 7)`,
    ),
    check('orders_completed_check', sql`(${t.status} = 'completed') = (${t.deletedAt} IS NOT NULL)`),
    uniqueIndex(ORDERS_CONSTRAINTS.oneOpenOrderPerTenant)
      .on(t.tenantId)
      .where(sql`${t.status} <> 'completed'`),
    index('orders_tenant_id_created_at_idx').on(t.tenantId, t.createdAt),
    // The billing job walks the open orders by id.
    index('orders_open_id_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'completed'`),
  ],
);

/**
 * The beds of an order, each a stay: the days `[start_date, end_date)` the order holds that bed
 * (`end_date` null: open-ended; else the day the tenant leaves it, by a move or the order's planned
 * move-out, decision 045). A move ends one stay and starts another in the same order, so its history
 * keeps both. `is_open` is true while the stay holds or will hold its bed: the order is not completed
 * and the tenant has not moved out of it (closing or moving clears it in the same transaction). Two
 * open stays of one bed never share a day: an exclusion constraint (`bedStaysOverlap`, written in
 * migration 0030, as drizzle cannot declare one) refuses a double booking, also when two staff book
 * the same bed at the same moment, and lets a reservation follow a planned departure.
 */
export const orderBeds = pgTable(
  'order_beds',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    bedId: integer('bed_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    isOpen: boolean('is_open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.bedId, t.startDate] }),
    // A bed that is in no open order may be deleted; its past orders then lose it (decision 006).
    foreignKey({
      name: ORDERS_CONSTRAINTS.orderBedBed,
      columns: [t.bedId],
      foreignColumns: [beds.id],
    }).onDelete('cascade'),
    check('order_beds_days_check', sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    index('order_beds_open_bed_idx')
      .on(t.bedId)
      .where(sql`${t.isOpen}`),
  ],
);

/**
 * Rent confirmations: one charge of an order's rent for one due date, at most one that is not
 * cancelled per (order, due date) by a unique index, so the billing job can never charge twice. `remaining_amount` is the part not
 * yet covered; 'paid' when it reaches 0 (`paid_date` set); 'cancelled' when the order closed before
 * the due date (its charge reversed in the ledger).
 */
export const rentConfirmations = pgTable(
  'rent_confirmations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    rentDueDate: date('rent_due_date').notNull(),
    rentAmount: numeric('rent_amount', { precision: 12, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 12, scale: 2 }).notNull(),
    status: varchar('status', { length: 9 }).notNull().default('unpaid'),
    paidDate: date('paid_date'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A cancelled one leaves its due date to charge again: a move re-prices the rent from its day.
    uniqueIndex(ORDERS_CONSTRAINTS.oneConfirmationPerDueDate)
      .on(t.orderId, t.rentDueDate)
      .where(sql`${t.status} <> 'cancelled'`),
    check('rent_confirmations_status_check', sql`${t.status} IN ('unpaid', 'paid', 'cancelled')`),
    check('rent_confirmations_rent_amount_check', sql`${t.rentAmount} > 0`),
    check(
      'rent_confirmations_remaining_amount_check',
      sql`${t.remainingAmount} >= 0 AND ${t.remainingAmount} <= ${t.rentAmount}
          AND (${t.status} = 'unpaid') = (${t.remainingAmount} > 0)`,
    ),
    check('rent_confirmations_paid_date_check', sql`${t.status} <> 'paid' OR ${t.paidDate} IS NOT NULL`),
    // Covering walks a tenant's unpaid charges, oldest first.
    index('rent_confirmations_unpaid_idx')
      .on(t.tenantId, t.rentDueDate, t.createdAt, t.id)
      .where(sql`${t.status} = 'unpaid'`),
    // The collection figures: the rent due in a range of days (decision 040).
    index('rent_confirmations_rent_due_date_idx').on(t.rentDueDate),
    // "Overdue": an order's unpaid charges by due date.
    index('rent_confirmations_order_unpaid_idx')
      .on(t.orderId, t.rentDueDate)
      .where(sql`${t.status} = 'unpaid'`),
  ],
);
