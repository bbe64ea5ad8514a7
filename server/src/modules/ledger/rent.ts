import { fromCents, toCents } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { coverOldestUnpaidCharges } from './cover';
import { postEntries } from './post';

/**
 * Rent in the ledger: charging new rent confirmations, and cancelling not-yet-due ones with a
 * reversing row. Callers hold the orders (and postEntries takes the tenants) locked.
 */

export interface NewRentConfirmation {
  id: number;
  order_id: number;
  tenant_id: number;
  rent_due_date: string;
  rent_amount: string;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' for descriptions people read. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/**
 * Posts the charge of each new rent confirmation (−rent_amount) and covers it from the tenant's credit
 * at once: remaining = max(0, charge − max(0, balance before)) = min(charge, max(0, −balance after));
 * 'paid' on `today` when nothing remains. Several confirmations of one tenant post oldest due date
 * first, each against the balance the previous one left.
 */
export async function postRentCharges(
  tx: Executor,
  confirmations: NewRentConfirmation[],
  { today, createdBy }: { today: string; createdBy: number | null },
) {
  if (!confirmations.length) return [];
  const ordered = [...confirmations].sort(
    (a, b) => a.tenant_id - b.tenant_id || a.rent_due_date.localeCompare(b.rent_due_date) || a.id - b.id,
  );
  const posted = await postEntries(
    tx,
    ordered.map((c) => ({
      tenantId: c.tenant_id,
      type: 'rent' as const,
      amount: `-${c.rent_amount}`,
      relatedId: c.id,
      description: `Rent due ${usDate(c.rent_due_date)}, order #${c.order_id}`,
      createdBy,
    })),
  );
  const settled = JSON.stringify(posted.map((p) => ({ id: p.related_id, balance: p.current_balance })));
  await tx.execute(
    sql`UPDATE rent_confirmations rc
           SET remaining_amount = least(rc.rent_amount, greatest(0, -p.balance)),
               status = CASE WHEN p.balance >= 0 THEN 'paid' ELSE 'unpaid' END,
               paid_date = CASE WHEN p.balance >= 0 THEN ${today}::date END
          FROM jsonb_to_recordset(${settled}::jsonb) AS p(id int, balance numeric)
         WHERE rc.id = p.id`,
  );
  return posted;
}

/**
 * Cancels rent confirmations (an order closed before their due dates): each becomes 'cancelled' with
 * nothing remaining, and a reversing row gives back its rent (+rent_amount). The part of it that had
 * been covered returns as credit and covers the tenant's oldest unpaid charges. Only unpaid ones (also
 * when partly covered) are given: a paid one stays paid.
 */
export async function cancelRentConfirmations(
  tx: Executor,
  confirmationIds: number[],
  { today, createdBy, reason }: { today: string; createdBy: number | null; reason: string },
) {
  if (!confirmationIds.length) return [];
  const cancelled = await queryRows<{
    id: number;
    tenant_id: number;
    rent_amount: string;
    covered: string;
    rent_due_date: string;
    charge_id: number;
  }>(
    tx,
    sql`WITH target AS (
          SELECT rc.id, rc.remaining_amount FROM rent_confirmations rc
          WHERE rc.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(confirmationIds)}::jsonb))
            AND rc.status = 'unpaid'
          FOR UPDATE
        )
        UPDATE rent_confirmations rc SET status = 'cancelled', remaining_amount = 0
          FROM target
         WHERE rc.id = target.id
        RETURNING rc.id, rc.tenant_id, rc.rent_amount, rc.rent_amount - target.remaining_amount AS covered,
                  rc.rent_due_date,
                  (SELECT t.id FROM transactions t
                    WHERE t.tenant_id = rc.tenant_id AND t.type = 'rent' AND t.related_id = rc.id
                      AND t.reverses_id IS NULL ORDER BY t.id LIMIT 1) AS charge_id`,
  );
  if (!cancelled.length) return [];
  cancelled.sort((a, b) => a.tenant_id - b.tenant_id || a.rent_due_date.localeCompare(b.rent_due_date));
  const posted = await postEntries(
    tx,
    cancelled.map((c) => ({
      tenantId: c.tenant_id,
      type: 'rent' as const,
      amount: c.rent_amount,
      relatedId: c.id,
      reversesId: c.charge_id,
      description: `Rent due ${usDate(c.rent_due_date)} cancelled: ${reason}`,
      createdBy,
    })),
  );
  const freed = new Map<number, number>();
  for (const c of cancelled) freed.set(c.tenant_id, (freed.get(c.tenant_id) ?? 0) + toCents(c.covered));
  await coverOldestUnpaidCharges(
    tx,
    [...freed].map(([tenantId, cents]) => ({ tenantId, amount: fromCents(cents) })),
    today,
  );
  return posted;
}
