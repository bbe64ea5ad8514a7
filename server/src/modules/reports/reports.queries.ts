import type { ReportTotals } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { endOfDay, startOfDay } from '../../db/time-sql';

/** A report's days: both inclusive, calendar days in `timeZone`. */
export interface ReportRange {
  start: string;
  end: string;
  timeZone: string;
}

interface TotalsRow {
  total_income: string;
  total_expense: string;
  net_profit: string;
  checkouts: number;
  beds_sold: number;
  total_beds: number;
  free_beds: number;
  occupancy: string;
}

/**
 * DOMAIN "Reports", in one statement, sums in SQL numeric. Income: the payment rows posted in the
 * range, each net of its reversal whenever that was posted (a voided payment was entered by mistake,
 * so it counts 0 in its period), plus the `income` rows; expense: the `expense` rows. Check-outs:
 * orders completed in the range; beds sold: the beds of orders created in it. `current`: now.
 */
export async function selectReportTotals(db: Executor, range: ReportRange): Promise<ReportTotals> {
  const [row] = await queryRows<TotalsRow>(
    db,
    sql`WITH bounds AS (
          SELECT ${startOfDay(range.start, range.timeZone)} AS lo, ${endOfDay(range.end, range.timeZone)} AS hi
        ),
        payments AS (
          SELECT coalesce(sum(tr.amount + coalesce(rv.amount, 0)), 0) AS total
          FROM bounds, transactions tr LEFT JOIN transactions rv ON rv.reverses_id = tr.id
          WHERE tr.type = 'payment' AND tr.reverses_id IS NULL
            AND tr.created_at >= bounds.lo AND tr.created_at < bounds.hi
        ),
        other AS (
          SELECT coalesce(sum(tr.amount) FILTER (WHERE tr.type = 'income'), 0) AS income,
                 coalesce(sum(tr.amount) FILTER (WHERE tr.type = 'expense'), 0) AS expense
          FROM bounds, transactions tr
          WHERE tr.type IN ('income', 'expense') AND tr.created_at >= bounds.lo AND tr.created_at < bounds.hi
        ),
        beds_now AS (
          SELECT count(*)::int AS total,
                 (count(*) FILTER (WHERE NOT EXISTS (
                    SELECT 1 FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open)))::int AS free
          FROM beds b
        )
        SELECT (payments.total + other.income)::numeric(16, 2) AS total_income,
               other.expense::numeric(16, 2) AS total_expense,
               (payments.total + other.income - other.expense)::numeric(16, 2) AS net_profit,
               (SELECT count(*)::int FROM orders o, bounds
                WHERE o.deleted_at >= bounds.lo AND o.deleted_at < bounds.hi) AS checkouts,
               (SELECT count(*)::int FROM orders o JOIN order_beds ob ON ob.order_id = o.id, bounds
                WHERE o.created_at >= bounds.lo AND o.created_at < bounds.hi) AS beds_sold,
               beds_now.total AS total_beds, beds_now.free AS free_beds,
               CASE WHEN beds_now.total = 0 THEN 0
                    ELSE round((beds_now.total - beds_now.free) * 100.0 / beds_now.total, 2) END AS occupancy
        FROM payments, other, beds_now`,
  );
  const totals = row!;
  return {
    period: {
      total_income: totals.total_income,
      total_expense: totals.total_expense,
      net_profit: totals.net_profit,
      checkouts: totals.checkouts,
      beds_sold: totals.beds_sold,
    },
    current: {
      total_beds: totals.total_beds,
      free_beds: totals.free_beds,
      occupancy: Number(totals.occupancy),
    },
  };
}
