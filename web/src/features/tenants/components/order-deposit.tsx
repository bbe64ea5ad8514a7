import { Link } from 'react-router';
import type { Order } from '@bunkhouse/contract';
import { DepositStatusBadge } from '../../../components/deposit-status-badge';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { useTenantsPermissions } from '../use-tenants-permissions';

/**
 * An order's security deposit (DOMAIN "Security deposits"): its amount, what it holds and its status,
 * with the way to its settlement screen: "Settle deposit" while it is not settled (for who may), else
 * "Deposit statement". Nothing for an order without one.
 */
export function OrderDeposit({ order, label = 'Deposit' }: { order: Order; label?: string }) {
  const canOpen = useCanOpen()('orderDeposit');
  const { canCloseOrder } = useTenantsPermissions();
  const { deposit } = order;
  if (!deposit) return null;
  const isSettled = deposit.status === 'settled';
  const linkText = !isSettled && canCloseOrder ? 'Settle deposit' : 'Deposit statement';
  return (
    <dl className="row align-items-end mb-2" aria-label={label}>
      {[
        { label, value: formatMoney(deposit.amount) },
        { label: 'Held', value: formatMoney(deposit.held) },
        { label: 'Deposit status', value: <DepositStatusBadge deposit={deposit} /> },
      ].map((item) => (
        <div key={item.label} className="col-sm-4 col-lg-2 mb-2">
          <dt className="small text-body-secondary fw-normal">{item.label}</dt>
          <dd className="mb-0 fw-semibold">{item.value}</dd>
        </div>
      ))}
      {canOpen && (
        <div className="col-sm-12 col-lg mb-2">
          <Link to={paths.orderDeposit.href(order.id)}>{linkText}</Link>
        </div>
      )}
    </dl>
  );
}
