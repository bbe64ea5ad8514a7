import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from '@bunkhouse/contract';
import { sql, type Sql } from '../src/db/sql';
import type { Executor } from '../src/db/database';
import {
  LEDGER_ROW_JOINS,
  LEDGER_ROW_PARTS,
  ledgerRowJson,
  type LedgerRowParts,
} from '../src/modules/ledger/ledger-rows';
import { TRANSACTION_FACTS_JSON, TRANSACTION_JSON } from '../src/presenters/finance';
import { depositChecks } from './deposit-invariants';

/** Rows that move a tenant's balance (income and expense rows may name a tenant, but move nothing). */
const BALANCE_ROWS = sql`type IN ('payment', 'rent', 'fee', 'deposit', 'refund')`;

/**
 * The ledger's invariants (DOMAIN "Money and the ledger", "Covering charges", "Orders (leases) and
 * rent"), checked by the tests after every kind of operation. Returns what is wrong, one line each;
 * an empty list when everything holds. `today` adds the order statuses, which depend on the day.
 */
export async function checkLedgerInvariants(
  db: Executor,
  { tenantId, today }: { tenantId?: number; today?: string } = {},
): Promise<string[]> {
  const tenant = (column: string) =>
    tenantId === undefined ? sql`TRUE` : sql`${sql.raw(column)} = ${tenantId}`;
  const checks: Array<[string, ReturnType<typeof sql>]> = [
    [
      'balance_amount differs from the sum of the ledger',
      sql`SELECT t.id, t.balance_amount, coalesce(x.total, 0) AS ledger
          FROM tenants t LEFT JOIN (SELECT tenant_id, sum(amount) AS total FROM transactions
                                    WHERE ${BALANCE_ROWS} GROUP BY tenant_id) x ON x.tenant_id = t.id
          WHERE ${tenant('t.id')} AND t.balance_amount <> coalesce(x.total, 0)`,
    ],
    [
      "balance_amount differs from the latest row's current_balance",
      sql`SELECT t.id, t.balance_amount, l.current_balance
          FROM tenants t JOIN (SELECT DISTINCT ON (tenant_id) tenant_id, current_balance FROM transactions
                               WHERE ${BALANCE_ROWS} AND ${tenant('tenant_id')}
                               ORDER BY tenant_id, id DESC NULLS LAST) l ON l.tenant_id = t.id
          WHERE t.balance_amount <> l.current_balance`,
    ],
    [
      "a row's current_balance is not the previous row's plus its amount",
      sql`SELECT id, tenant_id FROM (
            SELECT id, tenant_id, current_balance,
                   coalesce(lag(current_balance) OVER (PARTITION BY tenant_id ORDER BY id), 0) + amount AS expected
            FROM transactions WHERE ${BALANCE_ROWS} AND ${tenant('tenant_id')}) x
          WHERE current_balance <> expected`,
    ],
    [
      'the unpaid charges do not add up to what the tenant owes',
      sql`SELECT t.id, t.balance_amount, coalesce(c.remaining, 0) AS remaining
          FROM tenants t LEFT JOIN (SELECT tenant_id, sum(remaining_amount) AS remaining
                                    FROM (SELECT tenant_id, remaining_amount FROM rent_confirmations
                                          WHERE status = 'unpaid'
                                          UNION ALL
                                          SELECT tenant_id, remaining_amount FROM fees WHERE status = 'unpaid'
                                          UNION ALL
                                          SELECT o.tenant_id, d.remaining_amount FROM deposits d
                                          JOIN orders o ON o.id = d.order_id WHERE d.status = 'unpaid'
                                          UNION ALL
                                          SELECT tenant_id, remaining_amount FROM refunds WHERE status = 'unpaid') u
                                    GROUP BY tenant_id) c ON c.tenant_id = t.id
          WHERE ${tenant('t.id')} AND coalesce(c.remaining, 0) <> greatest(0, -t.balance_amount)`,
    ],
    [
      'a paid or void charge has something remaining, or an unpaid one nothing',
      sql`SELECT 'rent' AS kind, id, status, remaining_amount FROM rent_confirmations
          WHERE ${tenant('tenant_id')} AND (status = 'unpaid') <> (remaining_amount > 0)
          UNION ALL
          SELECT 'fee', id, status, remaining_amount FROM fees
          WHERE ${tenant('tenant_id')} AND (status = 'unpaid') <> (remaining_amount > 0)`,
    ],
    ...depositChecks(tenant),
    [
      'a fee is not charged once (and reversed once when void), or its row names another fee type',
      sql`SELECT f.id, f.status, x.charges, x.reversals, x.total FROM fees f
          LEFT JOIN (SELECT t.related_id,
                            count(*) FILTER (WHERE t.amount < 0 AND t.reverses_id IS NULL) AS charges,
                            count(*) FILTER (WHERE t.amount > 0 AND t.reverses_id IS NOT NULL) AS reversals,
                            count(*) AS n, sum(t.amount) AS total, max(t.tenant_id) AS tenant_id,
                            bool_and(t.sub_type_id IS NOT DISTINCT FROM f2.type_id) AS same_type
                     FROM transactions t JOIN fees f2 ON f2.id = t.related_id
                     WHERE t.type = 'fee' GROUP BY t.related_id) x ON x.related_id = f.id
          WHERE ${tenant('f.tenant_id')}
            AND (x.charges IS DISTINCT FROM 1 OR x.n <> x.charges + x.reversals
                 OR x.reversals <> CASE WHEN f.status = 'void' THEN 1 ELSE 0 END
                 OR x.total <> CASE WHEN f.status = 'void' THEN 0 ELSE -f.amount END
                 OR x.tenant_id <> f.tenant_id OR NOT x.same_type)`,
    ],
    [
      'a payment is not posted once when applied (and reversed once when void), or its row names another method',
      sql`SELECT p.id, p.applied_at, p.voided_at, x.posts, x.reversals, x.total FROM payments p
          LEFT JOIN (SELECT t.related_id,
                            count(*) FILTER (WHERE t.amount > 0 AND t.reverses_id IS NULL) AS posts,
                            count(*) FILTER (WHERE t.amount < 0 AND t.reverses_id IS NOT NULL) AS reversals,
                            count(*) AS n, sum(t.amount) AS total, max(t.tenant_id) AS tenant_id,
                            bool_and(t.sub_type_id IS NOT DISTINCT FROM p2.method_id) AS same_method
                     FROM transactions t JOIN payments p2 ON p2.id = t.related_id
                     WHERE t.type = 'payment' GROUP BY t.related_id) x ON x.related_id = p.id
          WHERE ${tenant('p.tenant_id')}
            AND (coalesce(x.posts, 0) <> CASE WHEN p.applied_at IS NULL THEN 0 ELSE 1 END
                 OR coalesce(x.n, 0) <> coalesce(x.posts, 0) + coalesce(x.reversals, 0)
                 OR coalesce(x.reversals, 0) <> CASE WHEN p.voided_at IS NULL OR p.applied_at IS NULL THEN 0 ELSE 1 END
                 OR coalesce(x.total, 0) <> CASE WHEN p.voided_at IS NULL AND p.applied_at IS NOT NULL
                                                 THEN p.amount ELSE 0 END
                 OR x.tenant_id <> p.tenant_id OR NOT x.same_method)`,
    ],
    [
      'a payment, fee or refund ledger row belongs to no payment, fee or refund',
      sql`SELECT t.id, t.type, t.related_id FROM transactions t
          WHERE t.type IN ('payment', 'fee', 'refund') AND ${tenant('t.tenant_id')}
            AND NOT EXISTS (SELECT 1 FROM payments p WHERE t.type = 'payment' AND p.id = t.related_id)
            AND NOT EXISTS (SELECT 1 FROM fees f WHERE t.type = 'fee' AND f.id = t.related_id)
            AND NOT EXISTS (SELECT 1 FROM refunds r WHERE t.type = 'refund' AND r.id = t.related_id)`,
    ],
    [
      "a payment's row is not booked on its received day, a fee's on its due date, or a reversal before its row",
      sql`SELECT t.id, t.type, t.booked_on FROM transactions t
          LEFT JOIN payments p ON t.type = 'payment' AND p.id = t.related_id
          LEFT JOIN fees f ON t.type = 'fee' AND f.id = t.related_id
          LEFT JOIN transactions o ON o.id = t.reverses_id
          WHERE ${tenant('t.tenant_id')}
            AND (CASE WHEN t.reverses_id IS NOT NULL THEN t.booked_on < o.booked_on
                      WHEN t.type = 'payment' THEN t.booked_on <> p.received_on
                      WHEN t.type = 'fee' THEN t.booked_on <> f.due_date
                      ELSE false END)`,
    ],
    [
      'a reversal does not undo the row it reverses',
      sql`SELECT r.id, r.reverses_id FROM transactions r JOIN transactions o ON o.id = r.reverses_id
          WHERE ${tenant('r.tenant_id')}
            AND (r.amount <> -o.amount OR r.type <> o.type OR r.tenant_id IS DISTINCT FROM o.tenant_id
                 OR r.related_id IS DISTINCT FROM o.related_id OR r.sub_type_id IS DISTINCT FROM o.sub_type_id
                 OR r.property_id IS DISTINCT FROM o.property_id OR o.reverses_id IS NOT NULL)`,
    ],
    [
      'an income or expense row lacks a property or a sub-type of its kind',
      sql`SELECT t.id FROM transactions t LEFT JOIN transaction_sub_types s ON s.id = t.sub_type_id
          WHERE t.type IN ('income', 'expense') AND ${tenant('t.tenant_id')}
            AND (t.property_id IS NULL OR s.type IS DISTINCT FROM t.type OR t.current_balance IS NOT NULL)`,
    ],
    [
      'more than one rent confirmation not cancelled for an order and due date',
      sql`SELECT order_id, rent_due_date, count(*) AS n FROM rent_confirmations
          WHERE ${tenant('tenant_id')} AND status <> 'cancelled'
          GROUP BY order_id, rent_due_date HAVING count(*) > 1`,
    ],
    [
      'a rent confirmation is not charged once (and reversed once when cancelled)',
      sql`SELECT rc.id, rc.status, x.charges, x.reversals FROM rent_confirmations rc
          LEFT JOIN (SELECT related_id, count(*) FILTER (WHERE amount < 0) AS charges,
                            count(*) FILTER (WHERE amount > 0 AND reverses_id IS NOT NULL) AS reversals,
                            sum(amount) AS total
                     FROM transactions WHERE type = 'rent' GROUP BY related_id) x ON x.related_id = rc.id
          WHERE ${tenant('rc.tenant_id')}
            AND (x.charges IS DISTINCT FROM 1
                 OR x.reversals <> CASE WHEN rc.status = 'cancelled' THEN 1 ELSE 0 END
                 OR x.total <> CASE WHEN rc.status = 'cancelled' THEN 0 ELSE -rc.rent_amount END)`,
    ],
    [
      'a rent ledger row belongs to no rent confirmation of its tenant',
      sql`SELECT t.id FROM transactions t
          WHERE t.type = 'rent' AND ${tenant('t.tenant_id')}
            AND NOT EXISTS (SELECT 1 FROM rent_confirmations rc WHERE rc.id = t.related_id AND rc.tenant_id = t.tenant_id)`,
    ],
    [
      "an order's rent_due_date is not the due date of its latest rent confirmation",
      sql`SELECT o.id, o.rent_due_date, x.latest FROM orders o
          LEFT JOIN (SELECT order_id, max(rent_due_date) AS latest FROM rent_confirmations
                     WHERE status <> 'cancelled' GROUP BY order_id) x ON x.order_id = o.id
          WHERE ${tenant('o.tenant_id')} AND o.rent_due_date IS DISTINCT FROM x.latest`,
    ],
    [
      'a completed order holds a bed, or an order not completed holds none (its open stays)',
      sql`SELECT o.id FROM orders o
          WHERE ${tenant('o.tenant_id')}
            AND EXISTS (SELECT 1 FROM order_beds ob WHERE ob.order_id = o.id AND ob.is_open) <> (o.status <> 'completed')`,
    ],
    [
      "the tenant's copy of the current order is stale",
      sql`SELECT t.id FROM tenants t LEFT JOIN orders o ON o.tenant_id = t.id AND o.status <> 'completed'
          WHERE ${tenant('t.id')}
            AND (t.current_order_id, t.current_rent_amount, t.current_order_created_at, t.current_rent_due_date,
                 t.order_status)
                IS DISTINCT FROM (o.id, o.rent_amount, o.created_at, o.rent_due_date,
                 coalesce(o.status, CASE WHEN EXISTS (SELECT 1 FROM orders a WHERE a.tenant_id = t.id)
                                         THEN 'completed' END))`,
    ],
    [
      "a ledger row's stored facts are missing or differ from what the row gives now",
      sql`SELECT tr.id, ti.item FROM transactions tr LEFT JOIN transaction_items ti ON ti.transaction_id = tr.id
          WHERE ${tenant('tr.tenant_id')} AND ti.item IS DISTINCT FROM (${TRANSACTION_FACTS_JSON})::text`,
    ],
  ];
  if (tenantId === undefined) {
    checks.push([
      'the daily totals differ from the ledger (each row on its booked day, a void on its own, less what deposits hold), the completed orders or the beds sold',
      sql`SELECT coalesce(t.day, x.day) AS day, t.income, x.income AS ledger_income, t.expense, x.expense AS ledger_expense,
                 t.checkouts, x.checkouts AS completed, t.beds_sold, x.beds_sold AS sold
          FROM (SELECT * FROM daily_totals WHERE income <> 0 OR expense <> 0 OR checkouts <> 0 OR beds_sold <> 0) t
          FULL JOIN (
            SELECT day, sum(income) AS income, sum(expense) AS expense, sum(checkouts)::int AS checkouts,
                   sum(beds_sold)::int AS beds_sold
            FROM (SELECT x.booked_on AS day,
                         CASE WHEN x.type = 'expense' THEN 0 ELSE x.amount END AS income,
                         CASE WHEN x.type = 'expense' THEN x.amount ELSE 0 END AS expense,
                         0 AS checkouts, 0 AS beds_sold
                  FROM transactions x WHERE x.type IN ('payment', 'refund', 'income', 'expense')
                  UNION ALL
                  SELECT booked_on, -amount, 0, 0, 0 FROM deposit_movements
                  UNION ALL
                  SELECT (o.deleted_at AT TIME ZONE s.time_zone)::date, 0, 0, 1, 0 FROM orders o, business_settings s
                  WHERE o.deleted_at IS NOT NULL
                  UNION ALL
                  SELECT (o.created_at AT TIME ZONE s.time_zone)::date, 0, 0, 0, 1
                  FROM order_beds ob JOIN orders o ON o.id = ob.order_id AND o.start_date = ob.start_date,
                       business_settings s) y
            GROUP BY day HAVING sum(income) <> 0 OR sum(expense) <> 0 OR sum(checkouts) <> 0 OR sum(beds_sold) <> 0) x
            ON x.day = t.day
          WHERE (t.income, t.expense, t.checkouts, t.beds_sold) IS DISTINCT FROM (x.income, x.expense, x.checkouts, x.beds_sold)`,
    ]);
    checks.push([
      "a property's daily totals differ from its ledger rows (each on its booked day) or its orders",
      sql`SELECT coalesce(t.property_id, x.property_id) AS property_id, coalesce(t.day, x.day) AS day,
                 t.income, x.income AS ledger_income, t.expense, x.expense AS ledger_expense,
                 t.checkouts, x.checkouts AS completed, t.beds_sold, x.beds_sold AS sold
          FROM (SELECT * FROM property_daily_totals
                WHERE income <> 0 OR expense <> 0 OR checkouts <> 0 OR beds_sold <> 0) t
          FULL JOIN (
            SELECT property_id, day, sum(income) AS income, sum(expense) AS expense,
                   sum(checkouts)::int AS checkouts, sum(beds_sold)::int AS beds_sold
            FROM (SELECT property_id, booked_on AS day,
                         CASE WHEN type = 'expense' THEN 0 ELSE amount END AS income,
                         CASE WHEN type = 'expense' THEN amount ELSE 0 END AS expense, 0 AS checkouts, 0 AS beds_sold
                  FROM transactions WHERE type IN ('payment', 'refund', 'income', 'expense') AND property_id IS NOT NULL
                  UNION ALL
                  SELECT o.property_id, m.booked_on, -m.amount, 0, 0, 0
                  FROM deposit_movements m JOIN deposits d ON d.id = m.deposit_id JOIN orders o ON o.id = d.order_id
                  WHERE o.property_id IS NOT NULL
                  UNION ALL
                  SELECT o.property_id, (o.deleted_at AT TIME ZONE s.time_zone)::date, 0, 0, 1, 0
                  FROM orders o, business_settings s WHERE o.deleted_at IS NOT NULL AND o.property_id IS NOT NULL
                  UNION ALL
                  SELECT o.property_id, (o.created_at AT TIME ZONE s.time_zone)::date, 0, 0, 0, 1
                  FROM order_beds ob JOIN orders o ON o.id = ob.order_id AND o.start_date = ob.start_date,
                       business_settings s
                  WHERE o.property_id IS NOT NULL) y
            GROUP BY property_id, day
            HAVING sum(income) <> 0 OR sum(expense) <> 0 OR sum(checkouts) <> 0 OR sum(beds_sold) <> 0) x
            ON x.property_id = t.property_id AND x.day = t.day
          WHERE (t.income, t.expense, t.checkouts, t.beds_sold)
                IS DISTINCT FROM (x.income, x.expense, x.checkouts, x.beds_sold)`,
    ]);
    checks.push([
      "a room's or property's counts of rooms, beds and occupied beds are stale",
      sql`SELECT 'room' AS kind, r.id, r.beds_count, r.occupied_beds, x.beds, x.occupied FROM rooms r
          LEFT JOIN LATERAL (SELECT count(*)::int AS beds,
                                    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_beds ob
                                                    WHERE ob.bed_id = b.id AND ob.is_open))::int AS occupied
                             FROM beds b WHERE b.room_id = r.id) x ON true
          WHERE (r.beds_count, r.occupied_beds) <> (x.beds, x.occupied)
          UNION ALL
          SELECT 'property', p.id, p.beds_count, p.occupied_beds, x.beds, x.occupied FROM properties p
          LEFT JOIN LATERAL (SELECT count(*)::int AS rooms, coalesce(sum(beds_count), 0)::int AS beds,
                                    coalesce(sum(occupied_beds), 0)::int AS occupied
                             FROM rooms r WHERE r.property_id = p.id) x ON true
          WHERE (p.rooms_count, p.beds_count, p.occupied_beds) <> (x.rooms, x.beds, x.occupied)`,
    ]);
    checks.push([
      'the tenant counts per bucket are stale',
      sql`SELECT coalesce(a.is_deleted, c.is_deleted) AS is_deleted, coalesce(a.order_status, c.order_status) AS bucket,
                 a.n AS actual, c.n AS counted
          FROM (SELECT deleted_at IS NOT NULL AS is_deleted, coalesce(order_status, '') AS order_status, count(*)::int AS n
                FROM tenants GROUP BY 1, 2) a
          FULL JOIN (SELECT * FROM tenant_counts WHERE n <> 0) c
            ON c.is_deleted = a.is_deleted AND c.order_status = a.order_status
          WHERE a.n IS DISTINCT FROM c.n`,
    ]);
  }
  if (today !== undefined) {
    checks.push([
      `an order's status is not what its rent says on ${today}`,
      sql`SELECT o.id, o.status FROM orders o
          WHERE ${tenant('o.tenant_id')} AND o.status <> 'completed'
            AND o.status <> CASE WHEN EXISTS (SELECT 1 FROM rent_confirmations rc WHERE rc.order_id = o.id
                                               AND rc.status = 'unpaid' AND rc.rent_due_date < ${today}::date)
                                 THEN 'overdue' ELSE 'active' END`,
    ]);
  }
  const problems: string[] = [];
  for (const [what, query] of checks) {
    const rows = await db.query<Record<string, unknown>>(query);
    if (rows.length) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  const answered = await answeredDifferently(db, tenant('tr.tenant_id'));
  if (answered.length)
    problems.push(
      `a ledger row is answered unlike the whole row its joins give now: ${JSON.stringify(answered.slice(0, 5))}`,
    );
  return problems;
}

/**
 * The ledger rows (of `which`) whose answer, as the lists write it (stored facts closed with the
 * names, ledger-rows.ts), differs from the whole row built at once from its joins.
 */
async function answeredDifferently(db: Executor, which: Sql) {
  // LEDGER_ROW_JOINS joins what TRANSACTION_JSON reads (st, t, p), and the stored facts.
  const rows = await db.query<LedgerRowParts & { whole: Transaction }>(
    sql`SELECT ${LEDGER_ROW_PARTS}, ${TRANSACTION_JSON} AS whole
        FROM transactions tr ${LEDGER_ROW_JOINS} WHERE ${which} ORDER BY tr.id`,
  );
  return rows.flatMap((row) => {
    const answer = JSON.parse(ledgerRowJson(row)) as Transaction;
    return isDeepStrictEqual(answer, row.whole) ? [] : [{ answer, whole: row.whole }];
  });
}
