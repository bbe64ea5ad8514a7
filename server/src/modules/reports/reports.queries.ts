import type { ReportTotals } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { jsonObject } from '../../db/json';
import { sql } from '../../db/sql';
import { endOfDay, startOfDay } from '../../db/time';

/** A report's days: both inclusive, calendar days in `timeZone`. */
export interface ReportRange {
  start: string;
  end: string;
  timeZone: string;
}

/** The totals' JSON, from the CTEs of `selectReportTotals`. */
const TOTALS_JSON = jsonObject<ReportTotals>({
  period: jsonObject<ReportTotals['period']>({
    total_income: sql`(payments.total + other.income)::numeric(16, 2)::text`,
    total_expense: sql`other.expense::numeric(16, 2)::text`,
    net_profit: sql`(payments.total + other.income - other.expense)::numeric(16, 2)::text`,
    checkouts: sql`(SELECT count(*)::int FROM orders o, bounds
                    WHERE o.deleted_at >= bounds.lo AND o.deleted_at < bounds.hi)`,
    beds_sold: sql`(SELECT count(*)::int FROM orders o JOIN order_beds ob ON ob.order_id = o.id, bounds
                    WHERE o.created_at >= bounds.lo AND o.created_at < bounds.hi)`,
  }),
  current: jsonObject<ReportTotals['current']>({
    total_beds: sql`beds_now.total`,
    free_beds: sql`beds_now.free`,
    occupancy: sql`CASE WHEN beds_now.total = 0 THEN 0
                        ELSE round((beds_now.total - beds_now.free) * 100.0 / beds_now.total, 2) END`,
  }),
});

/**
 * DOMAIN "Reports", in one statement, sums in SQL numeric. Income: the payment rows posted in the
 * range, each net of its reversal whenever that was posted (a voided payment was entered by mistake,
 * so it counts 0 in its period), plus the `income` rows; expense: the `expense` rows. Check-outs:
 * orders completed in the range; beds sold: the beds of orders created in it. `current`: now.
 */
export async function selectReportTotals(db: Executor, range: ReportRange): Promise<ReportTotals> {
  const [row] = await db.query<{ item: ReportTotals }>(
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
        SELECT ${TOTALS_JSON} AS item FROM payments, other, beds_now`,
  );
  return row!.item;
}
