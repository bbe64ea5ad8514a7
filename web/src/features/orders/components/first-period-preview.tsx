import type { FirstPeriod, PeriodPayment } from '@bunkhouse/contract';
import { formatMoney, toUsDate } from '../../../lib/format';
import { useFirstPeriod } from '../api/get-first-period';
import type { FirstPeriodParams } from '../api/get-first-period';

const UNITS: Record<PeriodPayment, string> = { monthly: 'month', weekly: 'week', daily: 'day' };

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * 'First charge on 11/26/2026: $120.00 for 4 days, then $210.00 every week from 11/30/2026', or
 * without proration 'First charge on 11/26/2026: $210.00, then every week'.
 */
export function describeFirstPeriod(answer: FirstPeriod, query: FirstPeriodParams): string {
  const rent = formatMoney(query.rent_amount);
  const unit = UNITS[query.period_payment];
  const { prorated, first_due_date: firstDue } = answer;
  if (!prorated) return `First charge on ${toUsDate(firstDue)}: ${rent}, then every ${unit}`;
  return (
    `First charge on ${toUsDate(prorated.due_date)}: ${formatMoney(prorated.amount)} for ${days(prorated.days)}, ` +
    `then ${rent} every ${unit} from ${toUsDate(firstDue)}`
  );
}

/**
 * What the order will charge first, from the server's own schedule (GET /api/orders/first_period/),
 * shown before saving once the start date, period, due day and rent are valid. Read out politely as
 * it changes; nothing while asking or after a failure (the save does not depend on it).
 */
export function FirstPeriodPreview({ query }: { query: FirstPeriodParams | null }) {
  const answer = useFirstPeriod(query);
  const text = query && answer.data ? describeFirstPeriod(answer.data, query) : null;
  return (
    <div role="status" className="small mb-3">
      {text && <div className="border rounded px-2 py-1 bg-body-tertiary">{text}</div>}
    </div>
  );
}
