import { toCents } from '@bunkhouse/contract';
import { formatMoney } from '../lib/format';

/** A signed amount coloured by its sign: the tenants' balance column, the ledger amounts. */
export function SignedAmount({ amount }: { amount: string }) {
  const cents = toCents(amount);
  const colour = cents < 0 ? 'text-danger' : cents > 0 ? 'text-success' : '';
  return <span className={colour}>{formatMoney(amount)}</span>;
}
