import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { sql } from '../../db/sql';
import { STORED_TRANSACTION_JSON } from '../../presenters/finance';

/** One ledger row in the shape of the transactions list (its sub-type, tenant and property named). */
export const findLedgerRow = (db: Executor, id: number) =>
  selectItem(db, STORED_TRANSACTION_JSON, sql`FROM transaction_items ti WHERE ti.transaction_id = ${id}`);

/** Which of a property and a tenant exist (the tenant may be inactive: a forfeited deposit's, say). */
export async function findPropertyAndTenant(db: Executor, propertyId: number, tenantId: number | null) {
  const [row] = await db.query<{ has_property: boolean; has_tenant: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM properties WHERE id = ${propertyId}) AS has_property,
               EXISTS (SELECT 1 FROM tenants WHERE id = ${tenantId}) AS has_tenant`,
  );
  return row!;
}
