import type { PropertyBody, PropertyOrderingKey } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { orderBySql, queryPage, whereSql, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { PROPERTY_JSON } from '../../presenters/places';
import { propertySearchConditions } from './places-search';

export interface PropertyFilter {
  isActive?: boolean;
}

const ORDER: Record<PropertyOrderingKey, Sql[]> = {
  address: [sql`p.address`, sql`p.id`],
  city: [sql`p.city`, sql`p.id`],
  state: [sql`p.state`, sql`p.id`],
  zip_code: [sql`p.zip_code`, sql`p.id`],
  rooms_count: [sql`p.rooms_count`, sql`p.id`],
  id: [sql`p.id`],
};

function conditionsOf(filter: PropertyFilter, terms: string[]): Sql[] {
  const conditions = filter.isActive === undefined ? [] : [sql`p.is_active = ${filter.isActive}`];
  return [...conditions, ...propertySearchConditions(terms)];
}

/** A page of properties and their total. */
export async function selectPropertiesPage(
  db: Executor,
  filter: PropertyFilter,
  list: ListQuery<PropertyOrderingKey>,
) {
  const where = conditionsOf(filter, list.terms);
  return queryPage(db, list.window, {
    table: 'properties',
    alias: 'p',
    where,
    matched: list.terms.length ? sql`SELECT p.* FROM properties p ${whereSql(where)}` : undefined,
    order: orderBySql(ORDER, list.order),
    item: PROPERTY_JSON,
    itemFrom: sql`JOIN properties p ON p.id = page.id`,
  });
}

export const findProperty = (db: Executor, id: number) =>
  selectItem(db, PROPERTY_JSON, sql`FROM properties p WHERE p.id = ${id}`, { reusePlan: true });

/** The property, locked until the transaction ends (before deleting it). */
export const lockProperty = (db: Executor, id: number) =>
  selectItem(db, PROPERTY_JSON, sql`FROM properties p WHERE p.id = ${id} FOR UPDATE`);

export const propertyExists = async (db: Executor, id: number) =>
  (await db.query(sql`SELECT 1 FROM properties WHERE id = ${id}`)).length > 0;

export async function insertProperty(db: Executor, input: PropertyBody) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO properties (address, city, state, zip_code, is_active)
        VALUES (${input.address}, ${input.city}, ${input.state}, ${input.zip_code}, ${input.is_active ?? true})
        RETURNING id`,
  );
  return row!.id;
}

/** Returns false when there is no such property; without `is_active` the property keeps its own. */
export async function updateProperty(db: Executor, id: number, input: PropertyBody) {
  const rows = await db.query(
    sql`UPDATE properties
        SET address = ${input.address}, city = ${input.city}, state = ${input.state},
            zip_code = ${input.zip_code}, is_active = coalesce(${input.is_active ?? null}, is_active),
            updated_at = now()
        WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteProperty(db: Executor, id: number) {
  await db.query(sql`DELETE FROM properties WHERE id = ${id}`);
}
