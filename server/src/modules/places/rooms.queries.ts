import {
  parseOrdering,
  type GenderDesignation,
  type Room,
  type RoomBody,
  type RoomOrdering,
  type RoomOrderingKey,
} from '@bunkhouse/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { limitSql, orderBySql, queryPage, searchTerms, whereSql, type OrderColumns } from '../../db/list-sql';
import { rooms } from '../../db/schema';
import { roomSearchConditions } from './search';

export interface RoomFilter {
  search?: string;
  genders?: GenderDesignation[];
  propertyId?: number;
}

/** A room as the API gives it (`Room`), as json, from `rooms r` and its property `p`. */
const ROOM_JSON = sql`json_build_object('id', r.id, 'number', r.number, 'gender_designation', r.gender_designation,
  'property', json_build_object('id', p.id, 'address', p.address), 'beds_count', r.beds_count)`;
const SELECT = sql`SELECT ${ROOM_JSON} AS item`;
const JOIN_PROPERTY = sql`JOIN properties p ON p.id = r.property_id`;

/** "By property" groups a property's rooms together, by number. */
const ORDER: OrderColumns<RoomOrderingKey> = {
  number: [sql`r.number`, sql`r.id`],
  gender_designation: [sql`r.gender_designation`, sql`r.number`, sql`r.id`],
  property: [sql`p.address`, sql`p.id`, sql`r.number`],
  beds_count: [sql`r.beds_count`, sql`r.id`],
  id: [sql`r.id`],
};

/** Conditions on the rooms row only (`r`), so that counting and paging need no join. */
function conditionsOf(filter: RoomFilter) {
  const conditions = roomSearchConditions(filter.search);
  if (filter.propertyId !== undefined) conditions.push(sql`r.property_id = ${filter.propertyId}`);
  if (filter.genders?.length) {
    conditions.push(
      sql`r.gender_designation IN (${sql.join(
        filter.genders.map((g) => sql`${g}`),
        sql`, `,
      )})`,
    );
  }
  return conditions;
}

/**
 * The number of rooms the filter keeps; without search, from the counters the database keeps (per
 * property, and per designation when no property is given).
 */
function totalOf(filter: RoomFilter) {
  const searching = searchTerms(filter.search).length > 0;
  if (!searching && !filter.genders?.length) {
    const property = filter.propertyId === undefined ? sql`` : sql`WHERE id = ${filter.propertyId}`;
    return sql`SELECT coalesce(sum(rooms_count), 0) FROM properties ${property}`;
  }
  if (!searching && filter.propertyId === undefined) {
    return sql`SELECT coalesce(sum(n), 0) FROM room_counts
               WHERE gender_designation IN (${sql.join(
                 filter.genders!.map((g) => sql`${g}`),
                 sql`, `,
               )})`;
  }
  return sql`SELECT count(*) FROM rooms r ${whereSql(conditionsOf(filter))}`;
}

/**
 * A page of rooms and their total, in one round trip. The page's ids come first (with the property
 * only to sort by it), then only those rows are joined and written as JSON: in one plain join,
 * PostgreSQL would build every joined row's JSON before sorting them (decision 015). Searching, the
 * matching rooms are found once (a materialized CTE) for both the total and the page; otherwise the
 * total comes from the counters.
 * (A subquery in FROM cannot see the outer aliases, so a condition on a table it lacks fails loudly.)
 */
export async function selectRoomsPage(
  db: Executor,
  filter: RoomFilter,
  ordering: RoomOrdering,
  window: { limit: number; offset: number },
) {
  const conditions = conditionsOf(filter);
  const where = whereSql(conditions);
  const order = orderBySql(ORDER, ordering);
  const byProperty = parseOrdering(ordering).key === 'property';
  const limit = limitSql(window);
  const searching = searchTerms(filter.search).length > 0;
  const propertyJoin = byProperty ? JOIN_PROPERTY : sql``;
  const pageIds = searching
    ? sql`SELECT r.id FROM matched r ${propertyJoin} ${order} ${limit}`
    : sql`SELECT r.id FROM rooms r ${propertyJoin} ${where} ${order} ${limit}`;
  return queryPage<Room>(
    db,
    {
      ...(searching
        ? {
            with: sql`matched AS MATERIALIZED (
              SELECT r.id, r.number, r.gender_designation, r.beds_count, r.property_id FROM rooms r ${where})`,
            total: sql`SELECT count(*) FROM matched`,
          }
        : { total: totalOf(filter) }),
      page: sql`${SELECT} FROM (${pageIds}) page JOIN rooms r ON r.id = page.id ${JOIN_PROPERTY} ${order}`,
    },
    { reusePlan: !searching },
  );
}

export async function findRoom(db: Executor, id: number) {
  const [row] = await queryRows<{ item: Room }>(
    db,
    sql`${SELECT} FROM rooms r ${JOIN_PROPERTY} WHERE r.id = ${id}`,
    { reusePlan: true },
  );
  return row?.item ?? null;
}

/** The room, locked until the transaction ends (before deleting it). */
export async function lockRoom(db: Executor, id: number) {
  const [row] = await queryRows<{ item: Room }>(
    db,
    sql`${SELECT} FROM rooms r ${JOIN_PROPERTY} WHERE r.id = ${id} FOR UPDATE OF r`,
  );
  return row?.item ?? null;
}

export const roomExists = async (db: Executor, id: number) =>
  (await queryRows(db, sql`SELECT 1 FROM rooms WHERE id = ${id}`)).length > 0;

const columnsOf = (input: RoomBody) => ({
  propertyId: input.property_id,
  number: input.number,
  genderDesignation: input.gender_designation,
});

export async function insertRoom(db: Executor, input: RoomBody) {
  const [row] = await db.insert(rooms).values(columnsOf(input)).returning({ id: rooms.id });
  return row!.id;
}

/** Returns false when there is no such room. */
export async function updateRoom(db: Executor, id: number, input: RoomBody) {
  const rows = await db
    .update(rooms)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(eq(rooms.id, id))
    .returning({ id: rooms.id });
  return rows.length > 0;
}

export async function deleteRoom(db: Executor, id: number) {
  await db.delete(rooms).where(eq(rooms.id, id));
}
