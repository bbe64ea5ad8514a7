import { sql, type Sql } from '../src/db/sql';

/**
 * The ledger invariants of deposits and refunds (DOMAIN "Security deposits", decision 041), part of
 * `checkLedgerInvariants` (ledger-invariants.ts): `tenant(column)` narrows each to one tenant.
 */
export const depositChecks = (tenant: (column: string) => Sql): Array<[string, Sql]> => [
  [
    'a deposit is not charged once (and released once when settled)',
    sql`SELECT d.id, d.status, x.charges, x.releases, x.total FROM deposits d JOIN orders o ON o.id = d.order_id
          LEFT JOIN (SELECT related_id, count(*) FILTER (WHERE amount < 0 AND reverses_id IS NULL) AS charges,
                            count(*) FILTER (WHERE amount > 0 AND reverses_id IS NOT NULL) AS releases,
                            count(*) AS n, sum(amount) AS total, max(tenant_id) AS tenant_id
                     FROM transactions WHERE type = 'deposit' GROUP BY related_id) x ON x.related_id = d.id
          WHERE ${tenant('o.tenant_id')}
            AND (x.charges IS DISTINCT FROM 1 OR x.n <> x.charges + x.releases
                 OR x.releases <> CASE WHEN d.status = 'settled' THEN 1 ELSE 0 END
                 OR x.total <> CASE WHEN d.status = 'settled' THEN 0 ELSE -d.amount END
                 OR x.tenant_id <> o.tenant_id)`,
  ],
  [
    'a refund is not posted once, by its method and its amount, on its day',
    sql`SELECT rf.id, x.n, x.total FROM refunds rf
          LEFT JOIN (SELECT t.related_id, count(*) AS n, sum(t.amount) AS total, max(t.tenant_id) AS tenant_id,
                            bool_and(t.sub_type_id IS NOT DISTINCT FROM f2.method_id AND t.booked_on = f2.due_date) AS same
                     FROM transactions t JOIN refunds f2 ON f2.id = t.related_id
                     WHERE t.type = 'refund' GROUP BY t.related_id) x ON x.related_id = rf.id
          WHERE ${tenant('rf.tenant_id')}
            AND (x.n IS DISTINCT FROM 1 OR x.total <> -rf.amount OR x.tenant_id <> rf.tenant_id OR NOT x.same
                 OR (rf.status = 'unpaid') <> (rf.remaining_amount > 0))`,
  ],
  [
    // DOMAIN "Security deposits": held = Σ covered deposit charges − released, per order.
    "a deposit's movements do not add up to what it holds (covered − released)",
    sql`SELECT d.id, d.status, d.amount - d.remaining_amount AS covered, m.covered AS moved_in,
                 m.released AS moved_out
          FROM deposits d JOIN orders o ON o.id = d.order_id
          LEFT JOIN (SELECT deposit_id, sum(amount) FILTER (WHERE kind = 'covered') AS covered,
                            coalesce(-sum(amount) FILTER (WHERE kind = 'released'), 0) AS released
                     FROM deposit_movements GROUP BY deposit_id) m ON m.deposit_id = d.id
          WHERE ${tenant('o.tenant_id')}
            AND (CASE WHEN d.status = 'settled' THEN coalesce(m.covered, 0) <> m.released
                      ELSE coalesce(m.covered, 0) <> d.amount - d.remaining_amount OR m.released <> 0 END)`,
  ],
];
