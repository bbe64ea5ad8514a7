import {
  parseOrdering,
  type OrderStatus,
  type Relationship,
  type TenantListItem,
  type TenantOrdering,
  type TenantOrderingKey,
  type TenantStatusFilter,
} from '@bunkhouse/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { containsPattern, queryPage, searchTerms, whereSql } from '../../db/list-sql';
import { isoTime } from '../orders/orders.queries';

export interface TenantFilter {
  search?: string;
  deleted?: boolean;
  statuses?: TenantStatusFilter[];
}

/** The columns a tenant row is written with (the form's fields; the SSN as last 4 and hash). */
export interface TenantColumns {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  description: string | null;
  emergency_contact_first_name: string | null;
  emergency_contact_last_name: string | null;
  emergency_contact_email: string | null;
  emergency_contact_phone: string | null;
  emergency_contact_relationship_to_tenant: Relationship | null;
  ssn_last4?: string | null;
  ssn_hash?: string | null;
  expected_payment_date?: string | null;
}

export interface TenantRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  balance_amount: string;
  expected_payment_date: string | null;
  created_at: string;
  deleted_at: string | null;
  order_status: OrderStatus | null;
  current_order_id: number | null;
  current_order_status: OrderStatus | null;
  current_period_payment: 'monthly' | 'weekly' | 'daily' | null;
  current_rent_amount: string | null;
  current_rent_due_date: string | null;
  current_order_created_at: string | null;
}

/** The list's columns; the current order's status and period come from the order row itself. */
const LIST_FIELDS = sql`t.id, t.first_name, t.last_name, t.email, t.phone, t.balance_amount,
  t.expected_payment_date, ${isoTime(sql`t.created_at`)} AS created_at,
  ${isoTime(sql`t.deleted_at`)} AS deleted_at, t.order_status, t.current_order_id,
  o.status AS current_order_status, o.period_payment AS current_period_payment,
  t.current_rent_amount, t.current_rent_due_date,
  ${isoTime(sql`t.current_order_created_at`)} AS current_order_created_at`;
const JOIN_CURRENT_ORDER = sql`LEFT JOIN orders o ON o.id = t.current_order_id`;

export const toTenantListItem = (row: TenantRow): TenantListItem => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  balance_amount: row.balance_amount,
  expected_payment_date: row.expected_payment_date,
  created_at: row.created_at,
  deleted_at: row.deleted_at,
  deleted: row.deleted_at !== null,
  status: row.order_status,
  current_order:
    row.current_order_id === null
      ? null
      : {
          id: row.current_order_id,
          status: row.current_order_status!,
          period_payment: row.current_period_payment!,
          rent_amount: row.current_rent_amount!,
          rent_due_date: row.current_rent_due_date,
          created_at: row.current_order_created_at!,
        },
});

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
 * name, e-mail or phone (DRF SearchFilter), matched in the lower-cased `search_text` through its
 * trigram index; a term written like a phone ('(312)', '555-0142') is matched by its digits.
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
  for (const term of searchTerms(filter.search)) {
    const text = PHONE_TERM.test(term) ? term.replace(/\D/g, '') : term;
    conditions.push(sql`t.search_text LIKE lower(${containsPattern(text)})`);
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
  const limit = sql`LIMIT ${window.limit} OFFSET ${window.offset}`;
  const { key } = parseOrdering(ordering);
  // A search reads its matches once through the trigram index, for the page and the total, and sorts
  // them (few, even for a broad term); left to itself the planner may walk a sort index and test every
  // tenant against the pattern.
  const searching = searchTerms(filter.search).length > 0;
  const matched = sql`WITH matched AS MATERIALIZED (SELECT t.id, ${sql.raw(
    ORDER_KEYS[key].columns
      .filter((c) => c !== 'id')
      .map((c) => `t.${c}`)
      .join(', '),
  )} FROM tenants t ${where})`;
  const pageIds = searching
    ? sql`SELECT m.id FROM matched m ${orderBy(ordering, 'm.')} ${limit}`
    : sql`SELECT t.id FROM tenants t ${where} ${order} ${limit}`;
  const { total, rows } = await queryPage<TenantRow>(
    db,
    (totalColumn) =>
      sql`${searching ? matched : sql``}
          SELECT ${LIST_FIELDS}, ${searching ? sql`(SELECT count(*) FROM matched) AS page_total` : totalColumn}
          FROM (${pageIds}) page
          JOIN tenants t ON t.id = page.id ${JOIN_CURRENT_ORDER}
          ${order}`,
    totalOf(filter),
    window.offset,
  );
  return { count: total, results: rows.map(toTenantListItem) };
}

export interface TenantDetailRow extends TenantRow {
  date_of_birth: string;
  description: string | null;
  ssn_last4: string | null;
  emergency_contact_first_name: string | null;
  emergency_contact_last_name: string | null;
  emergency_contact_email: string | null;
  emergency_contact_phone: string | null;
  emergency_contact_relationship_to_tenant: Relationship | null;
  updated_at: string;
}

export async function findTenant(db: Executor, id: number): Promise<TenantDetailRow | null> {
  const [row] = await queryRows<TenantDetailRow>(
    db,
    sql`SELECT ${LIST_FIELDS}, t.date_of_birth, t.description, t.ssn_last4,
               t.emergency_contact_first_name, t.emergency_contact_last_name, t.emergency_contact_email,
               t.emergency_contact_phone, t.emergency_contact_relationship_to_tenant,
               ${isoTime(sql`t.updated_at`)} AS updated_at
        FROM tenants t ${JOIN_CURRENT_ORDER} WHERE t.id = ${id}`,
  );
  return row ?? null;
}

/** The tenant, locked until the transaction ends, with whether it has an order that is not completed. */
export async function lockTenant(db: Executor, id: number) {
  const [row] = await queryRows<{
    id: number;
    is_deleted: boolean;
    ssn_hash: string | null;
    open_order_id: number | null;
  }>(
    db,
    sql`SELECT t.id, t.deleted_at IS NOT NULL AS is_deleted, t.ssn_hash,
               (SELECT o.id FROM orders o WHERE o.tenant_id = t.id AND o.status <> 'completed') AS open_order_id
        FROM tenants t WHERE t.id = ${id} FOR NO KEY UPDATE OF t`,
  );
  return row ?? null;
}

export async function findSsnHash(db: Executor, id: number) {
  const [row] = await queryRows<{ ssn_hash: string | null }>(
    db,
    sql`SELECT ssn_hash FROM tenants WHERE id = ${id}`,
  );
  return row ?? null;
}

/** The writable columns a tenant is stored with; never `balance_amount` (the ledger's alone). */
const WRITABLE = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'description',
  'emergency_contact_first_name',
  'emergency_contact_last_name',
  'emergency_contact_email',
  'emergency_contact_phone',
  'emergency_contact_relationship_to_tenant',
  'ssn_last4',
  'ssn_hash',
  'expected_payment_date',
] as const;

const present = (columns: Partial<TenantColumns>) =>
  WRITABLE.filter((name) => columns[name] !== undefined).map((name) => ({
    name: sql.raw(name),
    value: columns[name] ?? null,
  }));

export async function insertTenant(db: Executor, columns: TenantColumns) {
  const values = present(columns);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO tenants (${sql.join(
      values.map((v) => v.name),
      sql`, `,
    )}) VALUES (${sql.join(
      values.map((v) => sql`${v.value}`),
      sql`, `,
    )}) RETURNING id`,
  );
  return row!.id;
}

/** Writes the given columns (undefined ones are left as they are). */
export async function updateTenant(db: Executor, id: number, columns: Partial<TenantColumns>) {
  const values = present(columns);
  await db.execute(
    sql`UPDATE tenants SET ${sql.join(
      [...values.map((v) => sql`${v.name} = ${v.value}`), sql`updated_at = now()`],
      sql`, `,
    )} WHERE id = ${id}`,
  );
}

export async function setTenantDeleted(db: Executor, id: number, isDeleted: boolean) {
  await db.execute(
    sql`UPDATE tenants SET deleted_at = ${isDeleted ? sql`now()` : sql`NULL`}, updated_at = now()
        WHERE id = ${id}`,
  );
}

export const tenantExists = async (db: Executor, id: number) =>
  (await queryRows(db, sql`SELECT 1 FROM tenants WHERE id = ${id}`)).length > 0;
