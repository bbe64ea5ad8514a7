import Badge from 'react-bootstrap/Badge';
import type { DepositStatus, OrderDeposit } from '@bunkhouse/contract';
import { formatDate } from '../lib/format';

/** Bootstrap colours of the deposit's status: owed (red), held (green), settled (grey). */
const DEPOSIT_STATUS_VARIANTS: Record<DepositStatus, string> = {
  unpaid: 'danger',
  paid: 'success',
  settled: 'secondary',
};

/**
 * A deposit's status in words (DOMAIN "Security deposits"): 'Unpaid' while something of it remains
 * owed, 'Held' when payments covered it whole, 'Settled on 08 Mar 2026' once released at move-out.
 */
export function depositStatusText(deposit: Pick<OrderDeposit, 'status' | 'settled_on'>): string {
  if (deposit.status === 'unpaid') return 'Unpaid';
  if (deposit.status === 'paid') return 'Held';
  return deposit.settled_on ? `Settled on ${formatDate(deposit.settled_on)}` : 'Settled';
}

/** The deposit's status as a badge, wherever an order's deposit shows (the tenant's order, the statement). */
export function DepositStatusBadge({ deposit }: { deposit: Pick<OrderDeposit, 'status' | 'settled_on'> }) {
  return (
    <Badge pill bg={DEPOSIT_STATUS_VARIANTS[deposit.status]}>
      {depositStatusText(deposit)}
    </Badge>
  );
}
