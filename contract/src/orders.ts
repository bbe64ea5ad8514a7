import { z } from 'zod';
import { calendarDate, optionalDateInput, requiredQueryDate, timestamp } from './dates';
import { choiceInput, idInput, queryNumber, REQUIRED, wholeNumberInput } from './fields';
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
  bedTaken: (bed: number, room: number) => `Bed ${bed} in Room ${room} is taken on some of these days.`,
  someBedTaken: 'One of the selected beds is taken on some of these days.',
  alreadyCompleted: 'This order is already completed.',
  dueDayMonthly: 'A monthly due day is a day of the month from 1 to 28.',
  dueDayWeekly: 'A weekly due day is a weekday from 1 (Monday) to 7 (Sunday).',
  dueDayDaily: 'Daily rent has no due day: leave it empty.',
  noDeposit: 'This order has no deposit.',
  depositSettled: "This order's deposit is already settled.",
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
/**
 * A due day (DOMAIN "Due day and proration"), optional: monthly 1–28, weekly an ISO weekday (1 =
 * Monday … 7 = Sunday), none for daily rent. Checked against the period by `dueDayProblem`.
 */
const dueDayInput = z.union([wholeNumberInput({ min: 1, max: 28 }), z.null(), z.literal('')]).optional();

/** Why a due day does not fit the period, or null. */
export function dueDayProblem(period: PeriodPayment, dueDay: number | null | undefined) {
  if (dueDay == null) return null;
  if (period === 'daily') return ORDER_MESSAGES.dueDayDaily;
  if (period === 'weekly' && dueDay > 7) return ORDER_MESSAGES.dueDayWeekly;
  return null;
}

export const orderBody = z
  .strictObject({
    tenant_id: idInput,
    bed_ids: bedIdsInput,
    period_payment: choiceInput(PERIOD_PAYMENTS),
    rent_amount: amountInput,
    start_date: optionalDateInput(),
    due_day: dueDayInput.transform((v) => (v === '' || v === undefined ? null : v)),
    /**
     * The security deposit (DOMAIN "Security deposits"), charged with the order: omitted, the business
     * default (Settings: none, a fixed amount, or one period's rent); null or empty, none.
     */
    deposit_amount: z.union([amountInput, z.null(), z.literal('')]).optional(),
    /** The planned move-out (issue 34): the day the beds are left; omitted or null, none. */
    planned_end_date: optionalDateInput(),
  })
  .superRefine((body, ctx) => {
    const problem = dueDayProblem(body.period_payment, body.due_day);
    if (problem) ctx.addIssue({ code: 'custom', path: ['due_day'], message: problem });
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

/**
 * `GET /api/orders/first_period/`: what an order would charge first (Create Order shows it before
 * saving): its first regular due date, and the prorated first period due on the start date, or null
 * when it starts on its due day.
 */
export const firstPeriodQuery = z
  .object({
    start_date: requiredQueryDate,
    period_payment: choiceInput(PERIOD_PAYMENTS),
    due_day: queryNumber({ min: 1, max: 28 }),
    rent_amount: amountInput,
  })
  .superRefine((q, ctx) => {
    const problem = dueDayProblem(q.period_payment, q.due_day);
    if (problem) ctx.addIssue({ code: 'custom', path: ['due_day'], message: problem });
  });
export type FirstPeriodQuery = z.infer<typeof firstPeriodQuery>;
export const firstPeriod = z.object({
  first_due_date: calendarDate,
  prorated: z.object({ due_date: calendarDate, days: z.number().int(), amount: money }).nullable(),
});
export type FirstPeriod = z.infer<typeof firstPeriod>;
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

export const DEPOSIT_STATUSES = ['unpaid', 'paid', 'settled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * An order's security deposit: its amount, what payments have covered of it (`held`, money held, not
 * earned), what remains owed, and its status: 'unpaid' while something remains, 'paid' when held
 * whole, 'settled' once the move-out settlement released it (held is then 0).
 */
export const orderDeposit = z.object({
  id: z.number().int(),
  amount: money,
  held: money,
  remaining_amount: money,
  status: z.enum(DEPOSIT_STATUSES),
  settled_on: calendarDate.nullable(),
});
export type OrderDeposit = z.infer<typeof orderDeposit>;

export const order = z.object({
  id: z.number().int(),
  tenant: tenantOption,
  status: z.enum(ORDER_STATUSES),
  period_payment: z.enum(PERIOD_PAYMENTS),
  period_payment_display: z.string(),
  rent_amount: money,
  start_date: calendarDate,
  /** The fixed due day (monthly 1–28, weekly ISO weekday), or null: due on the start date's day. */
  due_day: z.number().int().nullable(),
  /** Due date of the latest rent confirmation; null only before the first one (a future start). */
  rent_due_date: calendarDate.nullable(),
  created_at: timestamp,
  /** Completion time; null while the order is not completed. */
  deleted_at: timestamp.nullable(),
  /** The beds it holds now (open), or held last (completed). */
  beds: z.array(bed),
  /** Its stays in date order: each bed and its days (a move ends one and starts another). */
  stays: z.array(z.object({ bed, start_date: calendarDate, end_date: calendarDate.nullable() })),
  /** The planned move-out: the day its beds are left; null when none is planned. */
  planned_end_date: calendarDate.nullable(),
  /** The security deposit, or null when the order has none. */
  deposit: orderDeposit.nullable(),
});
export type Order = z.infer<typeof order>;
