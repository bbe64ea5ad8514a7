import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database, Db } from '../db/database';
import { errorForLog } from '../db/errors';
import { sql } from '../db/sql';
import {
  finishItemsUpgrade,
  readItemsUpgrade,
  selectLastLedgerId,
  upgradeItemsBatch,
} from '../modules/ledger/transaction-items';

/**
 * The upgrade of a database from before decision 032: its stored ledger rows (`transaction_items`)
 * hold each row's names too, and rows older than the table have none. The job walks the ledger by id
 * once, in batches of ledger ids, each batch one statement in its own transaction that stores
 * the facts of the rows without any, writes again those that still hold names, and moves the position
 * (`transaction_items_upgrade`), so that after a stop or a crash it resumes where it was. Then it
 * records that it is done and never runs again. The server serves meanwhile: the lists read a row
 * without stored facts from the ledger, and a row that still holds names without them
 * (modules/ledger/ledger-rows.ts).
 *
 * Safe on several instances: each batch holds an advisory lock for its transaction and reads the
 * position under it, so instances take turns batch by batch and never do one twice. The ledger rows
 * posted after the walk began are the new version's, stored as facts when posted.
 */

/**
 * Ledger ids a batch covers: on PostgreSQL about 0.15 s a batch (decision 032); the embedded engine
 * runs nothing else meanwhile, so its batches are shorter (about 0.05 s).
 */
export const UPGRADE_BATCH_SIZE = { postgres: 5_000, pglite: 1_000 } as const;
/** A pause between two batches, so that other statements get their turn. */
export const UPGRADE_PAUSE_MS = 20;
/** After a failed batch, the next try. */
export const UPGRADE_RETRY_MS = 60_000;

export interface UpgradeReport {
  /** True when every ledger row is done (now or before). */
  isDone: boolean;
  /** Batches this run did, and the stored rows they wrote (stored anew or written again). */
  batches: number;
  written: number;
}

export interface UpgradeOptions {
  batchSize?: number;
  pauseMs?: number;
  /** Asked before each batch: true ends the run there (it resumes at the next). */
  shouldStop?: () => boolean;
}

/** Runs the upgrade until it is done or `shouldStop()`; a run on a database already done reads one row. */
export async function runItemsUpgrade(db: Db, options: UpgradeOptions = {}): Promise<UpgradeReport> {
  const {
    batchSize = UPGRADE_BATCH_SIZE.postgres,
    pauseMs = UPGRADE_PAUSE_MS,
    shouldStop = () => false,
  } = options;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`Not a batch size: ${batchSize}`);
  const report: UpgradeReport = { isDone: false, batches: 0, written: 0 };
  if ((await readItemsUpgrade(db)).isDone) return { ...report, isDone: true };
  // Rows above it are posted by this version, their facts stored when posted.
  const lastId = await selectLastLedgerId(db);
  while (!shouldStop()) {
    const step = await db.transaction(async (tx) => {
      await tx.query(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.itemsUpgrade})`);
      const { afterId, isDone } = await readItemsUpgrade(tx);
      if (isDone) return 'done';
      if (afterId >= lastId) {
        await finishItemsUpgrade(tx, Math.max(afterId, lastId));
        return 'done';
      }
      report.written += await upgradeItemsBatch(tx, afterId, Math.min(afterId + batchSize, lastId));
      report.batches++;
      return 'more';
    });
    if (step === 'done') return { ...report, isDone: true };
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return report;
}

/**
 * Runs the upgrade at start-up (after the server listens), and again after `retryMs` when a batch
 * fails, until it is done. `stop()` lets the batch in progress commit and resolves.
 */
export function scheduleItemsUpgrade(
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  options: Omit<UpgradeOptions, 'shouldStop'> & { retryMs?: number } = {},
) {
  const batchSize = options.batchSize ?? UPGRADE_BATCH_SIZE[database.engine];
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    timer = null;
    const started = performance.now();
    running = runItemsUpgrade(database.db, { ...options, batchSize, shouldStop: () => stopping })
      .then((report) => {
        if (report.batches)
          log.info(
            { itemsUpgrade: { ...report, seconds: Math.round((performance.now() - started) / 1000) } },
            report.isDone
              ? 'stored ledger rows upgraded to facts (decision 032)'
              : 'stored ledger rows upgrade paused; it resumes at the next start',
          );
      })
      .catch((error: unknown) => {
        log.error(errorForLog(error), 'the upgrade of stored ledger rows failed; it tries again');
        if (stopping) return;
        timer = setTimeout(run, options.retryMs ?? UPGRADE_RETRY_MS);
        timer.unref();
      })
      .finally(() => {
        running = null;
      });
  };
  run();
  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
