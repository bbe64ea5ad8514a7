import {
  amountInput,
  FINANCE_MESSAGES,
  feeBody,
  otherTransactionBody,
  parseCalendarDate,
  paymentBody,
  REQUIRED,
} from '@bunkhouse/contract';
import type { FeeBody, OtherTransactionBody, PaymentBody } from '@bunkhouse/contract';
import { ApiError } from '../../../lib/api-client';
import { isFieldErrors } from '../../../lib/form-errors';
import type { BodySchema } from '../../../lib/use-form';
import { isFormTransactionType } from '../finance-text';
import type { FormTransactionType } from '../finance-text';

/** The fields of the Create Transactions form (SPEC.md §3 "Transaction form"). */
export type TransactionField =
  | 'transaction_type'
  | 'direction'
  | 'tenant_id'
  | 'method_id'
  | 'type_id'
  | 'sub_type_id'
  | 'property_id'
  | 'amount'
  | 'description'
  | 'received_on'
  | 'booked_on';

/** What the form sends: one body per endpoint, checked with that endpoint's contract schema. */
export type TransactionRequest =
  | { kind: 'payment'; body: PaymentBody }
  | { kind: 'fee'; body: FeeBody }
  | { kind: 'other'; body: OtherTransactionBody };

/** The field of the sub-type select of each type: the payment method, the fee type, the category. */
export const SUB_TYPE_FIELD: Record<FormTransactionType, 'method_id' | 'type_id' | 'sub_type_id'> = {
  payment: 'method_id',
  fee: 'type_id',
  other: 'sub_type_id',
};

/**
 * The field of each type's day (DOMAIN "The books"): the day a payment's money was received, the day a
 * fee, income or expense belongs to. Either may be back-dated, never in the future.
 */
export const DATE_FIELD: Record<FormTransactionType, 'received_on' | 'booked_on'> = {
  payment: 'received_on',
  fee: 'booked_on',
  other: 'booked_on',
};

const IN_FUTURE: Record<(typeof DATE_FIELD)[FormTransactionType], string> = {
  received_on: FINANCE_MESSAGES.receivedInFuture,
  booked_on: FINANCE_MESSAGES.bookedInFuture,
};

type Values = Record<TransactionField, string | null>;
type Issue = { path: readonly PropertyKey[]; message: string };
type Parsed = ReturnType<BodySchema<TransactionRequest>['safeParse']>;

/** "other" sends the direction as `type`; its messages belong under Direction. */
const toFormPath = (issue: Issue): Issue =>
  issue.path[0] === 'type' ? { ...issue, path: ['direction', ...issue.path.slice(1)] } : issue;

function result<K extends TransactionRequest['kind'], B>(
  kind: K,
  parsed: { success: true; data: B } | { success: false; error: { issues: readonly Issue[] } },
): Parsed {
  if (!parsed.success) return { success: false, error: { issues: parsed.error.issues.map(toFormPath) } };
  return { success: true, data: { kind, body: parsed.data } as TransactionRequest };
}

/**
 * The entry's day (`field`, as typed): any past day, not one after `today` (the business's; the server
 * checks again when it saves).
 */
function notInFuture(parsed: Parsed, values: Values, field: keyof typeof IN_FUTURE, today: string): Parsed {
  const typed = values[field];
  const day = typed ? parseCalendarDate(typed) : null;
  if (!day || !('date' in day) || day.date <= today) return parsed;
  const future: Issue = { path: [field], message: IN_FUTURE[field] };
  return { success: false, error: { issues: parsed.success ? [future] : [...parsed.error.issues, future] } };
}

/** The type's body (`base`: the fields every type has, and its day), checked with its endpoint's schema. */
function parseBody(kind: FormTransactionType, values: Values, base: Record<string, string | null>): Parsed {
  const { method_id, type_id, direction, sub_type_id, property_id } = values;
  if (kind === 'payment') return result(kind, paymentBody.safeParse({ ...base, method_id }));
  if (kind === 'fee') return result(kind, feeBody.safeParse({ ...base, type_id }));
  return result(kind, otherTransactionBody.safeParse({ ...base, type: direction, sub_type_id, property_id }));
}

/**
 * SPEC.md §5 "Create Transactions required by type": the transaction type picks the endpoint's
 * schema — payment: tenant, amount, method; fee: tenant, amount, fee type; other: direction, sub type,
 * property and amount, the tenant optional; each with its day (`DATE_FIELD`). Without a type, the type
 * and the amount are checked. `today` is the business's ('YYYY-MM-DD').
 */
export const transactionFormSchema = (today: string): BodySchema<TransactionRequest> => ({
  safeParse: (input) => {
    const values = input as Values;
    const kind = values.transaction_type ?? '';
    if (!isFormTransactionType(kind)) {
      const amount = amountInput.safeParse(values.amount);
      const issues: Issue[] = [{ path: ['transaction_type'], message: REQUIRED }];
      if (!amount.success) issues.push(...amount.error.issues.map((i) => ({ ...i, path: ['amount'] })));
      return { success: false, error: { issues } };
    }
    const dateField = DATE_FIELD[kind];
    const common = {
      tenant_id: values.tenant_id,
      amount: values.amount,
      description: values.description,
      [dateField]: values[dateField],
    };
    return notInFuture(parseBody(kind, values, common), values, dateField, today);
  },
});

/** The server's field errors of "other" name `type`: shown under Direction, like the form's own. */
export function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError) || !isFieldErrors(error.body) || !('type' in error.body)) return error;
  const { type, ...rest } = error.body;
  return new ApiError(error.status, { ...rest, direction: type }, error.request);
}
