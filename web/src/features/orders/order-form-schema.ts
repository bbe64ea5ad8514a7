import {
  daysBetween,
  firstPeriodQuery,
  ORDER_MESSAGES,
  ORDER_START_MAX_DAYS_AHEAD,
  ORDER_START_MAX_DAYS_BACK,
  orderBody,
  parseCalendarDate,
  REQUIRED,
} from '@bunkhouse/contract';
import type { OrderBody, OrderForm } from '@bunkhouse/contract';
import type { BodySchema, FormValues } from '../../lib/use-form';
import type { FirstPeriodParams } from './api/get-first-period';

export type OrderField = keyof OrderForm;
type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * Required here (the dialog fills in today), and within the server's window against the business's
 * today (the server checks again when it saves).
 */
function startDateIssue(startDate: string | null | undefined, today: string): Issue | null {
  if (!startDate) return { path: ['start_date'], message: REQUIRED };
  const offset = daysBetween(today, startDate);
  if (offset < -ORDER_START_MAX_DAYS_BACK)
    return { path: ['start_date'], message: ORDER_MESSAGES.startTooEarly };
  if (offset > ORDER_START_MAX_DAYS_AHEAD)
    return { path: ['start_date'], message: ORDER_MESSAGES.startTooLate };
  return null;
}

/**
 * The form keeps the chosen beds as '3,7'; the contract takes a list of ids. The start date is
 * MM/DD/YYYY (sent as 'YYYY-MM-DD'), at most 31 days back and 90 ahead like the server says. The due
 * day is '' (none: the start date's day) or a day the period takes, as the contract says.
 */
export const orderFormSchema = (today: string): BodySchema<OrderBody> => ({
  safeParse: (input) => {
    const values = input as Record<OrderField, string | null>;
    const bedIds = values.bed_ids ? values.bed_ids.split(',').map(Number) : null;
    const parsed = orderBody.safeParse({ ...values, bed_ids: bedIds });
    if (!parsed.success) {
      const blank = !values.start_date && startDateIssue(null, today);
      return blank ? { success: false, error: { issues: [...parsed.error.issues, blank] } } : parsed;
    }
    const window = startDateIssue(parsed.data.start_date, today);
    return window ? { success: false, error: { issues: [window] } } : parsed;
  },
});

/**
 * What to ask `first_period` for the form as it stands, or null while the start date (within its
 * window), the period, the due day or the rent is missing or not valid: the contract's query schema
 * decides, as the server will.
 */
export function firstPeriodParams(values: FormValues<OrderField>, today: string): FirstPeriodParams | null {
  const start = parseCalendarDate(values.start_date);
  if (!('date' in start) || startDateIssue(start.date, today)) return null;
  const parsed = firstPeriodQuery.safeParse({
    start_date: start.date,
    period_payment: values.period_payment,
    due_day: values.due_day,
    rent_amount: values.rent_amount,
  });
  if (!parsed.success) return null;
  const { due_day, ...rest } = parsed.data;
  return due_day === undefined ? rest : { ...rest, due_day };
}
