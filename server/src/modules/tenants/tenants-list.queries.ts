import {
  parseOrdering,
  type TenantOrdering,
  type TenantOrderingKey,
  type TenantListItem,
  type TenantStatusFilter,
} from '@bunkhouse/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern, limitSql, queryPage, searchTerms, whereSql } from '../../db/list-sql';
import { JOIN_CURRENT_ORDER, TENANT_LIST_JSON } from './tenants.queries';

/** The tenants list (GET /api/tenants/): filters, orderings, search and the page with its total. */

export interface TenantFilter {
  search?: string;
  deleted?: boolean;
  statuses?: TenantStatusFilter[];
}

/**
 * Sort keys: one column and the id. Keys that can be empty keep the empty ones last in both directions
 * (an index per direction, see the schema), the others read one index forwards or backwards.
 */
const ORDER_KEYS: Record<TenantOrderingKey, { columns: string[]; nullable: boolean }> = {
  last_name: { columns: ['last_name', 'first_name', 'id'], nullable: false },
  balance_amount: { columns: ['balance_amount', 'id'], nullable: false },
  expected_payment_date: { columns: ['expected_payment_date', 'id'], nullable: true },
  orders__rent_amount: { columns: ['current_rent_amount', 'id'], nullable: true },
  orders__created_at: { columns: ['current_order_created_at', 'id'], nullable: true },
  orders__rent_records__rent_due_date: { columns: ['current_rent_due_date', 'id'], nullable: true },
};

/** ORDER BY for an ordering; `prefix` names the columns' table (`t.` or a subquery's). */
function orderBy(ordering: TenantOrdering, prefix = 't.'): SQL {
  const { key, descending } = parseOrdering(ordering);
  const { columns, nullable } = ORDER_KEYS[key];
  // Nullable keys sort NULLS LAST both ways; their descending index is (key DESC NULLS LAST, id DESC
  // NULLS LAST), which "id DESC" (NULLS FIRST) would not match, though ids are never null.
  const direction = sql.raw(descending ? (nullable ? ' DESC NULLS LAST' : ' DESC') : ' ASC');
  return sql`ORDER BY ${sql.join(
    columns.map((column) => sql`${sql.raw(prefix)}${sql.raw(column)}${direction}`),
    sql`, `,
  )}`;
}

/** A term that looks like (part of) a phone number: digits and the mask's punctuation. */
const PHONE_TERM = /^[\d()+.-]*\d[\d()+.-]*$/;

/**
 * Conditions on `tenants t` alone, so that counting needs no join. Search: every term must be in the
 * name, e-mail or phone (DRF SearchFilter), matched in the lower-cased `tenant_search.search_text`
 * through its trigram index; a term written like a phone ('(312)', '555-0142') is matched by its digits.
 */
function conditionsOf(filter: TenantFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.deleted !== undefined) {
    conditions.push(filter.deleted ? sql`t.deleted_at IS NOT NULL` : sql`t.deleted_at IS NULL`);
  }
  if (filter.statuses?.length) {
    const statuses = filter.statuses.filter((s) => s !== 'no_order');
    const either: SQL[] = [];
    if (statuses.length) {
      either.push(
        sql`t.order_status IN (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      );
    }
    if (filter.statuses.includes('no_order')) either.push(sql`t.current_order_id IS NULL`);
    conditions.push(sql`(${sql.join(either, sql` OR `)})`);
  }
  const matches = searchTerms(filter.search).map((term) => {
    const text = PHONE_TERM.test(term) ? term.replace(/\D/g, '') : term;
    return sql`s.search_text LIKE lower(${containsPattern(text)})`;
  });
  if (matches.length) {
    // The matches first (an array, from the trigram index), then each one's row by id: as `IN`, the
    // planner hashed them against an index scan of all 50,000 tenants (22 ms instead of 2).
    conditions.push(sql`t.id = ANY(ARRAY(SELECT s.tenant_id FROM tenant_search s ${whereSql(matches)}))`);
  }
  return conditions;
}

/**
 * The number of tenants the filter keeps. Without search, from the bucket counts the database keeps
 * (`tenant_counts`: at most 8 rows); with search, counted through the trigram index.
 */
function totalOf(filter: TenantFilter): SQL {
  if (searchTerms(filter.search).length) {
    return sql`SELECT count(*) FROM tenants t ${whereSql(conditionsOf(filter))}`;
  }
  const conditions: SQL[] = [];
  if (filter.deleted !== undefined) conditions.push(sql`c.is_deleted = ${filter.deleted}`);
  if (filter.statuses?.length) {
    const buckets = new Set<string>(filter.statuses.filter((s) => s !== 'no_order'));
    if (filter.statuses.includes('no_order')) ['', 'completed'].forEach((b) => buckets.add(b));
    conditions.push(
      sql`c.order_status IN (${sql.join(
        [...buckets].map((b) => sql`${b}`),
        sql`, `,
      )})`,
    );
  }
  return sql`SELECT coalesce(sum(c.n), 0)::int FROM tenant_counts c ${whereSql(conditions)}`;
}

/** A page of tenants and their total, in one round trip. */
export async function selectTenantsPage(
  db: Executor,
  filter: TenantFilter,
  ordering: TenantOrdering,
  window: { limit: number; offset: number },
) {
  const where = whereSql(conditionsOf(filter));
  const order = orderBy(ordering);
  const limit = limitSql(window);
  const { key } = parseOrdering(ordering);
  // A search reads its matches once through the trigram index, for the page and the total, and sorts
  // them (few, even for a broad term); left to itself the planner may walk a sort index and test every
  // tenant against the pattern.
  const searching = searchTerms(filter.search).length > 0;
  const matched = sql`matched AS MATERIALIZED (SELECT t.id, ${sql.raw(
    ORDER_KEYS[key].columns
      .filter((c) => c !== 'id')
      .map((c) => `t.${c}`)
      .join(', '),
  )} FROM tenants t ${where})`;
  const pageIds = searching
    ? sql`SELECT m.id FROM matched m ${orderBy(ordering, 'm.')} ${limit}`
    : sql`SELECT t.id FROM tenants t ${where} ${order} ${limit}`;
  return queryPage<TenantListItem>(
    db,
    {
      ...(searching
        ? { with: matched, total: sql`SELECT count(*) FROM matched` }
        : { total: totalOf(filter) }),
      page: sql`SELECT ${TENANT_LIST_JSON} AS item
          FROM (${pageIds}) page
          JOIN tenants t ON t.id = page.id ${JOIN_CURRENT_ORDER}
          ${order}`,
    },
    { reusePlan: !searching },
  );
}
