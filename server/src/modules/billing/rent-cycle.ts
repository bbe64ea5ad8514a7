import { addDays, PERIOD_PAYMENT_DISPLAY } from '@bunkhouse/contract';
import type { Tx } from '../../db/database';
import { sql, type Sql } from '../../db/sql';
import { postRentCharges, type NewRentConfirmation } from '../ledger/rent-charges';

/**
 * The rent cycle of orders (DOMAIN "Orders (leases) and rent", "Due day and proration"). Due dates
 * are anchored on the order's anchor, its start date or, with a due day, the first such day on or
 * after it (`rent_anchor`): due n = `rent_due_on(anchor, period_payment, n)` (db/derived/rent-cycle.sql:
 * + n months clamped to the month's end, + 7n days, or + n days); an anchor after the start adds the
 * prorated first period, due on the start date (`rent_schedule` gives both). A confirmation for due
 * date D exists once today ≥ D − lead days: at order creation and by the billing job, for every due
 * date up to that horizon (so a job that did not run for a week catches up). After charging,
 * `refreshOrderStatuses` moves each order's `rent_due_date` and status.
 */

/** SQL: the anchor of the order `o`. */
const ANCHOR = sql`rent_anchor(o.start_date, o.period_payment, o.due_day)`;

/**
 * SQL: the last day the order `o` is charged for by `horizon`: the horizon, or the day before its
 * planned move-out when that is earlier (no rent is due on or after the day the tenant leaves).
 */
export const chargedThrough = (horizon: string) => sql`least(${horizon}::date, order_planned_end(o.id) - 1)`;

/**
 * SQL: the order `o` still has a due date on or before `horizon` (and before its planned move-out)
 * without a confirmation: a regular one after its latest, or its prorated first period before any.
 */
export const hasRentDueBy = (horizon: string) =>
  sql`(rent_period_of(${ANCHOR}, o.period_payment, ${chargedThrough(horizon)})
         > rent_period_of(${ANCHOR}, o.period_payment, coalesce(o.rent_due_date, ${ANCHOR} - 1))
       OR (o.rent_due_date IS NULL AND o.start_date <= ${chargedThrough(horizon)} AND ${ANCHOR} > o.start_date))`;

/** SQL: the rent schedule of the order `o` (due date `due`, `amount`) from `from` through `to`. */
export const rentScheduleOf = (from: Sql, to: Sql) =>
  sql`rent_schedule(o.start_date, o.period_payment, o.due_day, o.rent_amount, ${from}, ${to})`;

/** SQL: the status the order `o` (not completed) should have on `today`. */
export const derivedStatus = (today: string) =>
  sql`CASE WHEN EXISTS (SELECT 1 FROM rent_confirmations rc
                        WHERE rc.order_id = o.id AND rc.status = 'unpaid' AND rc.rent_due_date < ${today}::date)
           THEN 'overdue' ELSE 'active' END`;

/**
 * Creates and charges the rent confirmations the orders are due on `today` (every due date up to
 * today + lead days after their latest one). Set-based: one insert, one posting and one update,
 * whatever the number of orders; then call `refreshOrderStatuses` for the same orders. The orders and
 * their tenants must be locked by the caller (ledger/locks.ts); one confirmation per (order, due date) by constraint, and
 * `ON CONFLICT DO NOTHING` posts only what this call inserted, so a second run charges nothing.
 * `at`: when it happened (confirmations and ledger rows), for history recorded after the fact (the
 * demo's); default now.
 */
export async function chargeDueRent(
  tx: Tx,
  orderIds: number[],
  {
    today,
    leadDays,
    createdBy,
    at = null,
  }: { today: string; leadDays: number; createdBy: number | null; at?: string | null },
): Promise<NewRentConfirmation[]> {
  if (!orderIds.length) return [];
  const horizon = addDays(today, leadDays);
  const periods = Object.entries(PERIOD_PAYMENT_DISPLAY).map(([k, v]) => sql.raw(`WHEN '${k}' THEN '${v}'`));
  const created = await tx.query<NewRentConfirmation>(
    sql`INSERT INTO rent_confirmations (order_id, tenant_id, rent_due_date, rent_amount, remaining_amount, description,
                                        created_at)
        SELECT o.id, o.tenant_id, due.due, due.amount, due.amount,
               (CASE o.period_payment ${sql.join(periods, ' ')} END) || ' rent of order #' || o.id
                 || ' due ' || to_char(due.due, 'DD Mon YYYY')
                 || CASE WHEN due.due < ${ANCHOR} THEN ' (prorated to the first due day)' ELSE '' END,
               coalesce(${at}::timestamptz, now())
        FROM orders o
        CROSS JOIN LATERAL ${rentScheduleOf(sql`coalesce(o.rent_due_date + 1, o.start_date)`, chargedThrough(horizon))} due
        WHERE o.id = ANY(${orderIds}::int[]) AND o.status <> 'completed' AND due.amount > 0
        ORDER BY o.id, due.due
        ON CONFLICT (order_id, rent_due_date) WHERE status <> 'cancelled' DO NOTHING
        RETURNING id, order_id, tenant_id, rent_due_date, rent_amount`,
  );
  if (created.length) await postRentCharges(tx, created, { today, createdBy, at });
  return created;
}

/**
 * Brings the given orders that are not completed up to date for `today`, in one statement: `rent_due_date`
 * = the due date of the latest confirmation that is not cancelled, and the derived status ('overdue'
 * while an unpaid rent confirmation is past due, else 'active'). Call it after every write that
 * charges, covers or cancels their rent. Returns the orders whose status changed. Like every write of
 * `orders`, it also moves the tenants' copy of their current order (db/derived/tenant-current-order.sql)
 * and, with it, the tenants' counts (db/derived/tenant-counts.sql).
 */
export async function refreshOrderStatuses(tx: Tx, orderIds: number[], today: string) {
  if (!orderIds.length) return [];
  const rows = await tx.query<{ id: number; status: 'active' | 'overdue'; old_status: string }>(
    sql`WITH x AS (
          SELECT o.id, o.status AS old_status,
                 (SELECT max(rc.rent_due_date) FROM rent_confirmations rc
                  WHERE rc.order_id = o.id AND rc.status <> 'cancelled') AS latest,
                 ${derivedStatus(today)} AS derived
          FROM orders o WHERE o.id = ANY(${orderIds}::int[]) AND o.status <> 'completed'
        )
        UPDATE orders o SET rent_due_date = x.latest, status = x.derived
        FROM x
        WHERE o.id = x.id AND (o.rent_due_date IS DISTINCT FROM x.latest OR o.status <> x.derived)
        RETURNING o.id, o.status, x.old_status`,
  );
  return rows.filter((r) => r.status !== r.old_status).map(({ id, status }) => ({ id, status }));
}
