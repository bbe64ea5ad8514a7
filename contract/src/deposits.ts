import { z } from 'zod';
import { calendarDate, optionalDateInput } from './dates';
import { idInput, optionalText, queryNumber, requiredText } from './fields';
import { MAX_FINANCE_DESCRIPTION } from './finance';
import { amountInput, displayMoney, money } from './money';
import { orderDeposit, tenantOption } from './orders';
import { propertyOption } from './places';

/**
 * Security deposits at move-out and refunds (DOMAIN "Security deposits"): the settlement charges the
 * deductions as fees and releases the deposit to the tenant's balance, where the money covers the
 * deductions and any unpaid charge, oldest first; a refund pays out what is left as credit.
 */

export const DEPOSIT_MESSAGES = {
  tooManyDeductions: 'At most 20 deductions.',
  refundOverCredit: (credit: string) =>
    credit.startsWith('-') || /^0*(\.0*)?$/.test(credit)
      ? 'This tenant has no credit to refund.'
      : `At most the tenant's credit, ${displayMoney(credit)}.`,
  settled: 'Deposit settled',
  refunded: 'Refund recorded',
} as const;

export const MAX_DEPOSIT_DEDUCTIONS = 20;

/** One deduction from the deposit: a fee of a fee type (cleaning, damage…). */
export const depositDeduction = z.strictObject({
  type_id: idInput,
  amount: amountInput,
  description: requiredText(MAX_FINANCE_DESCRIPTION),
});
export type DepositDeductionInput = z.input<typeof depositDeduction>;

/**
 * `POST /api/orders/{id}/deposit/` (permission `orders.close`): the move-out settlement, once per
 * deposit. The deductions are charged as fees on `booked_on` (default today), then the deposit is
 * released to the tenant's balance.
 */
export const settlementBody = z.strictObject({
  deductions: z
    .array(depositDeduction)
    .max(MAX_DEPOSIT_DEDUCTIONS, DEPOSIT_MESSAGES.tooManyDeductions)
    .default([]),
  booked_on: optionalDateInput(),
});
export type SettlementBody = z.infer<typeof settlementBody>;
export type SettlementForm = z.input<typeof settlementBody>;

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * `GET /api/orders/{id}/deposit/` (and the answer of POST): the deposit's statement, the one the
 * tenant can be given. Before the settlement: the deposit and what it holds, no deductions, nothing
 * released. After: the deductions charged, the amount released, and the tenant's balance right after
 * (credit positive, owed negative), as the settlement left it.
 */
export const depositStatement = z.object({
  order_id: z.number().int(),
  tenant: tenantOption,
  property: propertyOption.nullable(),
  deposit: orderDeposit,
  deductions: z.array(
    z.object({ fee_id: z.number().int(), type: named, amount: money, description: z.string() }),
  ),
  /** Σ of the deductions. */
  deducted: money,
  /** What the settlement released to the balance (what the deposit held then); null before. */
  released: money.nullable(),
  /** The tenant's balance right after the settlement; null before. */
  balance_after: money.nullable(),
  /** The tenant's balance now. */
  balance_now: money,
});
export type DepositStatement = z.infer<typeof depositStatement>;

/**
 * `POST /api/refunds/` (permission `payments.add`): pays out part or all of a tenant's credit by a
 * payment method; a `refund` ledger row (money paid out, not an expense).
 */
export const refundBody = z.strictObject({
  tenant_id: idInput,
  amount: amountInput,
  method_id: idInput,
  description: optionalText(MAX_FINANCE_DESCRIPTION),
  /** The day it was paid out, if not today; never in the future. */
  booked_on: optionalDateInput(),
});
export type RefundBody = z.infer<typeof refundBody>;
export type RefundForm = z.input<typeof refundBody>;

export const refund = z.object({
  id: z.number().int(),
  tenant: tenantOption,
  amount: money,
  method: named,
  description: z.string(),
  booked_on: calendarDate,
  balance_after: money,
});
export type Refund = z.infer<typeof refund>;

/** `GET /api/reportsapp/deposits/?property=`: the deposits held now, in total or for one property. */
export const depositsHeldQuery = z.object({ property: queryNumber() });
export type DepositsHeldQuery = z.infer<typeof depositsHeldQuery>;
export const depositsHeld = z.object({
  held: money,
  /** Deposits holding money (not settled, something covered). */
  count: z.number().int(),
});
export type DepositsHeld = z.infer<typeof depositsHeld>;
