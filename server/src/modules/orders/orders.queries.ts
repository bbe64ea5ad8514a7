import type { PeriodPayment } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem, selectItems } from '../../db/json';
import { sql } from '../../db/sql';
import { BED_JSON, BED_ROOM_PROPERTY } from '../../presenters/places';
import { AVAILABLE_TENANT_JSON, ORDER_JSON } from '../../presenters/orders';

/**
 * Orders and their beds. Every write of `orders` also moves the tenant's copy of their current order
 * (db/derived/tenant-current-order.sql) and the tenant counts (db/derived/tenant-counts.sql).
 */

export const findOrder = (db: Executor, id: number) =>
  selectItem(db, ORDER_JSON, sql`FROM orders o JOIN tenants t ON t.id = o.tenant_id WHERE o.id = ${id}`);

/**
 * Bed and room numbers of the given beds (those that exist), and an open stay of another order that
 * shares a day with `[from, until)` (`until` null: open-ended), if any.
 */
export async function findBedsForOrder(
  db: Executor,
  bedIds: number[],
  days: { from: string; until: string | null; exceptOrderId?: number },
) {
  return db.query<{ id: number; number: number; room_number: number; taken_by_order_id: number | null }>(
    sql`SELECT b.id, b.number, r.number AS room_number,
               (SELECT ob.order_id FROM order_beds ob
                WHERE ob.bed_id = b.id AND ob.is_open AND ob.order_id <> ${days.exceptOrderId ?? 0}
                  AND daterange(ob.start_date, ob.end_date) && daterange(${days.from}::date, ${days.until}::date)
                LIMIT 1) AS taken_by_order_id
        FROM beds b JOIN rooms r ON r.id = b.room_id
        WHERE b.id = ANY(${bedIds}::int[])
        ORDER BY b.id`,
  );
}

export async function insertOrder(
  db: Executor,
  input: {
    tenantId: number;
    periodPayment: PeriodPayment;
    rentAmount: string;
    startDate: string;
    dueDay?: number | null;
    /** Its lowest-id bed, whose property the order is made in (decision 040). */
    firstBedId: number;
    createdBy: number | null;
    /** When it was made, for history recorded after the fact (the demo's); default now. */
    createdAt?: string | null;
  },
) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO orders (tenant_id, period_payment, rent_amount, start_date, due_day, property_id, created_by,
                            created_at)
        VALUES (${input.tenantId}, ${input.periodPayment}, ${input.rentAmount}, ${input.startDate},
                ${input.dueDay ?? null}, (SELECT b.property_id FROM beds b WHERE b.id = ${input.firstBedId}),
                ${input.createdBy}, coalesce(${input.createdAt ?? null}::timestamptz, now()))
        RETURNING id`,
  );
  return row!.id;
}

/** The order's stays in the beds, from `from` until `until` (null: open-ended). */
export async function insertStays(
  db: Executor,
  orderId: number,
  bedIds: number[],
  days: { from: string; until: string | null },
) {
  await db.query(
    sql`INSERT INTO order_beds (order_id, bed_id, start_date, end_date)
        SELECT ${orderId}, unnest(${bedIds}::int[]), ${days.from}::date, ${days.until}::date`,
  );
}

/**
 * Completes an order on `today`: status, completion time, who closed it, `rent_due_date` back to the
 * latest confirmation that was not cancelled, and its beds freed: each open stay ends on `today` at
 * the latest (a reservation closed before its start keeps no day). `at`: the completion time, for
 * history recorded after the fact (the demo's); default now.
 */
export async function completeOrder(
  db: Executor,
  id: number,
  closedBy: number | null,
  { today, at = null }: { today: string; at?: string | null },
) {
  await db.query(
    sql`UPDATE orders o SET status = 'completed', deleted_at = coalesce(${at}::timestamptz, now()), closed_by = ${closedBy},
          rent_due_date = (SELECT max(rc.rent_due_date) FROM rent_confirmations rc
                           WHERE rc.order_id = o.id AND rc.status <> 'cancelled')
        WHERE o.id = ${id}`,
  );
  await db.query(
    sql`UPDATE order_beds SET is_open = false,
          end_date = greatest(start_date, least(coalesce(end_date, ${today}::date), ${today}::date))
        WHERE order_id = ${id} AND is_open`,
  );
}

/** Rent confirmations of an order still unpaid (also partly covered) and due after `day`. */
export async function findRentDueAfter(db: Executor, orderId: number, day: string) {
  const rows = await db.query<{ id: number }>(
    sql`SELECT id FROM rent_confirmations
        WHERE order_id = ${orderId} AND status <> 'cancelled' AND rent_due_date > ${day}::date ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** Active tenants without an order that is not completed, by name, with their gender. */
export const selectAvailableTenants = (db: Executor) =>
  selectItems(
    db,
    AVAILABLE_TENANT_JSON,
    sql`FROM tenants t WHERE t.deleted_at IS NULL AND t.current_order_id IS NULL
        ORDER BY t.last_name, t.first_name, t.id`,
  );

/** Beds free from today on (no open stay ends after today), by property, room and number. */
export const selectAvailableBeds = (db: Executor, today: string) =>
  selectItems(
    db,
    BED_JSON,
    sql`FROM beds b ${BED_ROOM_PROPERTY}
        WHERE NOT EXISTS (SELECT 1 FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open
                            AND (ob.end_date IS NULL OR ob.end_date > ${today}::date))
        ORDER BY p.address, p.id, r.number, b.number`,
  );

/** The sum of the beds' prices and how many of them exist. */
export async function sumBedPrices(db: Executor, bedIds: number[]) {
  const [row] = await db.query<{ total: string; found: number }>(
    sql`SELECT coalesce(sum(price), 0)::numeric(12, 2) AS total, count(*) AS found FROM beds
        WHERE id = ANY(${bedIds}::int[])`,
  );
  return row!;
}

/** The first regular due date and the prorated first period (its days and amount) of an order-to-be. */
export async function selectFirstPeriod(
  db: Executor,
  o: { startDate: string; period: PeriodPayment; dueDay: number | null; rent: string },
) {
  const [row] = await db.query<{ first_due_date: string; days: number; prorated_amount: string }>(
    sql`SELECT a.anchor::text AS first_due_date, (a.anchor - ${o.startDate}::date)::int AS days,
               rent_prorated(${o.startDate}::date, ${o.period}, ${o.dueDay}::int, ${o.rent}::numeric)::text
                 AS prorated_amount
        FROM (SELECT rent_anchor(${o.startDate}::date, ${o.period}, ${o.dueDay}::int) AS anchor) a`,
  );
  return row!;
}
