import type { Transaction } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import {
  LEDGER_ROW_JOINS,
  LEDGER_ROW_PARTS,
  ledgerRowJson,
  type LedgerRowParts,
} from '../ledger/ledger-rows';

/** One ledger row in the shape of the transactions list (its sub-type, tenant and property named), or null. */
export async function findLedgerRow(db: Executor, id: number): Promise<Transaction | null> {
  const [row] = await db.query<LedgerRowParts>(
    sql`SELECT ${LEDGER_ROW_PARTS} FROM transactions tr ${LEDGER_ROW_JOINS} WHERE tr.id = ${id}`,
    { reusePlan: true },
  );
  return row ? (JSON.parse(ledgerRowJson(row)) as Transaction) : null;
}

/** Which of a property and a tenant exist (the tenant may be inactive: a forfeited deposit's, say). */
export async function findPropertyAndTenant(db: Executor, propertyId: number, tenantId: number | null) {
  const [row] = await db.query<{ has_property: boolean; has_tenant: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM properties WHERE id = ${propertyId}) AS has_property,
               EXISTS (SELECT 1 FROM tenants WHERE id = ${tenantId}) AS has_tenant`,
  );
  return row!;
}
