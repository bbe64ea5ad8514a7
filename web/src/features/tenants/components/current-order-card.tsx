import { useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { useLocation, useNavigate } from 'react-router';
import type { Bed, Order } from '@bunkhouse/contract';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { IconButton } from '../../../components/icon-button';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { CURRENT_ORDER_ANCHOR } from '../tenants-text';
import { OrderDeposit } from './order-deposit';

const bedColumns: DataTableColumn<Bed>[] = [
  { key: 'number', label: 'Bed', essential: true, render: (bed) => `Bed ${bed.number}` },
  { key: 'room', label: 'Room', essential: true, render: (bed) => `Room ${bed.room.number}` },
  { key: 'property', label: 'Property', render: (bed) => bed.room.property.address },
  {
    key: 'price',
    label: 'Price',
    essential: true,
    className: 'text-end',
    render: (bed) => formatMoney(bed.price),
  },
];

export interface CurrentOrderCardProps {
  /** The order that is not completed, or null. */
  order: Order | null;
  /** Without a current order: the latest completed one, whose deposit may wait to be settled. */
  lastOrder?: Order | null;
  /** Offered when there is no order: New order (for an active tenant, with the permission). */
  onCreateOrder?: () => void;
}

/**
 * The current order: status, period, rent, due date, start, the planned move-out when there is one,
 * its deposit, and its beds (double-click opens a bed, for who may). Without one, the last order's deposit when it has one (to settle it at move-out).
 */
export function CurrentOrderCard({ order, lastOrder, onCreateOrder }: CurrentOrderCardProps) {
  const navigate = useNavigate();
  const canOpenBed = useCanOpen()('bed');
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  // The row menu's 'Open order' lands here (/tenants/{id}#current-order): shown and focused.
  useEffect(() => {
    if (hash !== `#${CURRENT_ORDER_ANCHOR}` || !card.current) return;
    card.current.scrollIntoView?.({ block: 'start' });
    card.current.focus();
  }, [hash]);
  return (
    <Card className="mb-4" id={CURRENT_ORDER_ANCHOR} ref={card} tabIndex={-1}>
      <Card.Header className="d-flex align-items-center gap-2 py-2">
        <h2 className="h6 mb-0">Current order</h2>
        {order && <OrderStatusBadge status={order.status} />}
      </Card.Header>
      <Card.Body>
        {order ? (
          <>
            <dl className="row mb-2" aria-label="Current order">
              {[
                { label: 'Period', value: order.period_payment_display },
                { label: 'Rent', value: formatMoney(order.rent_amount) },
                { label: 'Rent due', value: order.rent_due_date ? formatDate(order.rent_due_date) : '—' },
                { label: 'Start date', value: formatDate(order.start_date) },
                ...(order.planned_end_date
                  ? [{ label: 'Planned move-out', value: formatDate(order.planned_end_date) }]
                  : []),
                { label: 'Created', value: formatDateTime(order.created_at) },
              ].map((item) => (
                <div key={item.label} className="col-sm-4 col-lg mb-2">
                  <dt className="small text-body-secondary fw-normal">{item.label}</dt>
                  <dd className="mb-0 fw-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
            <OrderDeposit order={order} />
            <DataTable
              label="Beds of the order"
              className="data-table-compact"
              columns={bedColumns}
              rows={order.beds}
              getRowKey={(bed) => bed.id}
              rowName={(bed) => `Bed ${bed.number}`}
              onRowDoubleClick={canOpenBed ? (bed) => void navigate(paths.bed.href(bed.id)) : undefined}
            />
          </>
        ) : (
          <>
            <div className="d-flex flex-wrap align-items-center gap-3">
              <span className="text-body-secondary">No current order.</span>
              {onCreateOrder && (
                <IconButton icon="bi-plus-lg" size="sm" variant="outline-primary" onClick={onCreateOrder}>
                  New order
                </IconButton>
              )}
            </div>
            {lastOrder?.deposit && (
              <div className="mt-3">
                <OrderDeposit order={lastOrder} label="Last order's deposit" />
              </div>
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
