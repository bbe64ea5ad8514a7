import type { Relationship, TenantGender, Transaction, TransactionType } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { inList, JsonText, limitSql, whereSql, type ListQuery, type PageOf } from '../../db/list';
import { sql } from '../../db/sql';
import { TENANT_CURRENT_ORDER, TENANT_JSON } from '../../presenters/tenants';
import {
  LEDGER_ROW_JOINS,
  LEDGER_ROW_PARTS,
  ledgerRowJson,
  type LedgerRowParts,
} from '../ledger/ledger-rows';

/** The columns a tenant row is written with (the form's fields; the SSN as last 4 and hash). */
export interface TenantColumns {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  gender: TenantGender | null;
  description: string | null;
  emergency_contact_first_name: string | null;
  emergency_contact_last_name: string | null;
  emergency_contact_email: string | null;
  emergency_contact_phone: string | null;
  emergency_contact_relationship_to_tenant: Relationship | null;
  ssn_last4?: string | null;
  ssn_hash?: string | null;
  expected_payment_date?: string | null;
  messages_opt_out?: boolean;
}

/** A tenant with everything the detail shows, its orders included. */
export const findTenant = (db: Executor, id: number) =>
  selectItem(db, TENANT_JSON, sql`FROM tenants t ${TENANT_CURRENT_ORDER} WHERE t.id = ${id}`, {
    reusePlan: true,
  });

export async function findSsnHash(db: Executor, id: number) {
  const [row] = await db.query<{ ssn_hash: string | null }>(
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
  'gender',
  'description',
  'emergency_contact_first_name',
  'emergency_contact_last_name',
  'emergency_contact_email',
  'emergency_contact_phone',
  'emergency_contact_relationship_to_tenant',
  'ssn_last4',
  'ssn_hash',
  'expected_payment_date',
  'messages_opt_out',
] as const;

const present = (columns: Partial<TenantColumns>) =>
  WRITABLE.filter((name) => columns[name] !== undefined).map((name) => ({
    name: sql.identifier(name),
    value: columns[name] ?? null,
  }));

export async function insertTenant(db: Executor, columns: TenantColumns) {
  const values = present(columns);
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO tenants (${sql.join(
      values.map((v) => v.name),
      ', ',
    )}) VALUES (${sql.join(
      values.map((v) => sql`${v.value}`),
      ', ',
    )}) RETURNING id`,
  );
  return row!.id;
}

/** Writes the given columns (undefined ones are left as they are). */
export async function updateTenant(db: Executor, id: number, columns: Partial<TenantColumns>) {
  const values = present(columns);
  await db.query(
    sql`UPDATE tenants SET ${sql.join(
      [...values.map((v) => sql`${v.name} = ${v.value}`), sql`updated_at = now()`],
      ', ',
    )} WHERE id = ${id}`,
  );
}

export async function setTenantDeleted(db: Executor, id: number, isDeleted: boolean) {
  await db.query(
    sql`UPDATE tenants SET deleted_at = ${isDeleted ? sql`now()` : sql`NULL`}, updated_at = now()
        WHERE id = ${id}`,
  );
}

export const tenantExists = async (db: Executor, id: number) =>
  (await db.query(sql`SELECT 1 FROM tenants WHERE id = ${id}`)).length > 0;

/**
 * A page of a tenant's ledger rows, newest first (the index on (tenant_id, id DESC NULLS LAST) walks
 * it), and their total: one statement gives the total on every row (and on one row without a ledger
 * row when the page is empty) with each row's JSON text (its stored facts and its names, ledger-rows.ts,
 * decision 032). The page's shape is queryPage's.
 */
export async function selectTenantTransactionsPage(
  db: Executor,
  tenantId: number,
  types: TransactionType[] | undefined,
  window: ListQuery<string>['window'],
): Promise<PageOf<Transaction>> {
  const where = [sql`tr.tenant_id = ${tenantId}`];
  if (types?.length) where.push(inList(sql`tr.type`, types));
  const rows = await db.query<{ page_total: number; id: number | null } & LedgerRowParts>(
    sql`SELECT total.page_total, page.*
        FROM (SELECT count(*)::int AS page_total FROM transactions tr ${whereSql(where)}) total
        LEFT JOIN (SELECT ${LEDGER_ROW_PARTS}, tr.id
                   FROM (SELECT tr.* FROM transactions tr ${whereSql(where)}
                         ORDER BY tr.id DESC NULLS LAST ${limitSql(window)}) tr
                   ${LEDGER_ROW_JOINS}) page ON true
        ORDER BY page.id DESC NULLS LAST`,
    { reusePlan: true },
  );
  const answers = rows.flatMap((row) => (row.id === null ? [] : [ledgerRowJson(row)]));
  return { count: rows[0]!.page_total, results: new JsonText<Transaction[]>(`[${answers.join(',')}]`) };
}
