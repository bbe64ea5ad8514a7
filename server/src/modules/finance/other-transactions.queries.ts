import type { Transaction } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { TRANSACTION_JOINS, TRANSACTION_JSON } from '../ledger/transactions.queries';

/** One ledger row in the shape of the transactions list (its sub-type, tenant and property named). */
export async function findLedgerRow(db: Executor, id: number): Promise<Transaction | null> {
  const [row] = await queryRows<{ item: Transaction }>(
    db,
    sql`SELECT ${TRANSACTION_JSON} AS item FROM transactions tr ${TRANSACTION_JOINS} WHERE tr.id = ${id}`,
  );
  return row?.item ?? null;
}

/** Which of a property and a tenant exist (the tenant may be inactive: a forfeited deposit's, say). */
export async function findPropertyAndTenant(db: Executor, propertyId: number, tenantId: number | null) {
  const [row] = await queryRows<{ has_property: boolean; has_tenant: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM properties WHERE id = ${propertyId}) AS has_property,
               EXISTS (SELECT 1 FROM tenants WHERE id = ${tenantId}) AS has_tenant`,
  );
  return row!;
}
