import { OTHER_DIRECTIONS, TRANSACTION_TYPES } from '@bunkhouse/contract';
import type {
  OtherDirection,
  RentConfirmationStatus,
  SubTypeKind,
  TransactionType,
} from '@bunkhouse/contract';
import type { ChipOption } from '../../components/chip-filter';

/** What the finance screens say: labels of values, and the toasts of SPEC.md §8. */
export const financeToasts = {
  saved: 'Transaction saved successfully!',
  paymentFailed: 'Failed to load payment',
  feeFailed: 'Failed to load fee',
  rentConfirmationFailed: 'Failed to load rent confirmation',
  paymentVoided: 'Payment voided successfully',
  feeVoided: 'Fee voided successfully',
} as const;

/** The list types of SPEC.md §9, as badges and chips. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  payment: 'Payment',
  rent: 'Rent',
  fee: 'Fee',
  income: 'Income',
  expense: 'Expense',
};

/** Bootstrap colours of the type badges. */
export const TRANSACTION_TYPE_VARIANTS: Record<TransactionType, string> = {
  payment: 'success',
  rent: 'primary',
  fee: 'warning',
  income: 'info',
  expense: 'secondary',
};

/**
 * The badge beside the type of a row that a later row reverses (`is_reversed`): a voided payment or
 * fee, a cancelled rent charge. Income and expense rows are never reversed.
 */
export const REVERSED_LABELS: Partial<Record<TransactionType, string>> = {
  payment: 'Void',
  fee: 'Void',
  rent: 'Cancelled',
};

export const TRANSACTION_TYPE_OPTIONS: ChipOption[] = TRANSACTION_TYPES.map((value) => ({
  value,
  label: TRANSACTION_TYPE_LABELS[value],
}));

export const isTransactionType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);

/** The transaction types of the Create Transactions form (SPEC.md §9). */
export const FORM_TRANSACTION_TYPES = ['payment', 'fee', 'other'] as const;
export type FormTransactionType = (typeof FORM_TRANSACTION_TYPES)[number];

export const FORM_TRANSACTION_TYPE_LABELS: Record<FormTransactionType, string> = {
  payment: 'Payment',
  fee: 'Fee',
  other: 'Other (income or expense)',
};

export const isFormTransactionType = (value: string): value is FormTransactionType =>
  (FORM_TRANSACTION_TYPES as readonly string[]).includes(value);

/** The entries that can be voided from their popup. */
export type VoidableKind = 'payment' | 'fee';

export const DIRECTION_LABELS: Record<OtherDirection, string> = { income: 'Income', expense: 'Expense' };

export const isDirection = (value: string): value is OtherDirection =>
  (OTHER_DIRECTIONS as readonly string[]).includes(value);

/** The sub-type groups of the list's Sub type filter. */
export const SUB_TYPE_GROUP_LABELS: Record<SubTypeKind, string> = {
  payment: 'Payment methods',
  fee: 'Fee types',
  income: 'Income categories',
  expense: 'Expense categories',
};

export const RENT_STATUS_LABELS: Record<RentConfirmationStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const RENT_STATUS_VARIANTS: Record<RentConfirmationStatus, string> = {
  unpaid: 'danger',
  paid: 'success',
  cancelled: 'secondary',
};

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
