import { addDays, displayDate, toCents } from '@bunkhouse/contract';
import type { Tx } from '../../db/database';
import { sql } from '../../db/sql';
import { coverNewCharges } from '../ledger/cover';
import { postEntries } from '../ledger/post';
import { propertiesOfOrders } from '../ledger/rent-charges';

/**
 * Late fees (DOMAIN "Late fees", decision 038): the billing job charges one late fee per rent
 * confirmation still unpaid at the end of its due date + grace days, never for a cancelled one; once
 * (a unique key on the fee, `fees.late_for_rent_id`, so reruns and several instances charge it once).
 * The fee remembers that deadline: a payment received by it that covers the rent voids the fee
 * (finance/payments.service.ts, `voidTimelyLateFees`).
 */

/** The business's late fee rule (Settings > Business), or null when late fees are off. */
export interface LateFeeRule {
  mode: 'flat' | 'percent';
  /** A flat fee, a decimal string. */
  amount: string;
  /** A percent of the late rent, a decimal string such as '5.00'. */
  percent: string;
  /** At most this much a charge, when set. */
  max: string | null;
  /** The fee type charged (the seeded "Late fee" until changed). */
  typeId: number;
  graceDays: number;
}

/** SQL: the orders `o` with a rent confirmation past its deadline on `today` and no late fee yet. */
export const hasLateRent = (rule: LateFeeRule, today: string) =>
  sql`EXISTS (SELECT 1 FROM rent_confirmations rc
              WHERE rc.order_id = o.id AND rc.status = 'unpaid'
                AND rc.rent_due_date + ${rule.graceDays}::int < ${today}::date
                AND NOT EXISTS (SELECT 1 FROM fees f WHERE f.late_for_rent_id = rc.id))`;

/**
 * Charges the late fees the orders' rent confirmations are due on `today` (caller holds the orders and
 * their tenants locked): each unpaid past its due date + grace days, without one yet; booked on
 * `today`, due on it, and covered from the tenant's credit at once as any new charge. The amount: the
 * flat fee, or the percent of the rent rounded to cents; at most `max`. Returns the fees charged.
 */
export async function chargeLateFees(
  tx: Tx,
  orderIds: number[],
  rule: LateFeeRule,
  { today, at = null }: { today: string; at?: string | null },
) {
  if (!orderIds.length) return [];
  const computed =
    rule.mode === 'flat'
      ? sql`${rule.amount}::numeric`
      : sql`round(rc.rent_amount * ${rule.percent}::numeric / 100, 2)`;
  const amount = rule.max === null ? computed : sql`least(${computed}, ${rule.max}::numeric)`;
  const late = await tx.query<{
    id: number;
    tenant_id: number;
    order_id: number;
    rent_due_date: string;
    amount: string;
  }>(
    sql`SELECT rc.id, rc.tenant_id, rc.order_id, rc.rent_due_date, ${amount} AS amount
        FROM rent_confirmations rc
        WHERE rc.order_id = ANY(${orderIds}::int[]) AND rc.status = 'unpaid'
          AND rc.rent_due_date + ${rule.graceDays}::int < ${today}::date
          AND NOT EXISTS (SELECT 1 FROM fees f WHERE f.late_for_rent_id = rc.id)
        ORDER BY rc.tenant_id, rc.rent_due_date, rc.id`,
  );
  const rows = late
    .filter((l) => toCents(l.amount) > 0)
    .map((l) => ({
      rent_id: l.id,
      tenant_id: l.tenant_id,
      order_id: l.order_id,
      amount: l.amount,
      deadline: addDays(l.rent_due_date, rule.graceDays),
      description: `Late fee: rent due ${displayDate(l.rent_due_date)}, order #${l.order_id}`,
    }));
  if (!rows.length) return [];
  // ON CONFLICT: another run charged it meanwhile (it waited for our locks, or we for its).
  const inserted = await tx.query<{ id: number; rent_id: number }>(
    sql`INSERT INTO fees (tenant_id, amount, remaining_amount, type_id, due_date, description, created_at,
                          late_for_rent_id, late_deadline)
        SELECT r.tenant_id, r.amount, r.amount, ${rule.typeId}, ${today}::date, r.description,
               coalesce(${at}::timestamptz, now()), r.rent_id, r.deadline
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(rent_id int, tenant_id int, amount numeric, deadline date, description text)
        ORDER BY r.tenant_id, r.deadline, r.rent_id
        ON CONFLICT (late_for_rent_id) DO NOTHING
        RETURNING id, late_for_rent_id AS rent_id`,
  );
  const feeOf = new Map(inserted.map((f) => [f.rent_id, f.id]));
  const charged = rows.filter((r) => feeOf.has(r.rent_id)).map((r) => ({ ...r, id: feeOf.get(r.rent_id)! }));
  if (!charged.length) return [];
  const property = await propertiesOfOrders(
    tx,
    charged.map((c) => c.order_id),
  );
  const posted = await postEntries(
    tx,
    charged.map((c) => ({
      tenantId: c.tenant_id,
      type: 'fee' as const,
      amount: `-${c.amount}`,
      relatedId: c.id,
      subTypeId: rule.typeId,
      propertyId: property.get(c.order_id) ?? null,
      description: c.description,
      bookedOn: today,
      createdBy: null,
      createdAt: at,
    })),
  );
  await coverNewCharges(tx, 'fee', posted, today);
  return charged;
}
