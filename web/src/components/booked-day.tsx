import type { Transaction } from '@bunkhouse/contract';
import { businessDayOf, useBusinessTimeZone } from '../lib/api/business-today';
import { formatDate, formatDateTime } from '../lib/format';

/**
 * A ledger row's date (DOMAIN "The books"): the day its money belongs to (`booked_on`) and, under it,
 * when it was recorded, only when that was another business day (a back-dated entry).
 */
export function BookedDay({ row }: { row: Pick<Transaction, 'booked_on' | 'created_at'> }) {
  const timeZone = useBusinessTimeZone();
  const isBackDated = timeZone !== undefined && businessDayOf(row.created_at, timeZone) !== row.booked_on;
  return (
    <>
      {formatDate(row.booked_on)}
      {isBackDated && (
        <div className="small text-body-secondary">Recorded {formatDateTime(row.created_at)}</div>
      )}
    </>
  );
}
