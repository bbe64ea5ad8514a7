import Badge from 'react-bootstrap/Badge';
import { toCents } from '@bunkhouse/contract';
import { formatMoney } from '../../../lib/format';

/** Credit and zero in green, money owed in red (DOMAIN.md: negative = owed). */
export const isOwing = (amount: string) => toCents(amount) < 0;

/** The tenant's balance in USD on their page: green at zero or above, red below. */
export function BalanceBadge({ amount }: { amount: string }) {
  return (
    <Badge bg={isOwing(amount) ? 'danger' : 'success'} className="fs-6 fw-semibold">
      Balance {formatMoney(amount)}
    </Badge>
  );
}
