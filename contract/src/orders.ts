import { z } from 'zod';
import { calendarDate, optionalDateInput, timestamp } from './dates';
import { choiceInput, idInput, REQUIRED } from './fields';
import { amountInput, money } from './money';
import { bed, TENANT_GENDERS } from './places';

/**
 * Orders (leases) and their rent (SPEC sections 3, 4, 7 "Tenants and orders"; DOMAIN "Orders (leases)
 * and rent"). Request bodies here are the ones the Create Order dialog validates with.
 */

export const PERIOD_PAYMENTS = ['monthly', 'weekly', 'daily'] as const;
export type PeriodPayment = (typeof PERIOD_PAYMENTS)[number];
/** The default of the Create Order dialog (SPEC section 9). */
export const DEFAULT_PERIOD_PAYMENT: PeriodPayment = 'monthly';
export const PERIOD_PAYMENT_DISPLAY: Record<PeriodPayment, string> = {
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
};

export const ORDER_STATUSES = ['active', 'overdue', 'completed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How far back an order may start (a lease recorded late), and how far ahead (a booking). */
export const ORDER_START_MAX_DAYS_BACK = 31;
export const ORDER_START_MAX_DAYS_AHEAD = 90;

export const ORDER_MESSAGES = {
  noBeds: 'Select at least one bed.',
  tooManyBeds: 'Select at most 50 beds.',
  startTooEarly: `The start date cannot be more than ${ORDER_START_MAX_DAYS_BACK} days in the past.`,
  startTooLate: `The start date cannot be more than ${ORDER_START_MAX_DAYS_AHEAD} days ahead.`,
  tenantHasOpenOrder: 'This tenant already has an open order.',
  noSuchBed: 'One of the selected beds no longer exists.',
  bedTaken: (bed: number, room: number) => `Bed ${bed} in Room ${room} is already in an open order.`,
  someBedTaken: 'One of the selected beds is already in an open order.',
  alreadyCompleted: 'This order is already completed.',
} as const;

/**
 * The suggested rent for a period from the monthly total of the beds, in cents (SPEC section 9):
 * monthly = total, weekly = total / 4, daily = total / 30, rounded to the cent, halves up.
 */
export function rentForPeriod(monthlyTotalCents: number, period: PeriodPayment): number {
  const divisor = period === 'monthly' ? 1 : period === 'weekly' ? 4 : 30;
  const sign = monthlyTotalCents < 0 ? -1 : 1;
  const abs = Math.abs(monthlyTotalCents);
  return sign * Math.floor((abs * 2 + divisor) / (divisor * 2));
}

const bedIdsInput = z
  .array(idInput, { error: (issue) => (issue.input == null ? REQUIRED : 'Expected a list of bed ids.') })
  .min(1, ORDER_MESSAGES.noBeds)
  .max(50, ORDER_MESSAGES.tooManyBeds)
  .transform((ids) => [...new Set(ids)]);

// ---- Request bodies ----

/**
 * `POST /api/orders/`. `start_date` is optional (default: today in the business time zone); the server
 * refuses one more than 31 days back or 90 days ahead, and a tenant who is inactive or already has an
 * order that is not completed, and a bed that is in one.
 */
export const orderBody = z.strictObject({
  tenant_id: idInput,
  bed_ids: bedIdsInput,
  period_payment: choiceInput(PERIOD_PAYMENTS),
  rent_amount: amountInput,
  start_date: optionalDateInput(),
});
export type OrderBody = z.infer<typeof orderBody>;
export type OrderForm = z.input<typeof orderBody>;

/** `POST /api/orders/get_beds_total_price/`: the monthly total of the beds' prices. No beds → 0.00. */
export const bedsTotalBody = z.strictObject({
  beds: z
    .array(idInput, { error: (issue) => (issue.input == null ? REQUIRED : 'Expected a list of bed ids.') })
    .max(50, ORDER_MESSAGES.tooManyBeds),
});
export type BedsTotalBody = z.infer<typeof bedsTotalBody>;

// ---- Responses: explicit fields only ----

export const bedsTotalResponse = z.object({ total: money });
export type BedsTotalResponse = z.infer<typeof bedsTotalResponse>;

/** A tenant in a select (`GET /api/orders/available_tenants`, the tenant of an order). */
export const tenantOption = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TenantOption = z.infer<typeof tenantOption>;

/**
 * A tenant Create Order offers, with their gender (null when unknown), so the dialog can warn before
 * placing them in a room designated for the other one.
 */
export const availableTenant = tenantOption.extend({ gender: z.enum(TENANT_GENDERS).nullable() });
export type AvailableTenant = z.infer<typeof availableTenant>;

/** `GET /api/orders/available_tenants`: active tenants without an order that is not completed. */
export const availableTenantsResponse = z.array(availableTenant);

/**
 * `GET /api/orders/available_beds`: beds in no order that is not completed, with their room number
 * and property address (the bed option of SPEC section 3, plus the room's and property's ids).
 */
export const availableBedsResponse = z.array(bed);

export const order = z.object({
  id: z.number().int(),
  tenant: tenantOption,
  status: z.enum(ORDER_STATUSES),
  period_payment: z.enum(PERIOD_PAYMENTS),
  period_payment_display: z.string(),
  rent_amount: money,
  start_date: calendarDate,
  /** Due date of the latest rent confirmation; null only before the first one (a future start). */
  rent_due_date: calendarDate.nullable(),
  created_at: timestamp,
  /** Completion time; null while the order is not completed. */
  deleted_at: timestamp.nullable(),
  beds: z.array(bed),
});
export type Order = z.infer<typeof order>;
