import type { Executor, Tx } from '../../db/database';
import { sql, type Sql } from '../../db/sql';
import { TRANSACTION_JOINS, TRANSACTION_JSON } from '../../presenters/finance';

/**
 * Each ledger row's JSON as the lists answer it, stored (`transaction_items`, decision 030), so that a
 * page of the transactions list reads 50 texts instead of building 50 objects from five tables. It is
 * written from the one description of a ledger row's JSON (`TRANSACTION_JSON`) when the row is posted,
 * and written again whenever something it shows changes: the row is reversed (`is_reversed`), or its
 * tenant's name, its property's address or its sub-type's name changes. Nothing else a row shows can
 * change (the ledger is append-only, a payment's received date is set once). The ledger invariants
 * (server/test/ledger-invariants.ts) hold every stored copy to what the live joins give.
 */

/** Writes (or writes again) the stored JSON of the ledger rows `which` keeps (a condition on `transactions tr`). */
async function writeItems(db: Executor, which: Sql, onConflict: Sql) {
  await db.query(
    sql`INSERT INTO transaction_items (transaction_id, item)
        SELECT tr.id, (${TRANSACTION_JSON})::text FROM transactions tr ${TRANSACTION_JOINS} WHERE ${which}
        ON CONFLICT (transaction_id) ${onConflict}`,
  );
}

/** Stores the JSON of rows just posted, and of the rows they reverse (now `is_reversed`). */
export async function storePostedItems(tx: Tx, rowIds: number[]) {
  if (!rowIds.length) return;
  const posted = sql`${rowIds}::bigint[]`;
  await writeItems(
    tx,
    sql`(tr.id = ANY(${posted}) OR tr.id IN (SELECT rv.reverses_id FROM transactions rv WHERE rv.id = ANY(${posted})))`,
    sql`DO UPDATE SET item = excluded.item`,
  );
}

/** What a rename changes: the rows of one tenant, property or sub-type. */
export type Renamed = { tenantId: number } | { propertyId: number } | { subTypeId: number };

const RENAMED_ROWS = {
  tenantId: { table: 'tenants', column: 'tenant_id' },
  propertyId: { table: 'properties', column: 'property_id' },
  subTypeId: { table: 'transaction_sub_types', column: 'sub_type_id' },
} as const;

/**
 * Writes again the rows that show a tenant, property or sub-type whose name this transaction has just
 * changed. It first locks the renamed row FOR UPDATE, which waits for every transaction whose new
 * ledger rows hold it by their foreign key (FOR KEY SHARE, taken by the insert): a posting that read
 * the old name commits before the rewrite reads the ledger, so its rows are written again too, and a
 * posting that comes after waits at its foreign key until the rename commits, then reads the new name.
 */
export async function rewriteItemsAfterRename(tx: Tx, renamed: Renamed) {
  const [key, id] = Object.entries(renamed)[0] as [keyof typeof RENAMED_ROWS, number];
  const { table, column } = RENAMED_ROWS[key];
  await tx.query(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR UPDATE`);
  await writeItems(tx, sql`tr.${sql.identifier(column)} = ${id}`, sql`DO UPDATE SET item = excluded.item`);
}

/**
 * Stores the rows that have no stored JSON yet: at start-up (setup/prepare.ts), for a ledger written
 * before the table existed, or emptied by a migration that changed what a ledger row shows.
 */
export async function storeMissingItems(db: Executor) {
  await writeItems(
    db,
    sql`NOT EXISTS (SELECT 1 FROM transaction_items ti WHERE ti.transaction_id = tr.id)`,
    sql`DO NOTHING`,
  );
}
