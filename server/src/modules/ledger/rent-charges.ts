import { displayDate, fromCents, toCents } from '@bunkhouse/contract';
import type { Executor, Tx } from '../../db/database';
import { sql } from '../../db/sql';
import { coverNewCharges, coverOldestUnpaidCharges } from './cover';
import { postEntries } from './post';

/**
 * Rent in the ledger: charging new rent confirmations, and cancelling not-yet-due ones with a
 * reversing row. Callers hold the orders and their tenants locked (locks.ts).
 */

export interface NewRentConfirmation {
  id: number;
  order_id: number;
  tenant_id: number;
  rent_due_date: string;
  rent_amount: string;
}

/** The property each order's money belongs to: the house it was made in (`orders.property_id`, decision 040). */
export async function propertiesOfOrders(tx: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (!orderIds.length) return new Map();
  const rows = await tx.query<{ order_id: number; property_id: number }>(
    sql`SELECT o.id AS order_id, o.property_id FROM orders o
        WHERE o.id = ANY(${[...new Set(orderIds)]}::int[]) AND o.property_id IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.order_id, r.property_id]));
}

/**
 * Posts the charge of each new rent confirmation (−rent_amount) and covers it from the tenant's credit
 * at once: remaining = max(0, charge − max(0, balance before)) = min(charge, max(0, −balance after));
 * 'paid' on `today` when nothing remains. Several confirmations of one tenant post oldest due date
 * first, each against the balance the previous one left. `at`: when the rows happened, for history
 * recorded after the fact (the demo's); default now.
 */
export async function postRentCharges(
  tx: Tx,
  confirmations: NewRentConfirmation[],
  { today, createdBy, at }: { today: string; createdBy: number | null; at?: string | null },
) {
  if (!confirmations.length) return [];
  const ordered = [...confirmations].sort(
    (a, b) => a.tenant_id - b.tenant_id || a.rent_due_date.localeCompare(b.rent_due_date) || a.id - b.id,
  );
  const property = await propertiesOfOrders(
    tx,
    ordered.map((c) => c.order_id),
  );
  const posted = await postEntries(
    tx,
    ordered.map((c) => ({
      tenantId: c.tenant_id,
      type: 'rent' as const,
      amount: `-${c.rent_amount}`,
      relatedId: c.id,
      propertyId: property.get(c.order_id) ?? null,
      description: `Rent due ${displayDate(c.rent_due_date)}, order #${c.order_id}`,
      bookedOn: today,
      createdBy,
      createdAt: at ?? null,
    })),
  );
  await coverNewCharges(tx, 'rent', posted, today);
  return posted;
}

/**
 * Cancels rent confirmations (an order closed before their due dates), paid or not: each becomes
 * 'cancelled' with nothing remaining and no paid date, and a reversing row gives back its rent
 * (+rent_amount). The part of it that had been covered returns as credit and covers the tenant's
 * oldest unpaid charges. Ones cancelled already are left alone. `at` as for `postRentCharges`.
 */
export async function cancelRentConfirmations(
  tx: Tx,
  confirmationIds: number[],
  {
    today,
    createdBy,
    reason,
    at,
  }: { today: string; createdBy: number | null; reason: string; at?: string | null },
) {
  if (!confirmationIds.length) return [];
  const cancelled = await tx.query<{
    id: number;
    tenant_id: number;
    rent_amount: string;
    covered: string;
    rent_due_date: string;
    charge_id: number;
    property_id: number | null;
  }>(
    sql`WITH target AS (
          SELECT rc.id, rc.tenant_id, rc.remaining_amount FROM rent_confirmations rc
          WHERE rc.id = ANY(${confirmationIds}::int[])
            AND rc.status <> 'cancelled'
          FOR UPDATE
        ),
        charge AS (
          SELECT target.id AS confirmation_id, c.id, c.property_id FROM target
          CROSS JOIN LATERAL (SELECT t.id, t.property_id FROM transactions t
                              WHERE t.tenant_id = target.tenant_id AND t.type = 'rent'
                                AND t.related_id = target.id AND t.reverses_id IS NULL
                              ORDER BY t.id LIMIT 1) c
        )
        UPDATE rent_confirmations rc SET status = 'cancelled', remaining_amount = 0, paid_date = NULL
          FROM target LEFT JOIN charge ON charge.confirmation_id = target.id
         WHERE rc.id = target.id
        RETURNING rc.id, rc.tenant_id, rc.rent_amount, rc.rent_amount - target.remaining_amount AS covered,
                  rc.rent_due_date, charge.id AS charge_id, charge.property_id`,
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
      propertyId: c.property_id,
      description: `Rent due ${displayDate(c.rent_due_date)} cancelled: ${reason}`,
      bookedOn: today,
      createdBy,
      createdAt: at ?? null,
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
