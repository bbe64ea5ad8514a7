import { RELATIONSHIPS, relationshipLabel } from '@bunkhouse/contract';
import type { TenantStatusFilter } from '@bunkhouse/contract';
import type { ChipOption } from '../../components/chip-filter';

/** What the tenant screens say: labels of values, and the toasts of SPEC.md §8. */

/**
 * The current order card's anchor: `/tenants/{id}#current-order` opens the tenant at their order. Here,
 * not beside the card, so the tenants list's menu ('Open order') does not download the card.
 */
export const CURRENT_ORDER_ANCHOR = 'current-order';
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

export const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({
  value,
  label: relationshipLabel(value),
}));
