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

interface RoomRow {
  id: number;
  number: number;
  gender_designation: GenderDesignation;
  beds_count: number;
  property_id: number;
  property_address: string;
}

const SELECT = sql`SELECT r.id, r.number, r.gender_designation, r.beds_count,
    p.id AS property_id, p.address AS property_address`;
const JOIN_PROPERTY = sql`JOIN properties p ON p.id = r.property_id`;

const toRoom = (row: RoomRow): Room => ({
  id: row.id,
  number: row.number,
  gender_designation: row.gender_designation,
  property: { id: row.property_id, address: row.property_address },
  beds_count: row.beds_count,
});

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
 * A page of rooms and their total, in one round trip, in the cheapest of three shapes:
 * - searching: the matching rooms are found once (a materialized CTE) for both the total and the page;
 * - filtered and not sorted by property: the page's ids first, then only those joined;
 * - otherwise one plain join, which plans fastest.
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
  const { total, rows } = await queryPage<RoomRow>(
    db,
    (totalColumn) =>
      searching
        ? sql`WITH matched AS MATERIALIZED (
                SELECT r.id, r.number, r.gender_designation, r.beds_count, r.property_id FROM rooms r ${where})
              ${SELECT}, (SELECT count(*) FROM matched) AS page_total
              FROM (SELECT r.id FROM matched r ${byProperty ? JOIN_PROPERTY : sql``} ${order} ${limit}) page
              JOIN rooms r ON r.id = page.id ${JOIN_PROPERTY}
              ${order}`
        : conditions.length && !byProperty
          ? sql`${SELECT}, ${totalColumn}
                FROM (SELECT r.id FROM rooms r ${where} ${order} ${limit}) page
                JOIN rooms r ON r.id = page.id ${JOIN_PROPERTY}
                ${order}`
          : sql`${SELECT}, ${totalColumn} FROM rooms r ${JOIN_PROPERTY} ${where} ${order} ${limit}`,
    totalOf(filter),
    window.offset,
    { reusePlan: !searching },
  );
  return { count: total, results: rows.map(toRoom) };
}

export async function findRoom(db: Executor, id: number) {
  const [row] = await queryRows<RoomRow>(
    db,
    sql`${SELECT} FROM rooms r ${JOIN_PROPERTY} WHERE r.id = ${id}`,
    {
      reusePlan: true,
    },
  );
  return row ? toRoom(row) : null;
}

/** The room, locked until the transaction ends (before deleting it). */
export async function lockRoom(db: Executor, id: number) {
  const [row] = await queryRows<RoomRow>(
    db,
    sql`${SELECT} FROM rooms r ${JOIN_PROPERTY} WHERE r.id = ${id} FOR UPDATE OF r`,
  );
  return row ? toRoom(row) : null;
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
