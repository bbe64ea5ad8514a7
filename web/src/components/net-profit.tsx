import { toCents } from '@bunkhouse/contract';
import { formatMoney } from '../lib/format';

/**
 * SPEC.md "Dashboard": net profit is green with an up arrow at zero or above and red with a down
 * arrow below zero (the amount's minus sign says it without the colour). The dashboard and the
 * Finance page's cards show it.
 */
export function NetProfit({ amount }: { amount: string }) {
  const isLoss = toCents(amount) < 0;
  return (
    <span className={isLoss ? 'text-danger' : 'text-success'}>
      <i className={`bi ${isLoss ? 'bi-arrow-down' : 'bi-arrow-up'} me-1`} aria-hidden="true" />
      {formatMoney(amount)}
    </span>
  );
}
