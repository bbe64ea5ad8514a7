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

/** A property as the API gives it (`Property`), as json. */
const PROPERTY_JSON = sql`json_build_object('id', p.id, 'address', p.address, 'city', p.city, 'state', p.state,
  'zip_code', p.zip_code, 'is_active', p.is_active, 'rooms_count', p.rooms_count, 'beds_count', p.beds_count)`;

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

/** A page of properties and their total, in one round trip. */
export async function selectPropertiesPage(
  db: Executor,
  filter: PropertyFilter,
  ordering: PropertyOrdering,
  window: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const order = orderBySql(ORDER, ordering);
  return queryPage<Property>(
    db,
    {
      // The page's ids first, so that only their JSON is built (not every match's before sorting).
      page: sql`SELECT ${PROPERTY_JSON} AS item
        FROM (SELECT p.id FROM properties p ${where} ${order} ${limitSql(window)}) page
        JOIN properties p ON p.id = page.id ${order}`,
      total: sql`SELECT count(*) FROM properties p ${where}`,
    },
    { reusePlan: !searchTerms(filter.search).length },
  );
}

export async function findProperty(db: Executor, id: number) {
  const [row] = await queryRows<{ item: Property }>(
    db,
    sql`SELECT ${PROPERTY_JSON} AS item FROM properties p WHERE p.id = ${id}`,
    { reusePlan: true },
  );
  return row?.item ?? null;
}

/** The property, locked until the transaction ends (before deleting it). */
export async function lockProperty(db: Executor, id: number) {
  const [row] = await queryRows<{ item: Property }>(
    db,
    sql`SELECT ${PROPERTY_JSON} AS item FROM properties p WHERE p.id = ${id} FOR UPDATE`,
  );
  return row?.item ?? null;
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
