import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * Covering (DOMAIN "Covering charges"): a tenant's charges are their rent confirmations and fees, each
 * with `remaining_amount`, the part not yet covered; one is `paid` (on `paid_date`) when nothing
 * remains. Money that becomes available (a payment, or the covered part of a cancelled charge coming
 * back as credit) covers the oldest unpaid charges first, by due date, then creation. A void
 * re-allocates instead (`reallocateCharges`). Call these with the tenants locked (postEntries locks
 * them), in the transaction of the money's posting.
 */
export interface CoverGrant {
  tenantId: number;
  /** Decimal string ≥ 0: at most this much is taken off the tenant's unpaid charges. */
  amount: string;
}

export type ChargeKind = 'fee' | 'rent';

export interface CoveredCharge {
  id: number;
  kind: ChargeKind;
  covered: string;
  is_paid: boolean;
}

const jsonIds = (ids: number[]) =>
  sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** The order in which charges are covered: due date, then creation ('fee' before 'rent' on a tie). */
const COVER_ORDER = sql`ORDER BY c.due_date, c.created_at, c.kind, c.id`;

export async function coverOldestUnpaidCharges(
  tx: Executor,
  grants: CoverGrant[],
  paidDate: string,
): Promise<CoveredCharge[]> {
  const useful = grants.filter((g) => !/^0*(\.0*)?$/.test(g.amount));
  if (!useful.length) return [];
  const input = JSON.stringify(useful.map((g) => ({ tenant_id: g.tenantId, amount: g.amount })));
  return queryRows<CoveredCharge>(
    tx,
    sql`WITH g AS (
          SELECT tenant_id, sum(amount) AS amount
          FROM jsonb_to_recordset(${input}::jsonb) AS g(tenant_id int, amount numeric) GROUP BY tenant_id
        ),
        charges AS (
          SELECT 'rent' AS kind, rc.id, rc.tenant_id, rc.rent_due_date AS due_date, rc.created_at,
                 rc.remaining_amount
          FROM rent_confirmations rc
          WHERE rc.status = 'unpaid' AND rc.tenant_id IN (SELECT tenant_id FROM g)
          UNION ALL
          SELECT 'fee', f.id, f.tenant_id, f.due_date, f.created_at, f.remaining_amount
          FROM fees f
          WHERE f.status = 'unpaid' AND f.tenant_id IN (SELECT tenant_id FROM g)
        ),
        ranked AS (
          SELECT c.kind, c.id, c.remaining_amount, g.amount,
                 sum(c.remaining_amount) OVER (PARTITION BY c.tenant_id ${COVER_ORDER}) - c.remaining_amount AS before
          FROM charges c JOIN g ON g.tenant_id = c.tenant_id
        ),
        covering AS (
          SELECT kind, id, least(remaining_amount, amount - before) AS covered
          FROM ranked WHERE amount > before
        ),
        rent AS (
          UPDATE rent_confirmations rc
             SET remaining_amount = rc.remaining_amount - x.covered,
                 status = CASE WHEN rc.remaining_amount = x.covered THEN 'paid' ELSE 'unpaid' END,
                 paid_date = CASE WHEN rc.remaining_amount = x.covered THEN ${paidDate}::date ELSE rc.paid_date END
          FROM covering x
          WHERE x.kind = 'rent' AND rc.id = x.id
          RETURNING rc.id, x.covered, rc.status = 'paid' AS is_paid
        ),
        fee AS (
          UPDATE fees f
             SET remaining_amount = f.remaining_amount - x.covered,
                 status = CASE WHEN f.remaining_amount = x.covered THEN 'paid' ELSE 'unpaid' END,
                 paid_date = CASE WHEN f.remaining_amount = x.covered THEN ${paidDate}::date ELSE f.paid_date END
          FROM covering x
          WHERE x.kind = 'fee' AND f.id = x.id
          RETURNING f.id, x.covered, f.status = 'paid' AS is_paid
        )
        SELECT 'rent' AS kind, id, covered, is_paid FROM rent
        UNION ALL
        SELECT 'fee', id, covered, is_paid FROM fee
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
  tx: Executor,
  tenantIds: number[],
  paidDate: string,
): Promise<ReallocatedCharge[]> {
  if (!tenantIds.length) return [];
  return queryRows<ReallocatedCharge>(
    tx,
    sql`WITH charges AS (
          SELECT 'rent' AS kind, rc.id, rc.tenant_id, rc.rent_due_date AS due_date, rc.created_at,
                 rc.rent_amount AS amount, rc.remaining_amount
          FROM rent_confirmations rc
          WHERE rc.status <> 'cancelled' AND rc.tenant_id IN ${jsonIds(tenantIds)}
          UNION ALL
          SELECT 'fee', f.id, f.tenant_id, f.due_date, f.created_at, f.amount, f.remaining_amount
          FROM fees f
          WHERE f.status <> 'void' AND f.tenant_id IN ${jsonIds(tenantIds)}
        ),
        ranked AS (
          SELECT c.kind, c.id, c.amount, c.remaining_amount,
                 sum(c.amount) OVER (PARTITION BY c.tenant_id ${COVER_ORDER}) - c.amount AS before,
                 sum(c.amount) OVER (PARTITION BY c.tenant_id) - greatest(0, -t.balance_amount) AS coverable
          FROM charges c JOIN tenants t ON t.id = c.tenant_id
        ),
        target AS (
          SELECT kind, id, amount - least(amount, greatest(0, coverable - before)) AS remaining
          FROM ranked
          WHERE amount - least(amount, greatest(0, coverable - before)) <> remaining_amount
        ),
        rent AS (
          UPDATE rent_confirmations rc
             SET remaining_amount = x.remaining,
                 status = CASE WHEN x.remaining = 0 THEN 'paid' ELSE 'unpaid' END,
                 paid_date = CASE WHEN x.remaining = 0 THEN ${paidDate}::date END
          FROM target x
          WHERE x.kind = 'rent' AND rc.id = x.id
          RETURNING rc.id, rc.remaining_amount, rc.status
        ),
        fee AS (
          UPDATE fees f
             SET remaining_amount = x.remaining,
                 status = CASE WHEN x.remaining = 0 THEN 'paid' ELSE 'unpaid' END,
                 paid_date = CASE WHEN x.remaining = 0 THEN ${paidDate}::date END
          FROM target x
          WHERE x.kind = 'fee' AND f.id = x.id
          RETURNING f.id, f.remaining_amount, f.status
        )
        SELECT 'rent' AS kind, id, remaining_amount, status FROM rent
        UNION ALL
        SELECT 'fee', id, remaining_amount, status FROM fee
        ORDER BY kind, id`,
  );
}
