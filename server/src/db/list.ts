import { parseOrdering, type Ordering } from '@bunkhouse/contract';
import type { Executor } from './database';
import type { JsonSql } from './json';
import { sql, type Sql } from './sql';

/**
 * The one list pipeline (decision 015): a list's query parameters are read once (`listQuery`), its
 * module writes its conditions, ordering and item, and `queryPage` writes the page and its total in
 * one statement, always in the same shape.
 */

/** At most this many terms count; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 10;

export interface ListQuery<K extends string> {
  /** Search terms (DRF SearchFilter: separated by whitespace or commas, each must match). */
  terms: string[];
  order: { key: K; descending: boolean };
  window: { limit: number; offset: number };
}

/** DRF SearchFilter's terms: separated by whitespace or commas, at most MAX_TERMS. */
export const searchTerms = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS);

/** LIMIT and OFFSET of a page. */
export const pageWindow = ({ page, page_size }: { page: number; page_size: number }) => ({
  limit: page_size,
  offset: (page - 1) * page_size,
});

/** The list parameters every paged list takes, read once. */
export function listQuery<K extends string>(
  query: { search?: string; ordering?: Ordering<K>; page: number; page_size: number },
  defaultOrdering: Ordering<K>,
): ListQuery<K> {
  return {
    terms: searchTerms(query.search),
    order: parseOrdering(query.ordering ?? defaultOrdering),
    window: pageWindow(query),
  };
}

/** `%term%` for LIKE, with the term's own wildcards escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A term that can equal a room or bed number (a whole number within `max`), or null. */
export function numberTerm(term: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(term)) return null;
  const value = Number(term);
  return value >= 1 && value <= max ? value : null;
}

/** `WHERE a AND b …`, or nothing. */
export const whereSql = (conditions: readonly Sql[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, ' AND ')}` : sql.empty;

/** `col IN ($1, $2, …)` for a non-empty list of values. */
export const inList = (column: Sql, values: readonly string[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql`${value}`),
    ', ',
  )})`;

/**
 * ORDER BY for an ordering: each key sorts by its columns, the last of them unique (the tiebreak);
 * descending reverses every column. Keys in `nullsLast` keep their empty values last both ways (their
 * descending index is (key DESC NULLS LAST, id DESC NULLS LAST)).
 */
export function orderBySql<K extends string>(
  columns: Record<K, readonly Sql[]>,
  { key, descending }: ListQuery<K>['order'],
  nullsLast: readonly K[] = [],
): Sql {
  const direction = sql.raw(descending ? (nullsLast.includes(key) ? ' DESC NULLS LAST' : ' DESC') : ' ASC');
  return sql`ORDER BY ${sql.join(
    columns[key].map((column) => sql`${column}${direction}`),
    ', ',
  )}`;
}

/** `LIMIT … OFFSET …` as literals, so that a named statement keeps one plan (named-statements.ts). */
export function limitSql({ limit, offset }: ListQuery<string>['window']): Sql {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`Not a page window: ${limit}, ${offset}`);
  }
  return sql.raw(`LIMIT ${limit} OFFSET ${offset}`);
}

/**
 * JSON that PostgreSQL wrote, `T` being what it is: the response serializer writes it into the body
 * as it is instead of parsing and stringifying it again (http/serializer.ts).
 */
export class JsonText<T> {
  /** Type only: what the JSON is. */
  declare readonly shape?: T;
  constructor(readonly text: string) {}
}

/** What a list service returns; the route adds the links (http/page.ts). */
export interface PageOf<T> {
  count: number;
  results: JsonText<T[]>;
}

export interface PageSpec<T> {
  /** The list's table and its alias (`{ table: 'rooms', alias: 'r' }`): `r.id` is the row's id. */
  table: string;
  alias: string;
  /** Conditions on the table alone, so that counting and paging need no join. */
  where: readonly Sql[];
  /**
   * A search: the rows it matches (a SELECT of the table's alias with what the ordering reads),
   * found once for the total and the page under the table's alias. A search is planned for each
   * request; a list without one keeps its plan.
   */
  matched?: Sql;
  /** What sorting needs besides the table (`JOIN properties p ON p.id = r.property_id`). */
  sortJoins?: Sql;
  order: Sql;
  /** The total without search when counters give it cheaper than count(*) (see each list). */
  total?: Sql;
  /** The item of each row, and what it needs joined to the page's ids (`JOIN rooms r ON r.id = page.id …`). */
  item: JsonSql<T>;
  itemFrom: Sql;
}

/**
 * A page of a list and its total, in one statement. The page's ids come first, from the table alone
 * (or what sorting needs), then only those rows are joined and written as JSON: in one plain join,
 * PostgreSQL would build every joined row's JSON before sorting (a deferred join). The items are
 * aggregated in the page's order into one JSON text.
 */
export async function queryPage<T>(
  db: Executor,
  window: ListQuery<string>['window'],
  spec: PageSpec<T>,
): Promise<PageOf<T>> {
  const alias = sql.identifier(spec.alias);
  const table = sql`${sql.identifier(spec.table)} ${alias}`;
  const ids = spec.matched
    ? sql`SELECT ${alias}.id FROM matched ${alias} ${spec.sortJoins ?? sql.empty}`
    : sql`SELECT ${alias}.id FROM ${table} ${spec.sortJoins ?? sql.empty} ${whereSql(spec.where)}`;
  const total = spec.matched
    ? sql`SELECT count(*) FROM matched`
    : (spec.total ?? sql`SELECT count(*) FROM ${table} ${whereSql(spec.where)}`);
  const [row] = await db.query<{ page_total: number; results: string }>(
    sql`${spec.matched ? sql`WITH matched AS MATERIALIZED (${spec.matched})` : sql.empty}
        SELECT (${total})::int AS page_total, coalesce(json_agg(p.item), '[]')::text AS results
        FROM (SELECT ${spec.item} AS item
              FROM (${ids} ${spec.order} ${limitSql(window)}) page ${spec.itemFrom}
              ${spec.order}) p`,
    { reusePlan: !spec.matched },
  );
  return { count: row!.page_total, results: new JsonText<T[]>(row!.results) };
}
