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

/** A signed amount coloured by its sign: the balance column, the ledger amounts. */
export function SignedAmount({ amount }: { amount: string }) {
  const cents = toCents(amount);
  const colour = cents < 0 ? 'text-danger' : cents > 0 ? 'text-success' : '';
  return <span className={colour}>{formatMoney(amount)}</span>;
}
