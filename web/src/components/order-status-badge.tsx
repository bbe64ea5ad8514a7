import Badge from 'react-bootstrap/Badge';
import type { OrderStatus } from '@bunkhouse/contract';

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  active: 'Active',
  overdue: 'Overdue',
  completed: 'Completed',
};

/** Bootstrap colours of the status badges. */
const ORDER_STATUS_VARIANTS: Record<OrderStatus, string> = {
  active: 'success',
  overdue: 'danger',
  completed: 'secondary',
};

/**
 * Active (green), Overdue (red) or Completed (grey): an order's status wherever it shows, on the tenants
 * list and on a tenant's page.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge pill bg={ORDER_STATUS_VARIANTS[status]}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
