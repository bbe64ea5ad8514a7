import type { Executor, Tx } from '../../db/database';
import { sql, type Sql } from '../../db/sql';
import { TRANSACTION_FACTS_JSON } from '../../presenters/finance';

/**
 * Each ledger row's facts as JSON text, stored (`transaction_items`, decision 032) so that a page of
 * the transactions list reads 50 texts instead of building 50 objects: its amounts, type, dates,
 * description, ids, a payment's received date and `is_reversed`, never a name (the lists read the
 * names beside them, ledger-rows.ts). Written from `TRANSACTION_FACTS_JSON` when the row is posted,
 * in the posting's transaction, and written again when it is reversed; nothing else a row stores can
 * change (the ledger is append-only, a payment's received date is set once), so a rename writes no
 * ledger row. The ledger invariants (server/test/ledger-invariants.ts) hold every stored row to what
 * its ledger row gives now.
 */

/** Stores the facts of rows just posted, and writes again those of the rows they reverse (`is_reversed`). */
export async function storePostedItems(tx: Tx, rowIds: number[]) {
  if (!rowIds.length) return;
  const posted = sql`${rowIds}::bigint[]`;
  await tx.query(
    sql`INSERT INTO transaction_items (transaction_id, item)
        SELECT tr.id, (${TRANSACTION_FACTS_JSON})::text FROM transactions tr
        WHERE tr.id = ANY(${posted}) OR tr.id IN (SELECT rv.reverses_id FROM transactions rv WHERE rv.id = ANY(${posted}))
        ON CONFLICT (transaction_id) DO UPDATE SET item = excluded.item`,
  );
}

/**
 * Stores the facts of the rows that have none: for a ledger written with plain SQL (the test
 * fixtures, the benchmark's houses). The app never needs it: a posting stores its rows, and a
 * database from before decision 032 is brought up to date by the upgrade job (jobs/items-upgrade.ts).
 */
export async function storeMissingItems(db: Executor) {
  await db.query(
    sql`INSERT INTO transaction_items (transaction_id, item)
        SELECT tr.id, (${TRANSACTION_FACTS_JSON})::text FROM transactions tr
        WHERE NOT EXISTS (SELECT 1 FROM transaction_items ti WHERE ti.transaction_id = tr.id)
        ON CONFLICT (transaction_id) DO NOTHING`,
  );
}

/**
 * A stored row written before decision 032 holds the whole row, names included: its `"tenant"` key
 * (every such row has one, null or not) tells it from a row of facts. Only a key can match: in JSON
 * text, a quote inside a string is escaped, and a string value is followed by `,` or `}`, not `:`.
 * The same pattern in JavaScript and in SQL (`~`).
 */
export const NAMED_ITEM_PATTERN = '"tenant"\\s*:';

/** The upgrade's state: how far it has come, and whether it is done (decision 032). */
export interface ItemsUpgrade {
  afterId: number;
  isDone: boolean;
}

export async function readItemsUpgrade(db: Executor): Promise<ItemsUpgrade> {
  const [row] = await db.query<{ after_id: number; is_done: boolean }>(
    sql`SELECT after_id, done_at IS NOT NULL AS is_done FROM transaction_items_upgrade`,
  );
  return row ? { afterId: row.after_id, isDone: row.is_done } : { afterId: 0, isDone: false };
}

/** The highest ledger row id now (0 for an empty ledger): where the upgrade ends. */
export async function selectLastLedgerId(db: Executor): Promise<number> {
  const [row] = await db.query<{ last: number }>(
    sql`SELECT coalesce(max(id), 0)::bigint AS last FROM transactions`,
  );
  return row!.last;
}

/**
 * One batch of the upgrade: the ledger rows with ids in (`afterId`, `upTo`] get their facts stored
 * where they have none, and written again where the stored row still holds names; a row of facts is
 * left as it is (a posting or a reversal that wrote it may be newer than this statement's snapshot:
 * ON CONFLICT's WHERE reads the latest version of the stored row, so the batch never writes an older
 * `is_reversed` over a newer one). Moves the position to `upTo` in the same transaction. Returns how
 * many stored rows it wrote.
 */
export async function upgradeItemsBatch(tx: Tx, afterId: number, upTo: number): Promise<number> {
  const [written] = await tx.query<{ n: number }>(
    sql`WITH written AS (
          INSERT INTO transaction_items (transaction_id, item)
          SELECT tr.id, (${TRANSACTION_FACTS_JSON})::text FROM transactions tr
          WHERE tr.id > ${afterId} AND tr.id <= ${upTo}
          ON CONFLICT (transaction_id) DO UPDATE SET item = excluded.item
          WHERE transaction_items.item ~ ${NAMED_ITEM_PATTERN}
          RETURNING 1
        )
        SELECT count(*)::int AS n FROM written`,
  );
  await saveItemsUpgrade(tx, sql`${upTo}`, sql`NULL`);
  return written!.n;
}

/** Records that the upgrade is done: it never runs again. */
export const finishItemsUpgrade = (db: Executor, lastId: number) =>
  saveItemsUpgrade(db, sql`${lastId}`, sql`now()`);

const saveItemsUpgrade = (db: Executor, afterId: Sql, doneAt: Sql) =>
  db.query(
    sql`INSERT INTO transaction_items_upgrade (id, after_id, done_at) VALUES (true, ${afterId}, ${doneAt})
        ON CONFLICT (id) DO UPDATE SET after_id = excluded.after_id, done_at = excluded.done_at`,
  );
