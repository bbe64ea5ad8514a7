import Badge from 'react-bootstrap/Badge';
import type { OrderStatus } from '@bunkhouse/contract';
import { ORDER_STATUS_LABELS, ORDER_STATUS_VARIANTS } from '../orders-text';

/** Active (green), Overdue (red) or Completed (grey). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge pill bg={ORDER_STATUS_VARIANTS[status]}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
