import type { TenantOrderingKey, TenantStatusFilter } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { containsPattern, inList, orderBySql, queryPage, whereSql, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { TENANT_CURRENT_ORDER, TENANT_LIST_JSON } from '../../presenters/tenants';

/** The tenants list (GET /api/tenants/): filters, orderings, search and the page with its total. */

export interface TenantFilter {
  deleted?: boolean;
  statuses?: TenantStatusFilter[];
}

/**
 * Sort keys: columns of the tenant's row, the current order's copied there (db/derived/
 * tenant-current-order.sql), then the id. Keys that can be empty keep the empty ones last in both
 * directions (an index per direction, see the schema); the others read one index either way.
 */
const ORDER_COLUMNS: Record<TenantOrderingKey, string[]> = {
  last_name: ['last_name', 'first_name'],
  balance_amount: ['balance_amount'],
  expected_payment_date: ['expected_payment_date'],
  orders__rent_amount: ['current_rent_amount'],
  orders__created_at: ['current_order_created_at'],
  orders__rent_records__rent_due_date: ['current_rent_due_date'],
};
const NULLABLE: TenantOrderingKey[] = [
  'expected_payment_date',
  'orders__rent_amount',
  'orders__created_at',
  'orders__rent_records__rent_due_date',
];
const columnsOf = (key: TenantOrderingKey) =>
  [...ORDER_COLUMNS[key], 'id'].map((column) => sql`t.${sql.identifier(column)}`);
const ORDER = Object.fromEntries(
  (Object.keys(ORDER_COLUMNS) as TenantOrderingKey[]).map((key) => [key, columnsOf(key)]),
) as Record<TenantOrderingKey, Sql[]>;

/**
 * Each status chip twice, once per way of counting: the order statuses it keeps on the tenant's row
 * (`no_order`: no order that is not completed), and the `tenant_counts` buckets it sums, where '' is
 * "never had an order" (db/derived/tenant-counts.sql).
 */
const STATUS_CHIPS: Record<TenantStatusFilter, { orderStatus: string | null; buckets: string[] }> = {
  active: { orderStatus: 'active', buckets: ['active'] },
  overdue: { orderStatus: 'overdue', buckets: ['overdue'] },
  completed: { orderStatus: 'completed', buckets: ['completed'] },
  no_order: { orderStatus: null, buckets: ['', 'completed'] },
};

/** A term that looks like (part of) a phone number: digits and the mask's punctuation. */
const PHONE_TERM = /^[\d()+.-]*\d[\d()+.-]*$/;

/**
 * The search's condition on `tenants t` (the list's, and the search from anywhere's: modules/search),
 * or null without terms: every term must be in the name, e-mail or phone (DRF SearchFilter), matched
 * in the lower-cased `tenant_search.search_text` through its trigram index; a term written like a
 * phone ('(312)', '555-0142') is matched by its digits. The matches are taken as an array, then each
 * tenant by id (as `IN`, the planner may hash them against a scan of every tenant).
 */
export function tenantSearchCondition(terms: string[]): Sql | null {
  if (!terms.length) return null;
  const matches = terms.map((term) => {
    const text = PHONE_TERM.test(term) ? term.replace(/\D/g, '') : term;
    return sql`s.search_text LIKE lower(${containsPattern(text)})`;
  });
  return sql`t.id = ANY(ARRAY(SELECT s.tenant_id FROM tenant_search s ${whereSql(matches)}))`;
}

/** Conditions on `tenants t` alone, so that counting needs no join: the filters, then the search. */
function conditionsOf(filter: TenantFilter, terms: string[]): Sql[] {
  const conditions: Sql[] = [];
  if (filter.deleted !== undefined) {
    conditions.push(filter.deleted ? sql`t.deleted_at IS NOT NULL` : sql`t.deleted_at IS NULL`);
  }
  if (filter.statuses?.length) {
    const chips = filter.statuses.map((status) => STATUS_CHIPS[status]);
    const statuses = chips.flatMap((chip) => (chip.orderStatus ? [chip.orderStatus] : []));
    const either = statuses.length ? [inList(sql`t.order_status`, statuses)] : [];
    if (chips.some((chip) => chip.orderStatus === null)) either.push(sql`t.current_order_id IS NULL`);
    conditions.push(sql`(${sql.join(either, ' OR ')})`);
  }
  const search = tenantSearchCondition(terms);
  if (search) conditions.push(search);
  return conditions;
}

/** The number of tenants without search, from the buckets the database keeps (at most 8 rows). */
function totalOf(filter: TenantFilter): Sql {
  const conditions: Sql[] = [];
  if (filter.deleted !== undefined) conditions.push(sql`c.is_deleted = ${filter.deleted}`);
  if (filter.statuses?.length) {
    const buckets = new Set(filter.statuses.flatMap((status) => STATUS_CHIPS[status].buckets));
    conditions.push(inList(sql`c.order_status`, [...buckets]));
  }
  return sql`SELECT coalesce(sum(c.n), 0)::int FROM tenant_counts c ${whereSql(conditions)}`;
}

/**
 * A page of tenants and their total. A search reads its matches once through the trigram index, for
 * the page and the total, and sorts them (few, even for a broad term); left to itself the planner may
 * walk a sort index and test every tenant against the pattern.
 */
export async function selectTenantsPage(
  db: Executor,
  filter: TenantFilter,
  list: ListQuery<TenantOrderingKey>,
) {
  const where = conditionsOf(filter, list.terms);
  return queryPage(db, list.window, {
    table: 'tenants',
    alias: 't',
    where,
    matched: list.terms.length
      ? sql`SELECT ${sql.join(columnsOf(list.order.key), ', ')} FROM tenants t ${whereSql(where)}`
      : undefined,
    order: orderBySql(ORDER, list.order, NULLABLE),
    total: totalOf(filter),
    item: TENANT_LIST_JSON,
    itemFrom: sql`JOIN tenants t ON t.id = page.id ${TENANT_CURRENT_ORDER}`,
  });
}
