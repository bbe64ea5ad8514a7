import type { Bed, OrderStatus, TenantOption } from '@bunkhouse/contract';
import { formatMoney } from '../../lib/format';

/** What the order screens say: labels of values, and the toasts of SPEC.md §8. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  active: 'Active',
  overdue: 'Overdue',
  completed: 'Completed',
};

/** Bootstrap colours of the status badges. */
export const ORDER_STATUS_VARIANTS: Record<OrderStatus, string> = {
  active: 'success',
  overdue: 'danger',
  completed: 'secondary',
};

/** A bed in the Create Order dialog: 'Bed 2 · Room 101 · 12 Oak St · $650.00'. */
export const bedOptionLabel = (bed: Bed) =>
  `Bed ${bed.number} · Room ${bed.room.number} · ${bed.room.property.address} · ${formatMoney(bed.price)}`;

/** 'Dana Smith'. */
export const tenantName = (tenant: Pick<TenantOption, 'first_name' | 'last_name'>) =>
  `${tenant.first_name} ${tenant.last_name}`;

export const ordersToasts = {
  created: 'Order created successfully',
  completed: 'Order completed successfully',
} as const;
