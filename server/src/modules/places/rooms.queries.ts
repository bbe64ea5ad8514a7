import type { GenderDesignation, RoomBody, RoomOrderingKey } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { inList, orderBySql, queryPage, whereSql, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { ROOM_JSON } from '../../presenters/places';
import { roomSearchConditions } from './places-search';

export interface RoomFilter {
  genders?: GenderDesignation[];
  propertyId?: number;
}

const JOIN_PROPERTY = sql`JOIN properties p ON p.id = r.property_id`;

/** "By property" groups a property's rooms together, by number. */
const ORDER: Record<RoomOrderingKey, Sql[]> = {
  number: [sql`r.number`, sql`r.id`],
  gender_designation: [sql`r.gender_designation`, sql`r.number`, sql`r.id`],
  property: [sql`p.address`, sql`p.id`, sql`r.number`],
  beds_count: [sql`r.beds_count`, sql`r.id`],
  id: [sql`r.id`],
};

/** Conditions on the rooms row only (`r`), so that counting and paging need no join. */
function conditionsOf(filter: RoomFilter, terms: string[]) {
  const conditions = roomSearchConditions(terms);
  if (filter.propertyId !== undefined) conditions.push(sql`r.property_id = ${filter.propertyId}`);
  if (filter.genders?.length) conditions.push(inList(sql`r.gender_designation`, filter.genders));
  return conditions;
}

/**
 * The number of rooms without search: from the properties' counters (db/derived/places-counters.sql)
 * unless the designation filter asks for a count.
 */
function totalOf(filter: RoomFilter, where: Sql[]) {
  if (filter.genders?.length) return sql`SELECT count(*) FROM rooms r ${whereSql(where)}`;
  const property = filter.propertyId === undefined ? sql.empty : sql`WHERE id = ${filter.propertyId}`;
  return sql`SELECT coalesce(sum(rooms_count), 0) FROM properties ${property}`;
}

/** A page of rooms and their total; searching, the matches are found once for both. */
export async function selectRoomsPage(db: Executor, filter: RoomFilter, list: ListQuery<RoomOrderingKey>) {
  const where = conditionsOf(filter, list.terms);
  return queryPage(db, list.window, {
    table: 'rooms',
    alias: 'r',
    where,
    matched: list.terms.length
      ? sql`SELECT r.id, r.number, r.gender_designation, r.beds_count, r.property_id FROM rooms r ${whereSql(where)}`
      : undefined,
    sortJoins: list.order.key === 'property' ? JOIN_PROPERTY : undefined,
    order: orderBySql(ORDER, list.order),
    total: totalOf(filter, where),
    item: ROOM_JSON,
    itemFrom: sql`JOIN rooms r ON r.id = page.id ${JOIN_PROPERTY}`,
  });
}

export const findRoom = (db: Executor, id: number) =>
  selectItem(db, ROOM_JSON, sql`FROM rooms r ${JOIN_PROPERTY} WHERE r.id = ${id}`, { reusePlan: true });

/** The room, locked until the transaction ends (before deleting it). */
export const lockRoom = (db: Executor, id: number) =>
  selectItem(db, ROOM_JSON, sql`FROM rooms r ${JOIN_PROPERTY} WHERE r.id = ${id} FOR UPDATE OF r`);

export const roomExists = async (db: Executor, id: number) =>
  (await db.query(sql`SELECT 1 FROM rooms WHERE id = ${id}`)).length > 0;

export async function insertRoom(db: Executor, input: RoomBody) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO rooms (property_id, number, gender_designation)
        VALUES (${input.property_id}, ${input.number}, ${input.gender_designation}) RETURNING id`,
  );
  return row!.id;
}

/** Returns false when there is no such room. */
export async function updateRoom(db: Executor, id: number, input: RoomBody) {
  const rows = await db.query(
    sql`UPDATE rooms SET property_id = ${input.property_id}, number = ${input.number},
                         gender_designation = ${input.gender_designation}, updated_at = now()
        WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteRoom(db: Executor, id: number) {
  await db.query(sql`DELETE FROM rooms WHERE id = ${id}`);
}
