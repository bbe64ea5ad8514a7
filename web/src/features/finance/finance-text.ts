import { OTHER_DIRECTIONS } from '@bunkhouse/contract';
import type { OtherDirection, SubTypeKind } from '@bunkhouse/contract';

/** What the finance screens say: labels of values, and the toasts of SPEC.md §8. */
export const financeToasts = {
  saved: 'Transaction saved successfully!',
  paymentFailed: 'Failed to load payment',
  feeFailed: 'Failed to load fee',
  rentConfirmationFailed: 'Failed to load rent confirmation',
  paymentVoided: 'Payment voided successfully',
  feeVoided: 'Fee voided successfully',
} as const;

/** The transaction types of the Create Transactions form (SPEC.md §9). */
export const FORM_TRANSACTION_TYPES = ['payment', 'fee', 'other'] as const;
export type FormTransactionType = (typeof FORM_TRANSACTION_TYPES)[number];

export const FORM_TRANSACTION_TYPE_LABELS: Record<FormTransactionType, string> = {
  payment: 'Payment',
  fee: 'Fee',
  other: 'Other (income or expense)',
};

/** The label of each type's sub-type select. */
export const FORM_SUB_TYPE_LABELS: Record<FormTransactionType, string> = {
  payment: 'Method',
  fee: 'Fee type',
  other: 'Sub type',
};

/** The label of each type's day: when a payment was received, the day a fee, income or expense belongs to. */
export const FORM_DATE_LABELS: Record<FormTransactionType, string> = {
  payment: 'Received on',
  fee: 'Date',
  other: 'Date',
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

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
