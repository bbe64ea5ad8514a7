import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { deposits } from './deposits';
import { rentConfirmations } from './orders';
import { tenants } from './tenants';
import { users } from './users';

/** Constraint names the code maps to clear 400s (modules/finance). */
export const FINANCE_CONSTRAINTS = {
  subTypeName: 'transaction_sub_types_type_name_key',
} as const;

/**
 * Sub-types (SPEC section 3): payment methods (`payment`), fee types with an optional default amount
 * (`fee`), and the categories of income and expense rows. Seeded with what a US rooming house uses;
 * deactivated rather than deleted, since ledger rows name them.
 */
export const transactionSubTypes = pgTable(
  'transaction_sub_types',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    defaultAmount: numeric('default_amount', { precision: 12, scale: 2 }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A payment method's detection patterns (regular expressions, case-insensitive) that the e-mail
     * parser tries on a notification's sender, subject and text (modules/mail); empty for other kinds.
     */
    detectionPatterns: text('detection_patterns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transaction_sub_types_type_check', sql`${t.type} IN ('payment', 'fee', 'income', 'expense')`),
    check(
      'transaction_sub_types_default_amount_check',
      sql`${t.defaultAmount} IS NULL OR (${t.type} = 'fee' AND ${t.defaultAmount} > 0)`,
    ),
    uniqueIndex(FINANCE_CONSTRAINTS.subTypeName).on(t.type, sql`lower(${t.name})`),
  ],
);

/**
 * Payments: money received from a tenant. Posted to the ledger when applied (`applied_at`; a payment
 * staff enter is applied at once). A payment entered by mistake is voided: `voided_at` and the reason
 * are set, a reversing ledger row takes the money back, and the tenant's charges are re-covered.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    methodId: integer('method_id')
      .notNull()
      .references(() => transactionSubTypes.id),
    description: text('description').notNull().default(''),
    /** The day the money was received, in the business time zone: today, or back-dated (from the mail). */
    receivedOn: date('received_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_void_check', sql`(${t.voidedAt} IS NULL) = (${t.voidReason} IS NULL)`),
    index('payments_tenant_id_idx').on(t.tenantId),
  ],
);

/**
 * Fees: charges to a tenant, covered like rent (DOMAIN "Covering charges"): `remaining_amount` is the
 * part not yet covered; 'paid' when it reaches 0 (`paid_date` set). A fee entered by mistake is voided
 * ('void', remaining 0, a reversing ledger row; its covered part comes back as credit).
 */
export const fees = pgTable(
  'fees',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 12, scale: 2 }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => transactionSubTypes.id),
    status: varchar('status', { length: 6 }).notNull().default('unpaid'),
    paidDate: date('paid_date'),
    /** The day the fee is due: the day it was charged, in the business time zone (orders covering). */
    dueDate: date('due_date').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    /**
     * A late fee (DOMAIN "Late fees"): the rent confirmation it was charged for, at most one fee per
     * confirmation (safe across instances and reruns of the billing job), and the deadline that rent
     * had (its due date + the grace days then): a payment received by it voids the fee.
     */
    lateForRentId: integer('late_for_rent_id')
      .references(() => rentConfirmations.id)
      .unique('fees_late_for_rent_id_key'),
    lateDeadline: date('late_deadline'),
    /** A deduction from a deposit: the deposit whose settlement charged it (its statement lists it). */
    depositId: integer('deposit_id').references(() => deposits.id),
  },
  (t) => [
    check('fees_amount_check', sql`${t.amount} > 0`),
    check('fees_late_check', sql`(${t.lateForRentId} IS NULL) = (${t.lateDeadline} IS NULL)`),
    check('fees_status_check', sql`${t.status} IN ('unpaid', 'paid', 'void')`),
    check(
      'fees_remaining_amount_check',
      sql`${t.remainingAmount} >= 0 AND ${t.remainingAmount} <= ${t.amount}
          AND (${t.status} = 'unpaid') = (${t.remainingAmount} > 0)`,
    ),
    check('fees_paid_date_check', sql`${t.status} <> 'paid' OR ${t.paidDate} IS NOT NULL`),
    check(
      'fees_void_check',
      sql`(${t.status} = 'void') = (${t.voidedAt} IS NOT NULL AND ${t.voidReason} IS NOT NULL)`,
    ),
    index('fees_tenant_id_idx').on(t.tenantId),
    // Covering walks a tenant's unpaid charges, oldest first.
    index('fees_unpaid_idx')
      .on(t.tenantId, t.dueDate, t.createdAt, t.id)
      .where(sql`${t.status} = 'unpaid'`),
  ],
);

/**
 * A refund (decision 041): credit paid out to a tenant by a payment method, posted as a `refund` ledger
 * row. It is a charge like the others (modules/ledger/cover.ts): paid at once from the credit it pays
 * out, and owed again when that credit goes (the payment that made it voided), so that what a tenant
 * owes is always the sum of their unpaid charges.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    remainingAmount: numeric('remaining_amount', { precision: 12, scale: 2 }).notNull(),
    status: varchar('status', { length: 6 }).notNull().default('unpaid'),
    /** The day it was paid out (its ledger row's booked day): its place among the charges covered. */
    dueDate: date('due_date').notNull(),
    paidDate: date('paid_date'),
    methodId: integer('method_id')
      .notNull()
      .references(() => transactionSubTypes.id),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} IN ('unpaid', 'paid')`),
    check(
      'refunds_remaining_amount_check',
      sql`${t.remainingAmount} >= 0 AND ${t.remainingAmount} <= ${t.amount}
          AND (${t.status} = 'unpaid') = (${t.remainingAmount} > 0)`,
    ),
    index('refunds_tenant_id_idx').on(t.tenantId),
  ],
);
