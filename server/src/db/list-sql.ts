import { parseOrdering, type Ordering } from '@bunkhouse/contract';
import { sql, type SQL } from 'drizzle-orm';
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
 * A page of rows and the total in one round trip: the total rides along as a column (an uncorrelated
 * scalar subquery, computed once). Only an empty page after the first needs the total on its own.
 * `rowsWith(total)` is the page query with `total` among its selected columns; a page query that finds
 * its rows in a CTE may select its own `page_total` from there instead, as long as it equals `total`.
 */
export async function queryPage<T>(
  db: Executor,
  rowsWith: (total: SQL) => SQL,
  total: SQL,
  offset: number,
  options: { reusePlan: boolean },
): Promise<{ total: number; rows: T[] }> {
  const rows = await queryRows<T & { page_total: number }>(
    db,
    rowsWith(sql`(${total}) AS page_total`),
    options,
  );
  if (rows.length) return { total: rows[0]!.page_total, rows };
  if (offset === 0) return { total: 0, rows };
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT (${total}) AS n`, options);
  return { total: row!.n, rows };
}
