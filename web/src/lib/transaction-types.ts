import { TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from '@bunkhouse/contract';
import type { TransactionType } from '@bunkhouse/contract';

/**
 * The ledger's row types (SPEC.md §9, and DOMAIN "Security deposits": an order's deposit charged and
 * released, credit refunded) as people read them: the Finance list and a tenant's history both show
 * and filter them, so their labels live here rather than in either feature (the labels themselves in
 * the contract, which the server's search reads too).
 */
export { TRANSACTION_TYPE_LABELS };

/** Bootstrap colours of the type badges (white text on each but warning and info: contrast.css). */
export const TRANSACTION_TYPE_VARIANTS: Record<TransactionType, string> = {
  payment: 'success',
  rent: 'primary',
  fee: 'warning',
  deposit: 'dark',
  refund: 'danger',
  income: 'info',
  expense: 'secondary',
};

/**
 * The badge beside the type of a row that a later row reverses (`is_reversed`): a voided payment or
 * fee, a cancelled rent charge, a deposit released at move-out. Income, expense and refund rows are
 * never reversed.
 */
export const REVERSED_LABELS: Partial<Record<TransactionType, string>> = {
  payment: 'Void',
  fee: 'Void',
  rent: 'Cancelled',
  deposit: 'Released',
};

/** The chips of a type filter. */
export const TRANSACTION_TYPE_OPTIONS: { value: TransactionType; label: string }[] = TRANSACTION_TYPES.map(
  (value) => ({ value, label: TRANSACTION_TYPE_LABELS[value] }),
);

export const isTransactionType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);
