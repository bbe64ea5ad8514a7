import { z } from 'zod';
import { calendarDate, timestamp } from './dates';
import { queryChoices } from './fields';
import { pageQuery, paged } from './lists';
import { money } from './money';
import { tenantOption } from './orders';
import { propertyOption } from './places';

/**
 * The ledger (DOMAIN "Money and the ledger"): every change of a tenant's balance is one row in
 * `transactions`; nothing edits or deletes a posted row, a correction is a new reversing row.
 */

/**
 * The list types of SPEC section 9, and the deposit's: `deposit` (an order's security deposit charged,
 * and its release at the settlement, DOMAIN "Security deposits") and `refund` (credit paid out).
 */
export const TRANSACTION_TYPES = [
  'payment',
  'rent',
  'fee',
  'deposit',
  'refund',
  'income',
  'expense',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The row types as people read them: the Finance list and a tenant's history show and filter them
 * (web/src/lib/transaction-types.ts), the search names its results with them.
 */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  payment: 'Payment',
  rent: 'Rent',
  fee: 'Fee',
  deposit: 'Deposit',
  refund: 'Refund',
  income: 'Income',
  expense: 'Expense',
};

export const RENT_CONFIRMATION_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type RentConfirmationStatus = (typeof RENT_CONFIRMATION_STATUSES)[number];

/**
 * One ledger row. `amount` is signed: its effect on the tenant's balance (payment +, rent −, fee −,
 * deposit −, refund −; a reversal, a deposit's release included, has the opposite sign of the row it
 * reverses). `income` and `expense` rows carry their
 * positive amount, no tenant and no `current_balance`. `current_balance` is the tenant's balance right
 * after this row. `related_id` is the rent confirmation, payment or fee the row belongs to.
 */
export const transaction = z.object({
  id: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  sub_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  amount: money,
  current_balance: money.nullable(),
  description: z.string(),
  /**
   * The business day the row belongs to (DOMAIN "The books"): a payment's received day, a fee's,
   * income's or expense's day as entered, a rent charge's posting day, a reversal's void day.
   */
  booked_on: calendarDate,
  /** When it was recorded. */
  created_at: timestamp,
  /**
   * The day a payment's money was received (back-dated or not), on the payment's row; null on every
   * other row, the reversal of a voided payment included.
   */
  received_on: calendarDate.nullable(),
  tenant: tenantOption.nullable(),
  property: propertyOption.nullable(),
  related_id: z.number().int().nullable(),
  /** The row this one reverses (a cancelled rent confirmation's charge, say), or null. */
  reverses_id: z.number().int().nullable(),
  /**
   * True when a later ledger row reverses this one: a voided payment or fee, or a cancelled rent
   * charge. The reversing row itself is false (nothing reverses it).
   */
  is_reversed: z.boolean(),
});
export type Transaction = z.infer<typeof transaction>;
export const pagedTransactions = paged(transaction);

/** `GET /api/tenants/{id}/transactions`: newest first; `type` repeated or comma-separated. */
export const tenantTransactionsQuery = z.object({
  type: queryChoices(TRANSACTION_TYPES),
  ...pageQuery,
});
export type TenantTransactionsQuery = z.infer<typeof tenantTransactionsQuery>;

/** A rent confirmation: one charge of an order's rent for one due date. */
export const rentConfirmation = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  tenant: tenantOption,
  rent_amount: money,
  remaining_amount: money,
  status: z.enum(RENT_CONFIRMATION_STATUSES),
  rent_due_date: calendarDate,
  paid_date: calendarDate.nullable(),
  description: z.string(),
  created_at: timestamp,
});
export type RentConfirmation = z.infer<typeof rentConfirmation>;
