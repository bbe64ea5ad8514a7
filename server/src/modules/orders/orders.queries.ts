import {
  PERIOD_PAYMENT_DISPLAY,
  type Bed,
  type Order,
  type OrderStatus,
  type PeriodPayment,
  type TenantOption,
} from '@bunkhouse/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** A timestamp as the API gives it: ISO 8601 in UTC, the same on both engines. */
export const isoTime = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The beds of an order as a JSON array (prices as text, so they stay decimal strings). */
const BEDS_OF_ORDER = sql`coalesce((
    SELECT json_agg(json_build_object(
             'id', b.id, 'number', b.number, 'price', b.price::text,
             'room', json_build_object('id', r.id, 'number', r.number,
                                       'property', json_build_object('id', p.id, 'address', p.address)))
           ORDER BY p.address, r.number, b.number, b.id)
    FROM order_beds ob JOIN beds b ON b.id = ob.bed_id JOIN rooms r ON r.id = b.room_id
    JOIN properties p ON p.id = r.property_id
    WHERE ob.order_id = o.id), '[]')`;

interface OrderRow {
  id: number;
  status: OrderStatus;
  period_payment: PeriodPayment;
  rent_amount: string;
  start_date: string;
  rent_due_date: string | null;
  created_at: string;
  deleted_at: string | null;
  tenant_id: number;
  first_name: string;
  last_name: string;
  beds: Bed[] | string;
}

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  tenant: { id: row.tenant_id, first_name: row.first_name, last_name: row.last_name },
  status: row.status,
  period_payment: row.period_payment,
  period_payment_display: PERIOD_PAYMENT_DISPLAY[row.period_payment],
  rent_amount: row.rent_amount,
  start_date: row.start_date,
  rent_due_date: row.rent_due_date,
  created_at: row.created_at,
  deleted_at: row.deleted_at,
  beds: typeof row.beds === 'string' ? (JSON.parse(row.beds) as Bed[]) : row.beds,
});

const SELECT_ORDERS = sql`SELECT o.id, o.status, o.period_payment, o.rent_amount, o.start_date, o.rent_due_date,
    ${isoTime(sql`o.created_at`)} AS created_at, ${isoTime(sql`o.deleted_at`)} AS deleted_at,
    t.id AS tenant_id, t.first_name, t.last_name, ${BEDS_OF_ORDER} AS beds
  FROM orders o JOIN tenants t ON t.id = o.tenant_id`;

export async function findOrder(db: Executor, id: number): Promise<Order | null> {
  const [row] = await queryRows<OrderRow>(db, sql`${SELECT_ORDERS} WHERE o.id = ${id}`);
  return row ? toOrder(row) : null;
}

/** A tenant's orders: the one that is not completed first, then the completed ones, latest first. */
export async function findOrdersOfTenant(db: Executor, tenantId: number): Promise<Order[]> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`${SELECT_ORDERS} WHERE o.tenant_id = ${tenantId}
        ORDER BY (o.status = 'completed'), o.deleted_at DESC, o.created_at DESC, o.id DESC`,
    { reusePlan: true },
  );
  return rows.map(toOrder);
}

/** The order, locked until the transaction ends (orders are locked before tenants). */
export async function lockOrder(db: Executor, id: number) {
  const [row] = await queryRows<{ id: number; tenant_id: number; status: OrderStatus }>(
    db,
    sql`SELECT id, tenant_id, status FROM orders WHERE id = ${id} FOR NO KEY UPDATE`,
  );
  return row ?? null;
}

/** The tenant, locked until the transaction ends; null when there is none. */
export async function lockTenantForOrder(db: Executor, tenantId: number) {
  const [row] = await queryRows<{ id: number; is_deleted: boolean; open_order_id: number | null }>(
    db,
    sql`SELECT t.id, t.deleted_at IS NOT NULL AS is_deleted,
               (SELECT o.id FROM orders o WHERE o.tenant_id = t.id AND o.status <> 'completed') AS open_order_id
        FROM tenants t WHERE t.id = ${tenantId} FOR NO KEY UPDATE OF t`,
  );
  return row ?? null;
}

/** Bed, room and property of the given beds (those that exist), and the open order each is in. */
export async function findBedsForOrder(db: Executor, bedIds: number[]) {
  return queryRows<{ id: number; number: number; room_number: number; open_order_id: number | null }>(
    db,
    sql`SELECT b.id, b.number, r.number AS room_number,
               (SELECT ob.order_id FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open) AS open_order_id
        FROM beds b JOIN rooms r ON r.id = b.room_id
        WHERE b.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(bedIds)}::jsonb))
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
    createdBy: number | null;
    /** When it was made, for history recorded after the fact (the demo's); default now. */
    createdAt?: string | null;
  },
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO orders (tenant_id, period_payment, rent_amount, start_date, created_by, created_at)
        VALUES (${input.tenantId}, ${input.periodPayment}, ${input.rentAmount}, ${input.startDate}, ${input.createdBy},
                coalesce(${input.createdAt ?? null}::timestamptz, now()))
        RETURNING id`,
  );
  return row!.id;
}

export async function insertOrderBeds(db: Executor, orderId: number, bedIds: number[]) {
  await db.execute(
    sql`INSERT INTO order_beds (order_id, bed_id)
        SELECT ${orderId}, value::int FROM jsonb_array_elements_text(${JSON.stringify(bedIds)}::jsonb)`,
  );
}

/**
 * Completes an order: status, completion time, who closed it, its beds freed, and `rent_due_date`
 * back to the latest confirmation that was not cancelled. `at`: the completion time, for history
 * recorded after the fact (the demo's); default now.
 */
export async function completeOrder(
  db: Executor,
  id: number,
  closedBy: number | null,
  at: string | null = null,
) {
  await db.execute(
    sql`UPDATE orders o SET status = 'completed', deleted_at = coalesce(${at}::timestamptz, now()), closed_by = ${closedBy},
          rent_due_date = (SELECT max(rc.rent_due_date) FROM rent_confirmations rc
                           WHERE rc.order_id = o.id AND rc.status <> 'cancelled')
        WHERE o.id = ${id}`,
  );
  await db.execute(sql`UPDATE order_beds SET is_open = false WHERE order_id = ${id} AND is_open`);
}

/** Rent confirmations of an order still unpaid (also partly covered) and due after `day`. */
export async function findUnpaidRentDueAfter(db: Executor, orderId: number, day: string) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM rent_confirmations
        WHERE order_id = ${orderId} AND status = 'unpaid' AND rent_due_date > ${day}::date ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

/** Active tenants without an order that is not completed, by name. */
export async function selectAvailableTenants(db: Executor): Promise<TenantOption[]> {
  return queryRows<TenantOption>(
    db,
    sql`SELECT id, first_name, last_name FROM tenants
        WHERE deleted_at IS NULL AND current_order_id IS NULL
        ORDER BY last_name, first_name, id`,
  );
}

/** Beds in no order that is not completed, by property, room and number. */
export async function selectAvailableBeds(db: Executor): Promise<Bed[]> {
  const rows = await queryRows<{
    id: number;
    number: number;
    price: string;
    room_id: number;
    room_number: number;
    property_id: number;
    property_address: string;
  }>(
    db,
    sql`SELECT b.id, b.number, b.price, r.id AS room_id, r.number AS room_number,
               p.id AS property_id, p.address AS property_address
        FROM beds b JOIN rooms r ON r.id = b.room_id JOIN properties p ON p.id = r.property_id
        WHERE NOT EXISTS (SELECT 1 FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open)
        ORDER BY p.address, p.id, r.number, b.number`,
  );
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    price: row.price,
    room: {
      id: row.room_id,
      number: row.room_number,
      property: { id: row.property_id, address: row.property_address },
    },
  }));
}

/** The sum of the beds' prices and how many of them exist. */
export async function sumBedPrices(db: Executor, bedIds: number[]) {
  const [row] = await queryRows<{ total: string; found: number }>(
    db,
    sql`SELECT coalesce(sum(price), 0)::numeric(12, 2) AS total, count(*) AS found FROM beds
        WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(bedIds)}::jsonb))`,
  );
  return row!;
}
