import Badge from 'react-bootstrap/Badge';
import type { TenantListItem } from '@bunkhouse/contract';
import { OrderStatusBadge } from '../../../components/order-status-badge';

/** The Status column: the order's status (or 'No order'), and 'Inactive' for a deleted tenant. */
export function TenantStatus({ tenant }: { tenant: Pick<TenantListItem, 'status' | 'deleted'> }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {tenant.status ? (
        <OrderStatusBadge status={tenant.status} />
      ) : (
        <Badge pill bg="light" text="dark" className="border">
          No order
        </Badge>
      )}
      {tenant.deleted && (
        <Badge pill bg="dark">
          Inactive
        </Badge>
      )}
    </span>
  );
}
