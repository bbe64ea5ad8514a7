import type { PeriodPayment } from '@bunkhouse/contract';
import type { Executor, Tx } from '../../db/database';
import { sql } from '../../db/sql';
import type { NewRentConfirmation } from '../ledger/rent-charges';

/** The stays of orders in beds (decision 045): moves and planned move-outs. */

export interface OrderTerms {
  tenant_id: number;
  start_date: string;
  period_payment: PeriodPayment;
  rent_amount: string;
}

export async function findOrderTerms(db: Executor, orderId: number) {
  const [row] = await db.query<OrderTerms>(
    sql`SELECT tenant_id, start_date, period_payment, rent_amount FROM orders WHERE id = ${orderId}`,
  );
  return row!;
}

/** The order's open stay in the bed on `day`, or null. */
export async function findStayOn(db: Executor, orderId: number, bedId: number, day: string) {
  const [row] = await db.query<{ start_date: string; end_date: string | null }>(
    sql`SELECT start_date, end_date FROM order_beds
        WHERE order_id = ${orderId} AND bed_id = ${bedId} AND is_open
          AND start_date <= ${day}::date AND (end_date IS NULL OR end_date > ${day}::date)`,
  );
  return row ?? null;
}

/** The order's open stays, with their beds' and rooms' numbers. */
export function findOpenStays(db: Executor, orderId: number) {
  return db.query<{ bed_id: number; start_date: string; end_date: string | null }>(
    sql`SELECT bed_id, start_date, end_date FROM order_beds WHERE order_id = ${orderId} AND is_open ORDER BY bed_id`,
  );
}

/** The beds' monthly prices, by id. */
export async function bedPrices(db: Executor, bedIds: number[]) {
  const rows = await db.query<{ id: number; price: string }>(
    sql`SELECT id, price FROM beds WHERE id = ANY(${bedIds}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.price]));
}

/**
 * The tenant leaves the bed on `day` (a move): its stay ends there and stops holding the bed (a stay
 * that started that day is removed: it held no night); the new bed's stay runs from `day` to the old
 * stay's end.
 */
export async function moveStay(
  tx: Tx,
  orderId: number,
  move: { fromBedId: number; toBedId: number; day: string; stayStart: string; stayEnd: string | null },
) {
  await tx.query(
    move.stayStart === move.day
      ? sql`DELETE FROM order_beds WHERE order_id = ${orderId} AND bed_id = ${move.fromBedId}
              AND start_date = ${move.stayStart}::date`
      : sql`UPDATE order_beds SET end_date = ${move.day}::date, is_open = false
            WHERE order_id = ${orderId} AND bed_id = ${move.fromBedId} AND start_date = ${move.stayStart}::date`,
  );
  await tx.query(
    sql`INSERT INTO order_beds (order_id, bed_id, start_date, end_date)
        VALUES (${orderId}, ${move.toBedId}, ${move.day}::date, ${move.stayEnd}::date)`,
  );
}

/** Every open stay of the order ends on `day` (null: open-ended). */
export async function setOpenStaysEnd(tx: Tx, orderId: number, day: string | null) {
  await tx.query(sql`UPDATE order_beds SET end_date = ${day}::date WHERE order_id = ${orderId} AND is_open`);
}

/**
 * The rent period of the order that `day` falls in (DOMAIN "Due day and proration"): its first day,
 * the day after its last, and the days its rent is prorated over (the first, partial period: the
 * start's month, or 7; a regular one: its own days, or 7, or 1), and the confirmation that charged it
 * before `day` if any (the latest not cancelled, due in the period before `day`). The rent of the days
 * from `day` on at the order's rent (`rent_from_day`: what a move gives back of that confirmation) and
 * at `newRent` (`new_rent_from_day`: what it charges instead), rounded to cents.
 */
export async function findPeriodOn(tx: Executor, orderId: number, day: string, newRent: string) {
  const [row] = await tx.query<{
    period_start: string;
    period_end: string;
    basis: number;
    confirmation_id: number | null;
    confirmation_due: string | null;
    confirmation_amount: string | null;
    rent_from_day: string;
    new_rent_from_day: string;
  }>(
    sql`WITH a AS (SELECT o.*, rent_anchor(o.start_date, o.period_payment, o.due_day) AS anchor
                   FROM orders o WHERE o.id = ${orderId}),
        p AS (SELECT a.*, ${day}::date < a.anchor AS first,
                     CASE WHEN ${day}::date < a.anchor THEN a.start_date
                          ELSE rent_due_on(a.anchor, a.period_payment, rent_period_of(a.anchor, a.period_payment, ${day}::date))
                     END AS period_start,
                     CASE WHEN ${day}::date < a.anchor THEN a.anchor
                          ELSE rent_due_on(a.anchor, a.period_payment, rent_period_of(a.anchor, a.period_payment, ${day}::date) + 1)
                     END AS period_end
              FROM a),
        b AS (SELECT p.*, CASE WHEN p.period_payment = 'weekly' THEN 7
                               WHEN p.period_payment = 'daily' THEN 1
                               WHEN p.first THEN extract(day FROM date_trunc('month', p.start_date) + interval '1 month - 1 day')::int
                               ELSE p.period_end - p.period_start END AS basis
              FROM p)
        SELECT b.period_start::text, b.period_end::text, b.basis, c.id AS confirmation_id,
               c.rent_due_date::text AS confirmation_due, c.rent_amount::text AS confirmation_amount,
               round(b.rent_amount * (b.period_end - ${day}::date) / b.basis, 2)::text AS rent_from_day,
               round(${newRent}::numeric * (b.period_end - ${day}::date) / b.basis, 2)::text AS new_rent_from_day
        FROM b LEFT JOIN LATERAL (
          SELECT rc.id, rc.rent_due_date, rc.rent_amount FROM rent_confirmations rc
          WHERE rc.order_id = b.id AND rc.status <> 'cancelled'
            AND rc.rent_due_date >= b.period_start AND rc.rent_due_date < ${day}::date
          ORDER BY rc.rent_due_date DESC LIMIT 1) c ON true`,
  );
  return row!;
}

/** The order's confirmations not cancelled and due on or after `day`. */
export async function findRentDueFrom(db: Executor, orderId: number, day: string) {
  const rows = await db.query<{ id: number }>(
    sql`SELECT id FROM rent_confirmations
        WHERE order_id = ${orderId} AND status <> 'cancelled' AND rent_due_date >= ${day}::date ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** New rent confirmations of the order, as given (the parts of a period a move splits). */
export async function insertRentParts(
  tx: Tx,
  orderId: number,
  tenantId: number,
  parts: Array<{ due: string; amount: string; description: string }>,
): Promise<NewRentConfirmation[]> {
  if (!parts.length) return [];
  return tx.query<NewRentConfirmation>(
    sql`INSERT INTO rent_confirmations (order_id, tenant_id, rent_due_date, rent_amount, remaining_amount, description)
        SELECT ${orderId}, ${tenantId}, x.due, x.amount, x.amount, x.description
        FROM unnest(${parts.map((p) => p.due)}::date[], ${parts.map((p) => p.amount)}::numeric[],
                    ${parts.map((p) => p.description)}::text[]) AS x(due, amount, description)
        RETURNING id, order_id, tenant_id, rent_due_date, rent_amount`,
  );
}

export async function setRent(tx: Tx, orderId: number, rent: string) {
  await tx.query(sql`UPDATE orders SET rent_amount = ${rent} WHERE id = ${orderId}`);
}
