import { RELATIONSHIPS, relationshipLabel, TRANSACTION_TYPES } from '@bunkhouse/contract';
import type { TenantStatusFilter, TransactionType } from '@bunkhouse/contract';
import type { ChipOption } from '../../components/chip-filter';

/** What the tenant screens say: labels of values, and the toasts of SPEC.md §8. */
export const tenantsToasts = {
  created: 'Tenant created successfully.',
  updated: 'Tenant updated successfully.',
  deleted: 'Tenant deleted successfully',
  activated: 'Tenant activated successfully',
  listFailed: 'Failed to load tenants list',
} as const;

/** The tenant activity filter: one choice, `deleted=false` or `deleted=true` (SPEC.md "Tenants list"). */
export const ACTIVITY_OPTIONS: ChipOption[] = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Inactive' },
];

export const STATUS_FILTER_LABELS: Record<TenantStatusFilter, string> = {
  active: 'Active',
  overdue: 'Overdue',
  completed: 'Completed',
  no_order: 'No order',
};

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  payment: 'Payment',
  rent: 'Rent',
  fee: 'Fee',
  income: 'Income',
  expense: 'Expense',
};

/** Bootstrap colours of the type badges of the history. */
export const TRANSACTION_TYPE_VARIANTS: Record<TransactionType, string> = {
  payment: 'success',
  rent: 'primary',
  fee: 'warning',
  income: 'info',
  expense: 'secondary',
};

export const TRANSACTION_TYPE_OPTIONS: ChipOption[] = TRANSACTION_TYPES.map((value) => ({
  value,
  label: TRANSACTION_TYPE_LABELS[value],
}));

export const isTransactionType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);

export const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({
  value,
  label: relationshipLabel(value),
}));
