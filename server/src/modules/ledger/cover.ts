import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * Covering (DOMAIN "Covering charges"): money that becomes available to a tenant (a payment, or the
 * covered part of a cancelled charge coming back as credit) covers their oldest unpaid charges first,
 * by due date, then creation. A charge whose `remaining_amount` reaches 0 is `paid` on `paidDate`.
 *
 * Charges are rent confirmations today; the fees issue adds fees to the `charges` union below.
 * Call it with the tenants locked (postEntries locks them), in the transaction of the money's posting.
 */
export interface CoverGrant {
  tenantId: number;
  /** Decimal string ≥ 0: at most this much is taken off the tenant's unpaid charges. */
  amount: string;
}

export interface CoveredCharge {
  id: number;
  kind: 'rent';
  covered: string;
  is_paid: boolean;
}

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
        ),
        ranked AS (
          SELECT c.kind, c.id, c.remaining_amount, g.amount,
                 sum(c.remaining_amount) OVER (PARTITION BY c.tenant_id
                   ORDER BY c.due_date, c.created_at, c.kind, c.id) - c.remaining_amount AS before
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
        )
        SELECT 'rent' AS kind, id, covered, is_paid FROM rent ORDER BY id`,
  );
}
