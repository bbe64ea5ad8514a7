import { type Relationship, type TenantListItem } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { isoTime } from '../orders/orders.queries';

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

/**
 * A tenant as the list gives it (`TenantListItem`), as json, from `tenants t` and its current order
 * `o` (JOIN_CURRENT_ORDER); the current order's status and period come from the order row itself.
 */
export const TENANT_LIST_JSON = sql`json_build_object('id', t.id, 'first_name', t.first_name,
  'last_name', t.last_name, 'email', t.email, 'phone', t.phone, 'balance_amount', t.balance_amount::text,
  'expected_payment_date', t.expected_payment_date, 'created_at', ${isoTime(sql`t.created_at`)},
  'deleted_at', ${isoTime(sql`t.deleted_at`)}, 'deleted', t.deleted_at IS NOT NULL, 'status', t.order_status,
  'current_order', CASE WHEN t.current_order_id IS NOT NULL THEN json_build_object(
    'id', t.current_order_id, 'status', o.status, 'period_payment', o.period_payment,
    'rent_amount', t.current_rent_amount::text, 'rent_due_date', t.current_rent_due_date,
    'created_at', ${isoTime(sql`t.current_order_created_at`)}) END)`;
export const JOIN_CURRENT_ORDER = sql`LEFT JOIN orders o ON o.id = t.current_order_id`;

export interface TenantDetailRow {
  item: TenantListItem;
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
    sql`SELECT ${TENANT_LIST_JSON} AS item, t.date_of_birth, t.description, t.ssn_last4,
               t.emergency_contact_first_name, t.emergency_contact_last_name, t.emergency_contact_email,
               t.emergency_contact_phone, t.emergency_contact_relationship_to_tenant,
               ${isoTime(sql`t.updated_at`)} AS updated_at
        FROM tenants t ${JOIN_CURRENT_ORDER} WHERE t.id = ${id}`,
    { reusePlan: true },
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
