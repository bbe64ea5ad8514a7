import { parseOrdering, type TransactionType } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { containsPattern, inList, searchTerms, whereSql } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import {
  LEDGER_ROW_JOINS,
  LEDGER_ROW_PARTS,
  ledgerRowJson,
  type LedgerRowParts,
} from '../ledger/ledger-rows';
import type { TransactionCursor, TransactionOrdering, TransactionOrderingKey } from './transactions.cursor';

/** The transactions list's filters (decision 009). Days are booked days (`booked_on`, decision 037). */
export interface TransactionFilter {
  types?: TransactionType[];
  subTypeId?: number;
  /** Words that must each be part of the property's address. */
  property?: string;
  /** Words that must each be part of the tenant's first or last name ("maria gar", "garcia maria"). */
  tenant?: string;
  dateFrom?: string;
  dateTo?: string;
}

function conditionsOf(filter: TransactionFilter): Sql[] {
  const conditions: Sql[] = [];
  if (filter.types?.length) conditions.push(inList(sql`tr.type`, filter.types));
  if (filter.subTypeId !== undefined) conditions.push(sql`tr.sub_type_id = ${filter.subTypeId}`);
  const propertyTerms = searchTerms(filter.property);
  if (propertyTerms.length) {
    const matches = propertyTerms.map((term) => sql`pf.search_address LIKE lower(${containsPattern(term)})`);
    conditions.push(sql`tr.property_id IN (SELECT pf.id FROM properties pf ${whereSql(matches)})`);
  }
  const tenantTerms = searchTerms(filter.tenant);
  if (tenantTerms.length) {
    // tenant_search.search_text ("first last email phone", lower-cased) has the trigram index;
    // name_text ("first last") keeps a term that only matches the e-mail or phone out.
    const matches = tenantTerms.flatMap((term) => [
      sql`ts.search_text LIKE lower(${containsPattern(term)})`,
      sql`ts.name_text LIKE lower(${containsPattern(term)})`,
    ]);
    conditions.push(sql`tr.tenant_id IN (SELECT ts.tenant_id FROM tenant_search ts ${whereSql(matches)})`);
  }
  if (filter.dateFrom) conditions.push(sql`tr.booked_on >= ${filter.dateFrom}::date`);
  if (filter.dateTo) conditions.push(sql`tr.booked_on <= ${filter.dateTo}::date`);
  return conditions;
}

/**
 * Sort keys: the column, its cursor text (`created_at` in UTC to the microsecond, the booked day and
 * the amount as written) and that text read back. Directions follow each key's index (e.g.
 * transactions_created_at_id_idx, created_at DESC NULLS LAST, id DESC NULLS LAST): descending walks it
 * forwards, ascending (NULLS FIRST, the same order for these NOT NULL columns) backwards.
 */
const SORT_KEYS: Record<
  TransactionOrderingKey,
  { column: Sql; cursorText: Sql; fromCursor: (key: string) => Sql }
> = {
  created_at: {
    column: sql`tr.created_at`,
    cursorText: sql`to_char(tr.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    fromCursor: (key) => sql`${key}::timestamptz`,
  },
  booked_on: {
    column: sql`tr.booked_on`,
    cursorText: sql`tr.booked_on::text`,
    fromCursor: (key) => sql`${key}::date`,
  },
  amount: {
    column: sql`tr.amount`,
    cursorText: sql`tr.amount::text`,
    fromCursor: (key) => sql`${key}::numeric`,
  },
};

export interface TransactionBatch {
  /** Each row's JSON text (its stored facts and its names, ledger-rows.ts): a page sends them on as they are (decisions 015, 032). */
  rows: string[];
  /** The position after the last row when more rows follow, else null. */
  next: TransactionCursor | null;
}

/**
 * Up to `limit` rows after `after` (keyset: never OFFSET, so any depth costs the same, and rows
 * posted meanwhile cannot shift the pages that follow), and whether more follow.
 */
export async function selectTransactionBatch(
  db: Executor,
  filter: TransactionFilter,
  ordering: TransactionOrdering,
  after: TransactionCursor | null,
  limit: number,
): Promise<TransactionBatch> {
  const { key, descending } = parseOrdering(ordering);
  const sort = SORT_KEYS[key];
  const conditions = conditionsOf(filter);
  if (after) {
    const position = sql`(${sort.fromCursor(after.key)}, ${after.id}::bigint)`;
    conditions.push(sql`(${sort.column}, tr.id) ${sql.raw(descending ? '<' : '>')} ${position}`);
  }
  const direction = sql.raw(descending ? 'DESC NULLS LAST' : 'ASC NULLS FIRST');
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Not a page size: ${limit}`);
  const rows = await db.query<LedgerRowParts & { id: number; cursor_key: string }>(
    // The page's rows from the ledger alone, then each one's stored facts and names (decision 032).
    sql`SELECT ${LEDGER_ROW_PARTS}, tr.id, tr.cursor_key
        FROM (SELECT tr.*, ${sort.column} AS sort_key, ${sort.cursorText} AS cursor_key
              FROM transactions tr ${whereSql(conditions)}
              ORDER BY ${sort.column} ${direction}, tr.id ${direction} LIMIT ${sql.raw(String(limit + 1))}) tr
        ${LEDGER_ROW_JOINS}
        ORDER BY tr.sort_key ${direction}, tr.id ${direction}`,
    // One plan per filter shape (the limit is written in, not a parameter: decision 012), except for
    // a name or address search, whose best plan depends on how common its words are.
    { reusePlan: !filter.tenant?.trim() && !filter.property?.trim() },
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page.map(ledgerRowJson),
    next: rows.length > limit && last ? { key: last.cursor_key, id: last.id } : null,
  };
}
