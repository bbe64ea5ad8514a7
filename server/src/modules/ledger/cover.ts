import type { Tx } from '../../db/database';
import { sql, type Sql } from '../../db/sql';
import type { PostedEntry } from './post';

/**
 * Covering (DOMAIN "Covering charges"): a tenant's charges are their rent confirmations, fees,
 * security deposits not yet settled and refunds (credit paid out, owed again if that credit goes; decision
 * 041), each with `remaining_amount`, the part not yet covered; one is `paid` (on `paid_date`) when nothing
 * remains. A new charge is covered from the tenant's credit at once (`coverNewCharges`); money that
 * becomes available (a payment, or the covered part of a cancelled charge coming back as credit)
 * covers the oldest unpaid charges first, by due date, then creation (`coverOldestUnpaidCharges`); a
 * void re-allocates instead (`reallocateCharges`). Call these in the transaction of the money's
 * posting, with the tenants locked.
 */
export type ChargeKind = 'fee' | 'rent' | 'deposit' | 'refund';

/** Each kind of charge: its table and the column of its full amount. */
const CHARGES: Record<ChargeKind, { table: Sql; amount: Sql }> = {
  rent: { table: sql`rent_confirmations`, amount: sql`rent_amount` },
  fee: { table: sql`fees`, amount: sql`amount` },
  deposit: { table: sql`deposits`, amount: sql`amount` },
  refund: { table: sql`refunds`, amount: sql`amount` },
};

/**
 * What a deposit holds moves with its covering (decision 041): each change, from the rows `x` of
 * `source` (`id`, `held`: the change), is a `deposit_movements` row on `day`, the covering money's day.
 */
const heldMoved = (source: string, day: string) =>
  sql`INSERT INTO deposit_movements (deposit_id, kind, amount, booked_on)
      SELECT x.id, 'covered', x.held, ${day}::date FROM ${sql.identifier(source)} x WHERE x.held <> 0`;

/**
 * `UPDATE` of the charges of a kind from the rows `x` of `source` (a CTE with `kind`, `id`): each gets
 * `remaining` (an expression of `c`, the charge, and `x`); 'paid' on `paidDate` when nothing remains.
 */
function chargeUpdate(kind: ChargeKind, source: string, remaining: Sql, paidDate: string, returning: Sql) {
  const { table } = CHARGES[kind];
  return sql`UPDATE ${table} c
                SET remaining_amount = ${remaining},
                    status = CASE WHEN ${remaining} = 0 THEN 'paid' ELSE 'unpaid' END,
                    paid_date = CASE WHEN ${remaining} = 0 THEN coalesce(c.paid_date, ${paidDate}::date) END
               FROM ${sql.identifier(source)} x
              WHERE x.kind = ${kind} AND c.id = x.id
              RETURNING c.id, ${returning}`;
}

/**
 * Covers new charges of one kind from the credit the tenant had before each: with the balance right
 * after each charge's posted row (`posted`), remaining = min(amount, max(0, −balance after)); credit
 * means nothing older is unpaid, so the new charge is the only one it can go to. 'paid' on `today`
 * when nothing remains.
 */
export async function coverNewCharges(tx: Tx, kind: ChargeKind, posted: PostedEntry[], today: string) {
  if (!posted.length) return;
  const { table, amount } = CHARGES[kind];
  const settled = JSON.stringify(posted.map((p) => ({ id: p.related_id, balance: p.current_balance })));
  const update = sql`UPDATE ${table} c
           SET remaining_amount = least(c.${amount}, greatest(0, -p.balance)),
               status = CASE WHEN p.balance >= 0 THEN 'paid' ELSE 'unpaid' END,
               paid_date = CASE WHEN p.balance >= 0 THEN ${today}::date END
          FROM jsonb_to_recordset(${settled}::jsonb) AS p(id int, balance numeric)
         WHERE c.id = p.id
        RETURNING c.id, c.${amount} - c.remaining_amount AS held`;
  await tx.query(
    kind === 'deposit' ? sql`WITH covered AS (${update}) ${heldMoved('covered', today)}` : update,
  );
}

export interface CoverGrant {
  tenantId: number;
  /** Decimal string ≥ 0: at most this much is taken off the tenant's unpaid charges. */
  amount: string;
}

export interface CoveredCharge {
  id: number;
  kind: ChargeKind;
  covered: string;
  is_paid: boolean;
}

/**
 * The order in which charges are covered: due date, then creation (by kind on a tie, 'deposit' first:
 * an order's deposit is covered before its first rent).
 */
const COVER_ORDER = sql`ORDER BY c.due_date, c.created_at, c.kind, c.id`;

/**
 * Each tenant's charges that `which` keeps, with their due date, creation, amount and what remains (a
 * deposit's tenant is its order's).
 */
const chargesOf = (tenants: Sql, which: Record<ChargeKind, Sql>) =>
  sql`SELECT 'rent' AS kind, rc.id, rc.tenant_id, rc.rent_due_date AS due_date, rc.created_at,
             rc.rent_amount AS amount, rc.remaining_amount
      FROM rent_confirmations rc WHERE ${which.rent} AND rc.tenant_id IN (${tenants})
      UNION ALL
      SELECT 'fee', f.id, f.tenant_id, f.due_date, f.created_at, f.amount, f.remaining_amount
      FROM fees f WHERE ${which.fee} AND f.tenant_id IN (${tenants})
      UNION ALL
      SELECT 'deposit', d.id, o.tenant_id, d.due_date, d.created_at, d.amount, d.remaining_amount
      FROM deposits d JOIN orders o ON o.id = d.order_id WHERE ${which.deposit} AND o.tenant_id IN (${tenants})
      UNION ALL
      SELECT 'refund', rf.id, rf.tenant_id, rf.due_date, rf.created_at, rf.amount, rf.remaining_amount
      FROM refunds rf WHERE ${which.refund} AND rf.tenant_id IN (${tenants})`;

/** Takes each grant off its tenant's oldest unpaid charges, paid on `paidDate` when covered fully. */
export async function coverOldestUnpaidCharges(
  tx: Tx,
  grants: CoverGrant[],
  paidDate: string,
): Promise<CoveredCharge[]> {
  const useful = grants.filter((g) => !/^0*(\.0*)?$/.test(g.amount));
  if (!useful.length) return [];
  const input = JSON.stringify(useful.map((g) => ({ tenant_id: g.tenantId, amount: g.amount })));
  const remaining = sql`c.remaining_amount - x.covered`;
  const returning = sql`x.covered, c.status = 'paid' AS is_paid`;
  return tx.query<CoveredCharge>(
    sql`WITH g AS (
          SELECT tenant_id, sum(amount) AS amount
          FROM jsonb_to_recordset(${input}::jsonb) AS g(tenant_id int, amount numeric) GROUP BY tenant_id
        ),
        charges AS (${chargesOf(sql`SELECT tenant_id FROM g`, {
          rent: sql`rc.status = 'unpaid'`,
          fee: sql`f.status = 'unpaid'`,
          deposit: sql`d.status = 'unpaid'`,
          refund: sql`rf.status = 'unpaid'`,
        })}),
        ranked AS (
          SELECT c.kind, c.id, c.remaining_amount, g.amount,
                 sum(c.remaining_amount) OVER (PARTITION BY c.tenant_id ${COVER_ORDER}) - c.remaining_amount AS before
          FROM charges c JOIN g ON g.tenant_id = c.tenant_id
        ),
        covering AS (
          SELECT kind, id, least(remaining_amount, amount - before) AS covered FROM ranked WHERE amount > before
        ),
        rent AS (${chargeUpdate('rent', 'covering', remaining, paidDate, returning)}),
        fee AS (${chargeUpdate('fee', 'covering', remaining, paidDate, returning)}),
        deposit AS (${chargeUpdate('deposit', 'covering', remaining, paidDate, sql`${returning}, x.covered AS held`)}),
        held AS (${heldMoved('deposit', paidDate)}),
        refund AS (${chargeUpdate('refund', 'covering', remaining, paidDate, returning)})
        SELECT 'rent' AS kind, id, covered, is_paid FROM rent
        UNION ALL
        SELECT 'fee', id, covered, is_paid FROM fee
        UNION ALL
        SELECT 'deposit', id, covered, is_paid FROM deposit
        UNION ALL
        SELECT 'refund', id, covered, is_paid FROM refund
        ORDER BY kind, id`,
  );
}

export interface ReallocatedCharge {
  id: number;
  kind: ChargeKind;
  remaining_amount: string;
  status: 'paid' | 'unpaid';
}

/**
 * Re-allocates the tenants' money over their live charges after a void took money back or a charge
 * away: every rent confirmation that is not cancelled and every fee that is not void, oldest first,
 * is covered from (Σ of their amounts − what the tenant owes, max(0, −balance)), so that
 * Σ remaining = max(0, −balance) again. A charge that stays fully covered keeps its `paid_date`; one
 * that is no longer fully covered becomes 'unpaid' (no paid date); one newly covered is paid on
 * `paidDate`. Writes only the charges that change, and returns them.
 */
export async function reallocateCharges(
  tx: Tx,
  tenantIds: number[],
  paidDate: string,
): Promise<ReallocatedCharge[]> {
  if (!tenantIds.length) return [];
  const tenants = sql`SELECT unnest(${tenantIds}::int[])`;
  const returning = sql`c.remaining_amount, c.status`;
  return tx.query<ReallocatedCharge>(
    sql`WITH charges AS (${chargesOf(tenants, {
      rent: sql`rc.status <> 'cancelled'`,
      fee: sql`f.status <> 'void'`,
      deposit: sql`d.status <> 'settled'`,
      refund: sql`TRUE`,
    })}),
        ranked AS (
          SELECT c.kind, c.id, c.amount, c.remaining_amount,
                 sum(c.amount) OVER (PARTITION BY c.tenant_id ${COVER_ORDER}) - c.amount AS before,
                 sum(c.amount) OVER (PARTITION BY c.tenant_id) - greatest(0, -t.balance_amount) AS coverable
          FROM charges c JOIN tenants t ON t.id = c.tenant_id
        ),
        target AS (
          SELECT kind, id, amount - least(amount, greatest(0, coverable - before)) AS remaining,
                 remaining_amount AS was
          FROM ranked
          WHERE amount - least(amount, greatest(0, coverable - before)) <> remaining_amount
        ),
        rent AS (${chargeUpdate('rent', 'target', sql`x.remaining`, paidDate, returning)}),
        fee AS (${chargeUpdate('fee', 'target', sql`x.remaining`, paidDate, returning)}),
        deposit AS (${chargeUpdate('deposit', 'target', sql`x.remaining`, paidDate, sql`${returning}, x.was - x.remaining AS held`)}),
        held AS (${heldMoved('deposit', paidDate)}),
        refund AS (${chargeUpdate('refund', 'target', sql`x.remaining`, paidDate, returning)})
        SELECT 'rent' AS kind, id, remaining_amount, status FROM rent
        UNION ALL
        SELECT 'fee', id, remaining_amount, status FROM fee
        UNION ALL
        SELECT 'deposit', id, remaining_amount, status FROM deposit
        UNION ALL
        SELECT 'refund', id, remaining_amount, status FROM refund
        ORDER BY kind, id`,
  );
}
