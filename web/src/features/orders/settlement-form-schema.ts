import {
  amountInput,
  DEPOSIT_MESSAGES,
  FINANCE_MESSAGES,
  parseCalendarDate,
  refundBody,
  settlementBody,
  toCents,
} from '@bunkhouse/contract';
import type { RefundBody, SettlementBody } from '@bunkhouse/contract';
import type { BodySchema } from '../../lib/use-form';

type Issue = { path: readonly PropertyKey[]; message: string };
type Parsed<T> = ReturnType<BodySchema<T>['safeParse']>;

/** The settlement form's fields: the deduction rows (as JSON, one value of the form) and the day. */
export type SettlementField = 'deductions' | 'booked_on';

/** A deduction row as typed: the fee type's id, the amount and the description, as strings. */
export interface DeductionRow {
  /** Tells the rows apart while some are removed (React's key). */
  key: number;
  type_id: string;
  amount: string;
  description: string;
}

export const readRows = (json: string | null): DeductionRow[] =>
  json ? (JSON.parse(json) as DeductionRow[]) : [];
export const writeRows = (rows: readonly DeductionRow[]): string => JSON.stringify(rows);

/** 'Deduction 2: Select an active fee type.': the row's number, as the server writes its refusals. */
export const deductionMessage = (index: number, message: string) => `Deduction ${index + 1}: ${message}`;

/** The row a deductions message names ('Deduction 2: …' → 1), or null. */
export function rowOfMessage(message: string | undefined): number | null {
  const match = message ? /^Deduction (\d+):/.exec(message) : null;
  return match ? Number(match[1]) - 1 : null;
}

/** A day typed after `today` (the business's): refused before sending, in the server's words. */
function futureDayIssue(field: string, typed: string | null, today: string): Issue | null {
  const day = typed ? parseCalendarDate(typed) : null;
  if (!day || !('date' in day) || day.date <= today) return null;
  return { path: [field], message: FINANCE_MESSAGES.bookedInFuture };
}

function withIssue<T>(parsed: Parsed<T>, issue: Issue | null): Parsed<T> {
  if (!issue) return parsed;
  return { success: false, error: { issues: parsed.success ? [issue] : [...parsed.error.issues, issue] } };
}

/**
 * The settlement (contract `settlementBody`): each row's fee type, amount and description are required;
 * a row's problem shows under the deductions as the server words it ('Deduction 1: …'). The day
 * (MM/DD/YYYY, default today) is any day up to `today`.
 */
export const settlementFormSchema = (today: string): BodySchema<SettlementBody> => ({
  safeParse: (input) => {
    const values = input as Record<SettlementField, string | null>;
    const deductions = readRows(values.deductions).map(({ type_id, amount, description }) => ({
      type_id: type_id || null,
      amount: amount || null,
      description,
    }));
    const parsed = settlementBody.safeParse({ deductions, booked_on: values.booked_on });
    const result: Parsed<SettlementBody> = parsed.success
      ? parsed
      : {
          success: false,
          error: {
            issues: parsed.error.issues.map((issue) =>
              issue.path[0] === 'deductions' && typeof issue.path[1] === 'number'
                ? { path: ['deductions'], message: deductionMessage(issue.path[1], issue.message) }
                : issue,
            ),
          },
        };
    return withIssue(result, futureDayIssue('booked_on', values.booked_on, today));
  },
});

/** The refund form's fields (contract `refundBody`, the tenant given by the statement). */
export type RefundField = 'amount' | 'method_id' | 'description';

/**
 * A refund of the tenant's credit (contract `refundBody`): more than `credit` is refused before sending,
 * as the server would.
 */
export const refundFormSchema = (tenantId: number, credit: string): BodySchema<RefundBody> => ({
  safeParse: (input) => {
    const values = input as Record<RefundField, string | null>;
    const parsed = refundBody.safeParse({ ...values, tenant_id: tenantId });
    const amount = amountInput.safeParse(values.amount);
    const over =
      amount.success && toCents(amount.data) > toCents(credit)
        ? { path: ['amount'], message: DEPOSIT_MESSAGES.refundOverCredit(credit) }
        : null;
    return withIssue(parsed, over);
  },
});
