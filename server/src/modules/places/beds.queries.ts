import {
  parseOrdering,
  type Bed,
  type BedBody,
  type BedOrdering,
  type BedOrderingKey,
} from '@bunkhouse/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { limitSql, orderBySql, queryPage, searchTerms, whereSql, type OrderColumns } from '../../db/list-sql';
import { beds } from '../../db/schema';
import { bedSearch } from './search';

export interface BedFilter {
  search?: string;
  roomId?: number;
  propertyId?: number;
}

/** A bed as the API gives it (`Bed`), as json, from `beds b`, its room `r` and property `p`. */
const BED_JSON = sql`json_build_object('id', b.id, 'number', b.number, 'price', b.price::text,
  'room', json_build_object('id', r.id, 'number', r.number,
    'property', json_build_object('id', p.id, 'address', p.address)))`;
const SELECT = sql`SELECT ${BED_JSON} AS item`;
const JOIN_ROOM_PROPERTY = sql`JOIN rooms r ON r.id = b.room_id JOIN properties p ON p.id = r.property_id`;

/**
 * "By room" and "by property" keep each room's beds together, by number. The room's number and
 * property come from the bed's own copies (migration 0005); only the address needs a join.
 */
const ORDER: OrderColumns<BedOrderingKey> = {
  number: [sql`b.number`, sql`b.id`],
  price: [sql`b.price`, sql`b.id`],
  room: [sql`b.room_number`, sql`b.room_id`, sql`b.number`],
  property: [sql`p.address`, sql`b.property_id`, sql`b.room_number`, sql`b.room_id`, sql`b.number`],
  id: [sql`b.id`],
};
/** What an ordering needs joined besides the beds. */
const ORDER_JOINS: Partial<Record<BedOrderingKey, SQL>> = {
  property: sql`JOIN properties p ON p.id = b.property_id`,
};

/** The room and property filters, on the beds row only (`b`), so that counting and paging need no join. */
function filterConditions(filter: BedFilter) {
  const conditions: SQL[] = [];
  if (filter.roomId !== undefined) conditions.push(sql`b.room_id = ${filter.roomId}`);
  if (filter.propertyId !== undefined) conditions.push(sql`b.property_id = ${filter.propertyId}`);
  return conditions;
}

/** What the search and the page need of a matching bed; every covering index of beds carries it. */
const MATCH_COLUMNS = sql`b.id, b.number, b.price, b.room_id, b.room_number, b.property_id`;

/** The beds a search keeps: the union of its alternatives, each from one index (see bedSearch). */
function matchedBeds(filter: BedFilter) {
  const { anyOf, allOf } = bedSearch(filter.search);
  const rest = [...allOf, ...filterConditions(filter)];
  return sql.join(
    anyOf.map((alternative) => sql`SELECT ${MATCH_COLUMNS} FROM beds b ${whereSql([alternative, ...rest])}`),
    sql` UNION `,
  );
}

/** The number of beds the filter keeps; without search, from the counters the database keeps. */
function totalOf(filter: BedFilter) {
  if (searchTerms(filter.search).length) return sql`SELECT count(*) FROM (${matchedBeds(filter)}) m`;
  const { roomId, propertyId } = filter;
  if (roomId !== undefined) {
    const inProperty = propertyId === undefined ? sql`` : sql`AND property_id = ${propertyId}`;
    return sql`SELECT coalesce(sum(beds_count), 0) FROM rooms WHERE id = ${roomId} ${inProperty}`;
  }
  const property = propertyId === undefined ? sql`` : sql`WHERE id = ${propertyId}`;
  return sql`SELECT coalesce(sum(beds_count), 0) FROM properties ${property}`;
}

/**
 * A page of beds and their total, in one round trip. The page's ids come first, from the beds alone
 * (or with the address to sort by), then only those rows are joined and written as JSON: in one plain
 * join, PostgreSQL would build every joined row's JSON before sorting them (decision 015). Searching,
 * the matching beds are found once (a materialized CTE) for both the total and the page; otherwise
 * the total comes from the counters.
 * (A subquery in FROM cannot see the outer aliases, so a condition on a table it lacks fails loudly.)
 */
export async function selectBedsPage(
  db: Executor,
  filter: BedFilter,
  ordering: BedOrdering,
  window: { limit: number; offset: number },
) {
  const conditions = filterConditions(filter);
  const where = whereSql(conditions);
  const order = orderBySql(ORDER, ordering);
  const joins = ORDER_JOINS[parseOrdering(ordering).key];
  const limit = limitSql(window);
  const searching = searchTerms(filter.search).length > 0;
  const pageIds = searching
    ? sql`SELECT b.id FROM matched b ${joins ?? sql``} ${order} ${limit}`
    : sql`SELECT b.id FROM beds b ${joins ?? sql``} ${where} ${order} ${limit}`;
  return queryPage<Bed>(
    db,
    {
      ...(searching
        ? {
            with: sql`matched AS MATERIALIZED (${matchedBeds(filter)})`,
            total: sql`SELECT count(*) FROM matched`,
          }
        : { total: totalOf(filter) }),
      page: sql`${SELECT} FROM (${pageIds}) page JOIN beds b ON b.id = page.id ${JOIN_ROOM_PROPERTY} ${order}`,
    },
    { reusePlan: !searching },
  );
}

export async function findBed(db: Executor, id: number) {
  const [row] = await queryRows<{ item: Bed }>(
    db,
    sql`${SELECT} FROM beds b ${JOIN_ROOM_PROPERTY} WHERE b.id = ${id}`,
    { reusePlan: true },
  );
  return row?.item ?? null;
}

/** The bed, locked until the transaction ends (before deleting it). */
export async function lockBed(db: Executor, id: number) {
  const [row] = await queryRows<{ item: Bed }>(
    db,
    sql`${SELECT} FROM beds b ${JOIN_ROOM_PROPERTY} WHERE b.id = ${id} FOR UPDATE OF b`,
  );
  return row?.item ?? null;
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
