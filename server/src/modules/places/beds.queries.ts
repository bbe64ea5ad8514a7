import {
  parseOrdering,
  type Bed,
  type BedBody,
  type BedOrdering,
  type BedOrderingKey,
} from '@bunkhouse/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { orderBySql, queryPage, searchTerms, whereSql, type OrderColumns } from '../../db/list-sql';
import { beds } from '../../db/schema';
import { bedSearchConditions } from './search';

export interface BedFilter {
  search?: string;
  roomId?: number;
  propertyId?: number;
}

interface BedRow {
  id: number;
  number: number;
  price: string;
  room_id: number;
  room_number: number;
  property_id: number;
  property_address: string;
}

const SELECT = sql`SELECT b.id, b.number, b.price, r.id AS room_id, r.number AS room_number,
    p.id AS property_id, p.address AS property_address`;
const JOIN_ROOM = sql`JOIN rooms r ON r.id = b.room_id`;
const JOIN_ROOM_PROPERTY = sql`${JOIN_ROOM} JOIN properties p ON p.id = r.property_id`;

const toBed = (row: BedRow): Bed => ({
  id: row.id,
  number: row.number,
  price: row.price,
  room: {
    id: row.room_id,
    number: row.room_number,
    property: { id: row.property_id, address: row.property_address },
  },
});

/** "By room" and "by property" keep each room's beds together, by number. */
const ORDER: OrderColumns<BedOrderingKey> = {
  number: [sql`b.number`, sql`b.id`],
  price: [sql`b.price`, sql`b.id`],
  room: [sql`r.number`, sql`r.id`, sql`b.number`],
  property: [sql`p.address`, sql`p.id`, sql`r.number`, sql`b.number`],
  id: [sql`b.id`],
};
/** What an ordering needs joined besides the beds. */
const ORDER_JOINS: Partial<Record<BedOrderingKey, SQL>> = { room: JOIN_ROOM, property: JOIN_ROOM_PROPERTY };

/** Conditions on the beds row only (`b`), so that counting and paging need no join. */
function conditionsOf(filter: BedFilter) {
  const conditions = bedSearchConditions(filter.search);
  if (filter.roomId !== undefined) conditions.push(sql`b.room_id = ${filter.roomId}`);
  if (filter.propertyId !== undefined) {
    conditions.push(
      sql`b.room_id = ANY(ARRAY(SELECT id FROM rooms WHERE property_id = ${filter.propertyId}))`,
    );
  }
  return conditions;
}

/** The number of beds the filter keeps; without search, from the counters the database keeps. */
function totalOf(filter: BedFilter) {
  if (searchTerms(filter.search).length)
    return sql`SELECT count(*) FROM beds b ${whereSql(conditionsOf(filter))}`;
  const { roomId, propertyId } = filter;
  if (roomId !== undefined) {
    const inProperty = propertyId === undefined ? sql`` : sql`AND property_id = ${propertyId}`;
    return sql`SELECT coalesce(sum(beds_count), 0) FROM rooms WHERE id = ${roomId} ${inProperty}`;
  }
  const property = propertyId === undefined ? sql`` : sql`WHERE id = ${propertyId}`;
  return sql`SELECT coalesce(sum(beds_count), 0) FROM properties ${property}`;
}

/**
 * A page of beds and their total, in one round trip, in the cheapest of three shapes:
 * - searching: the matching beds are found once (a materialized CTE) for both the total and the page;
 * - filtered, sorted on fewer tables than the answer: the page's ids first, then only those joined;
 * - otherwise one plain join, which plans fastest; the total comes from the counters.
 * (A subquery in FROM cannot see the outer aliases, so a condition on a table it lacks fails loudly.)
 */
export async function selectBedsPage(
  db: Executor,
  filter: BedFilter,
  ordering: BedOrdering,
  window: { limit: number; offset: number },
) {
  const conditions = conditionsOf(filter);
  const where = whereSql(conditions);
  const order = orderBySql(ORDER, ordering);
  const joins = ORDER_JOINS[parseOrdering(ordering).key];
  const limit = sql`LIMIT ${window.limit} OFFSET ${window.offset}`;
  const searching = searchTerms(filter.search).length > 0;
  const { total, rows } = await queryPage<BedRow>(
    db,
    (totalColumn) =>
      searching
        ? sql`WITH matched AS MATERIALIZED (SELECT b.id, b.number, b.price, b.room_id FROM beds b ${where})
              ${SELECT}, (SELECT count(*) FROM matched) AS page_total
              FROM (SELECT b.id FROM matched b ${joins ?? sql``} ${order} ${limit}) page
              JOIN beds b ON b.id = page.id ${JOIN_ROOM_PROPERTY}
              ${order}`
        : conditions.length && joins !== JOIN_ROOM_PROPERTY
          ? sql`${SELECT}, ${totalColumn}
                FROM (SELECT b.id FROM beds b ${joins ?? sql``} ${where} ${order} ${limit}) page
                JOIN beds b ON b.id = page.id ${JOIN_ROOM_PROPERTY}
                ${order}`
          : sql`${SELECT}, ${totalColumn} FROM beds b ${JOIN_ROOM_PROPERTY} ${where} ${order} ${limit}`,
    totalOf(filter),
    window.offset,
  );
  return { count: total, results: rows.map(toBed) };
}

export async function findBed(db: Executor, id: number) {
  const [row] = await queryRows<BedRow>(
    db,
    sql`${SELECT} FROM beds b ${JOIN_ROOM_PROPERTY} WHERE b.id = ${id}`,
  );
  return row ? toBed(row) : null;
}

/** The bed, locked until the transaction ends (before deleting it). */
export async function lockBed(db: Executor, id: number) {
  const [row] = await queryRows<BedRow>(
    db,
    sql`${SELECT} FROM beds b ${JOIN_ROOM_PROPERTY} WHERE b.id = ${id} FOR UPDATE OF b`,
  );
  return row ? toBed(row) : null;
}

/**
 * The order that holds this bed and is not completed, or null. The caller holds the bed locked, which
 * keeps a new order off it until the delete ends (an order's bed row takes a key-share lock on it).
 */
export async function findOpenOrderOfBed(db: Executor, bedId: number): Promise<{ id: number } | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT order_id AS id FROM order_beds WHERE bed_id = ${bedId} AND is_open`,
  );
  return row ?? null;
}

const columnsOf = (input: BedBody) => ({ roomId: input.room_id, number: input.number, price: input.price });

export async function insertBed(db: Executor, input: BedBody) {
  const [row] = await db.insert(beds).values(columnsOf(input)).returning({ id: beds.id });
  return row!.id;
}

/** Returns false when there is no such bed. */
export async function updateBed(db: Executor, id: number, input: BedBody) {
  const rows = await db
    .update(beds)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(eq(beds.id, id))
    .returning({ id: beds.id });
  return rows.length > 0;
}

export async function deleteBed(db: Executor, id: number) {
  await db.delete(beds).where(eq(beds.id, id));
}
