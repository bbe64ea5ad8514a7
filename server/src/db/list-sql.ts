import { parseOrdering, type Ordering } from '@bunkhouse/contract';
import { sql, type SQL } from 'drizzle-orm';
import { JsonText } from '../http/json-text';
import type { PageOf } from '../http/pagination';
import { queryRows, type Executor } from './client';

/**
 * SQL pieces shared by the paged lists: ORDER BY from an `ordering` parameter, search terms, WHERE.
 */

/** Sort keys per ordering key; descending reverses every key, so the tiebreak stays stable. */
export type OrderColumns<K extends string> = Record<K, SQL[]>;

export function orderBySql<K extends string>(columns: OrderColumns<K>, ordering: Ordering<K>): SQL {
  const { key, descending } = parseOrdering(ordering);
  const direction = descending ? sql` DESC` : sql` ASC`;
  return sql`ORDER BY ${sql.join(
    columns[key].map((column) => sql`${column}${direction}`),
    sql`, `,
  )}`;
}

/** At most this many terms count; the rest of a pasted paragraph is ignored. */
const MAX_TERMS = 10;

/** DRF SearchFilter: terms separated by whitespace or commas, each of which must match. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/** `%term%` for LIKE/ILIKE, with the term's own wildcards escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A term that can equal a room or bed number (a whole number within `max`), or null. */
export function numberTerm(term: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(term)) return null;
  const value = Number(term);
  return value >= 1 && value <= max ? value : null;
}

/**
 * `LIMIT … OFFSET …` as literals, so that a list without search can reuse one plan (see queryRows);
 * both come from validated query parameters, and anything but a whole number is refused here.
 */
export function limitSql({ limit, offset }: { limit: number; offset: number }): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`Not a page window: ${limit}, ${offset}`);
  }
  return sql.raw(`LIMIT ${limit} OFFSET ${offset}`);
}

/** `WHERE a AND b …`, or nothing. */
export const whereSql = (conditions: SQL[]) =>
  conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;

/**
 * A page and its total in one round trip, the page's JSON written by PostgreSQL (decision 015).
 * - `page`: the page's rows in order, each with its list item as one json column `item` (the list's
 *   explicit fields, built with json_build_object); the rows are aggregated in the order the page
 *   query gives them (a sorted subquery feeding an aggregate, as PostgreSQL's documentation shows).
 * - `total`: a query of the number of rows the filter keeps; it may read a CTE of `with`.
 * - `with`: CTEs (without the WITH) for both, e.g. the matches of a search found once.
 * The response writes `results` as it is (see `JsonText`); nothing parses the rows in between.
 */
export async function queryPage<T>(
  db: Executor,
  { page, total, with: ctes }: { page: SQL; total: SQL; with?: SQL },
  options: { reusePlan: boolean },
): Promise<PageOf<T>> {
  const [row] = await queryRows<{ page_total: number; results: string }>(
    db,
    sql`${ctes ? sql`WITH ${ctes}` : sql``}
        SELECT (${total})::int AS page_total, coalesce(json_agg(p.item), '[]')::text AS results
        FROM (${page}) p`,
    options,
  );
  return { count: row!.page_total, results: new JsonText(row!.results) };
}
