import { PLACE_NUMBER_MAX, type BedBody, type BedOrderingKey } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem, selectItems } from '../../db/json';
import { orderBySql, queryPage, whereSql, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { BED_JSON, BED_ROOM_PROPERTY } from '../../presenters/places';
import { bedSearch } from './places-search';

export interface BedFilter {
  roomId?: number;
  propertyId?: number;
}

/**
 * "By room" and "by property" keep each room's beds together, by number. The room's number and
 * property come from the bed's own copies (db/derived/beds-room-copy.sql); only the address needs a
 * join (SORT_JOINS).
 */
const ORDER: Record<BedOrderingKey, Sql[]> = {
  number: [sql`b.number`, sql`b.id`],
  price: [sql`b.price`, sql`b.id`],
  room: [sql`b.room_number`, sql`b.room_id`, sql`b.number`],
  property: [sql`p.address`, sql`b.property_id`, sql`b.room_number`, sql`b.room_id`, sql`b.number`],
  id: [sql`b.id`],
};
const SORT_JOINS: Partial<Record<BedOrderingKey, Sql>> = {
  property: sql`JOIN properties p ON p.id = b.property_id`,
};

/** The room and property filters, on the beds row only (`b`), so that counting and paging need no join. */
function conditionsOf(filter: BedFilter) {
  const conditions: Sql[] = [];
  if (filter.roomId !== undefined) conditions.push(sql`b.room_id = ${filter.roomId}`);
  if (filter.propertyId !== undefined) conditions.push(sql`b.property_id = ${filter.propertyId}`);
  return conditions;
}

/** What the search and the page need of a matching bed; every covering index of beds carries it. */
const MATCH_COLUMNS = sql`b.id, b.number, b.price, b.room_id, b.room_number, b.property_id`;

/**
 * The beds a search keeps (terms required): the union of its alternatives, each from one index (see
 * bedSearch), with MATCH_COLUMNS. The beds list and the search from anywhere (modules/search) read it.
 */
export function matchedBeds(terms: string[], where: Sql[]) {
  const { anyOf, allOf } = bedSearch(terms);
  return sql.join(
    anyOf.map(
      (alternative) =>
        sql`SELECT ${MATCH_COLUMNS} FROM beds b ${whereSql([alternative, ...allOf, ...where])}`,
    ),
    ' UNION ',
  );
}

/** The number of beds without search, from the counters (db/derived/places-counters.sql). */
function totalOf({ roomId, propertyId }: BedFilter) {
  if (roomId !== undefined) {
    const inProperty = propertyId === undefined ? sql.empty : sql`AND property_id = ${propertyId}`;
    return sql`SELECT coalesce(sum(beds_count), 0) FROM rooms WHERE id = ${roomId} ${inProperty}`;
  }
  const property = propertyId === undefined ? sql.empty : sql`WHERE id = ${propertyId}`;
  return sql`SELECT coalesce(sum(beds_count), 0) FROM properties ${property}`;
}

/** A page of beds and their total; searching, the matches are found once for both. */
export async function selectBedsPage(db: Executor, filter: BedFilter, list: ListQuery<BedOrderingKey>) {
  const where = conditionsOf(filter);
  return queryPage(db, list.window, {
    table: 'beds',
    alias: 'b',
    where,
    matched: list.terms.length ? matchedBeds(list.terms, where) : undefined,
    sortJoins: SORT_JOINS[list.order.key],
    order: orderBySql(ORDER, list.order),
    total: totalOf(filter),
    item: BED_JSON,
    itemFrom: sql`JOIN beds b ON b.id = page.id ${BED_ROOM_PROPERTY}`,
  });
}

export const findBed = (db: Executor, id: number) =>
  selectItem(db, BED_JSON, sql`FROM beds b ${BED_ROOM_PROPERTY} WHERE b.id = ${id}`, { reusePlan: true });

/** The bed, locked until the transaction ends (before deleting it). */
export const lockBed = (db: Executor, id: number) =>
  selectItem(db, BED_JSON, sql`FROM beds b ${BED_ROOM_PROPERTY} WHERE b.id = ${id} FOR UPDATE OF b`);

/**
 * The order that holds this bed and is not completed, or null. The caller holds the bed locked, which
 * keeps a new order off it until the delete ends (an order's bed row takes a key-share lock on it).
 */
export async function findOpenOrderOfBed(db: Executor, bedId: number): Promise<{ id: number } | null> {
  const [row] = await db.query<{ id: number }>(
    sql`SELECT order_id AS id FROM order_beds WHERE bed_id = ${bedId} AND is_open`,
  );
  return row ?? null;
}

export async function insertBed(db: Executor, input: BedBody) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO beds (room_id, number, price) VALUES (${input.room_id}, ${input.number}, ${input.price})
        RETURNING id`,
  );
  return row!.id;
}

/** Returns false when there is no such bed. */
export async function updateBed(db: Executor, id: number, input: BedBody) {
  const rows = await db.query(
    sql`UPDATE beds SET room_id = ${input.room_id}, number = ${input.number}, price = ${input.price},
                        updated_at = now()
        WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteBed(db: Executor, id: number) {
  await db.query(sql`DELETE FROM beds WHERE id = ${id}`);
}

/** A room's beds, locked until the transaction ends, by number (before numbering them again). */
export const lockRoomBeds = (db: Executor, roomId: number) =>
  db.query<{ id: number; number: number }>(
    sql`SELECT id, number FROM beds WHERE room_id = ${roomId} ORDER BY number FOR UPDATE`,
  );

/**
 * Numbers a room's beds 1, 2, … in the order of `bedIds` (each of the room's beds once). The unique
 * (room, number) is checked row by row, so the beds first step out of the way, above the highest
 * number a bed may have (PLACE_NUMBER_MAX), then take their places.
 */
export async function renumberRoomBeds(db: Executor, roomId: number, bedIds: readonly number[]) {
  for (const offset of [PLACE_NUMBER_MAX, 0]) {
    await db.query(
      sql`UPDATE beds b SET number = ${offset} + o.position, updated_at = now()
          FROM unnest(${[...bedIds]}::int[]) WITH ORDINALITY AS o(id, position)
          WHERE b.id = o.id AND b.room_id = ${roomId}`,
    );
  }
}

/** A room's beds as the API answers them, by number. */
export const selectRoomBeds = (db: Executor, roomId: number) =>
  selectItems(
    db,
    BED_JSON,
    sql`FROM beds b ${BED_ROOM_PROPERTY} WHERE b.room_id = ${roomId} ORDER BY b.number`,
  );
