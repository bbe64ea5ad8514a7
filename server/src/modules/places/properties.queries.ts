import type { Property, PropertyBody, PropertyOrdering, PropertyOrderingKey } from '@bunkhouse/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  containsPattern,
  limitSql,
  orderBySql,
  queryPage,
  searchTerms,
  whereSql,
  type OrderColumns,
} from '../../db/list-sql';
import { properties } from '../../db/schema';

export interface PropertyFilter {
  search?: string;
  isActive?: boolean;
}

const FIELDS = sql`p.id, p.address, p.city, p.state, p.zip_code, p.is_active, p.rooms_count, p.beds_count`;

const ORDER: OrderColumns<PropertyOrderingKey> = {
  address: [sql`p.address`, sql`p.id`],
  city: [sql`p.city`, sql`p.id`],
  state: [sql`p.state`, sql`p.id`],
  zip_code: [sql`p.zip_code`, sql`p.id`],
  rooms_count: [sql`p.rooms_count`, sql`p.id`],
  id: [sql`p.id`],
};

function whereOf(filter: PropertyFilter) {
  const conditions = filter.isActive === undefined ? [] : [sql`p.is_active = ${filter.isActive}`];
  // search_text is "address city state zip" lower-cased; a term holds no space, so it cannot span two.
  for (const term of searchTerms(filter.search)) {
    conditions.push(sql`p.search_text LIKE lower(${containsPattern(term)})`);
  }
  return whereSql(conditions);
}

const toProperty = (row: Property): Property => ({
  id: row.id,
  address: row.address,
  city: row.city,
  state: row.state,
  zip_code: row.zip_code,
  is_active: row.is_active,
  rooms_count: row.rooms_count,
  beds_count: row.beds_count,
});

/** A page of properties and their total, in one round trip. */
export async function selectPropertiesPage(
  db: Executor,
  filter: PropertyFilter,
  ordering: PropertyOrdering,
  window: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const { total, rows } = await queryPage<Property>(
    db,
    (
      totalColumn,
    ) => sql`SELECT ${FIELDS}, ${totalColumn} FROM properties p ${where} ${orderBySql(ORDER, ordering)}
        ${limitSql(window)}`,
    sql`SELECT count(*) FROM properties p ${where}`,
    window.offset,
    { reusePlan: !searchTerms(filter.search).length },
  );
  return { count: total, results: rows.map(toProperty) };
}

export async function findProperty(db: Executor, id: number) {
  const [row] = await queryRows<Property>(db, sql`SELECT ${FIELDS} FROM properties p WHERE p.id = ${id}`, {
    reusePlan: true,
  });
  return row ? toProperty(row) : null;
}

/** The property, locked until the transaction ends (before deleting it). */
export async function lockProperty(db: Executor, id: number) {
  const [row] = await queryRows<Property>(
    db,
    sql`SELECT ${FIELDS} FROM properties p WHERE p.id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export const propertyExists = async (db: Executor, id: number) =>
  (await queryRows(db, sql`SELECT 1 FROM properties WHERE id = ${id}`)).length > 0;

const columnsOf = (input: PropertyBody) => ({
  address: input.address,
  city: input.city,
  state: input.state,
  zipCode: input.zip_code,
  ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
});

export async function insertProperty(db: Executor, input: PropertyBody) {
  const [row] = await db.insert(properties).values(columnsOf(input)).returning({ id: properties.id });
  return row!.id;
}

/** Returns false when there is no such property. */
export async function updateProperty(db: Executor, id: number, input: PropertyBody) {
  const rows = await db
    .update(properties)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function deleteProperty(db: Executor, id: number) {
  await db.delete(properties).where(eq(properties.id, id));
}
