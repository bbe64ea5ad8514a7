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
  | 'received_on';

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
 * A payment, and its received date: any past day, not one after `today` (the business's; the server
 * checks again when it saves).
 */
function paymentResult(values: Values, common: Record<string, string | null>, today: string): Parsed {
  const parsed = result(
    'payment',
    paymentBody.safeParse({ ...common, method_id: values.method_id, received_on: values.received_on }),
  );
  const day = values.received_on ? parseCalendarDate(values.received_on) : null;
  if (!day || !('date' in day) || day.date <= today) return parsed;
  const future: Issue = { path: ['received_on'], message: FINANCE_MESSAGES.receivedInFuture };
  return { success: false, error: { issues: parsed.success ? [future] : [...parsed.error.issues, future] } };
}

/**
 * SPEC.md §5 "Create Transactions required by type": the transaction type picks the endpoint's
 * schema — payment: tenant, amount, method; fee: tenant, amount, fee type; other: direction, sub type,
 * property and amount, the tenant optional. Without a type, the type and the amount are checked. `today`
 * is the business's ('YYYY-MM-DD').
 */
export const transactionFormSchema = (today: string): BodySchema<TransactionRequest> => ({
  safeParse: (input) => {
    const values = input as Values;
    const kind = values.transaction_type ?? '';
    const common = { tenant_id: values.tenant_id, amount: values.amount, description: values.description };
    if (!isFormTransactionType(kind)) {
      const amount = amountInput.safeParse(values.amount);
      const issues: Issue[] = [{ path: ['transaction_type'], message: REQUIRED }];
      if (!amount.success) issues.push(...amount.error.issues.map((i) => ({ ...i, path: ['amount'] })));
      return { success: false, error: { issues } };
    }
    if (kind === 'payment') return paymentResult(values, common, today);
    if (kind === 'fee') return result(kind, feeBody.safeParse({ ...common, type_id: values.type_id }));
    return result(
      kind,
      otherTransactionBody.safeParse({
        ...common,
        type: values.direction,
        sub_type_id: values.sub_type_id,
        property_id: values.property_id,
      }),
    );
  },
});

/** The server's field errors of "other" name `type`: shown under Direction, like the form's own. */
export function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError) || !isFieldErrors(error.body) || !('type' in error.body)) return error;
  const { type, ...rest } = error.body;
  return new ApiError(error.status, { ...rest, direction: type }, error.request);
}
