import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import {
  answerLedgerRow,
  LEDGER_ROW_ITEMS,
  LEDGER_ROW_PARTS,
  type LedgerRowParts,
} from '../ledger/ledger-rows';

/** One ledger row in the shape of the transactions list (its sub-type, tenant and property named), or null. */
export async function findLedgerRow(db: Executor, id: number) {
  const [row] = await db.query<LedgerRowParts>(
    sql`SELECT ${LEDGER_ROW_PARTS} FROM transactions tr ${LEDGER_ROW_ITEMS} WHERE tr.id = ${id}`,
    { reusePlan: true },
  );
  return row ? answerLedgerRow(db, row) : null;
}

/** Which of a property and a tenant exist (the tenant may be inactive: a forfeited deposit's, say). */
export async function findPropertyAndTenant(db: Executor, propertyId: number, tenantId: number | null) {
  const [row] = await db.query<{ has_property: boolean; has_tenant: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM properties WHERE id = ${propertyId}) AS has_property,
               EXISTS (SELECT 1 FROM tenants WHERE id = ${tenantId}) AS has_tenant`,
  );
  return row!;
}
