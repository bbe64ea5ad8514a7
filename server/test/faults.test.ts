import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../src/db/open';
import { createPostgresDatabase, engine, scratchDatabaseName } from './database';
import { PaymentWriters } from './payment-writers';
import { POSTGRES_BIN_DIR, startCluster } from './postgres-cluster';
import { HttpSession, runProcess } from './processes';

/**
 * kill -9 of the server while four clients record payments (issue 16). After every cycle no
 * acknowledged payment is missing, no Idempotency-Key made two payments, and the ledger invariants
 * hold. BATTERY_CYCLES sets the number of cycles: 3 here (each cut off what four clients were
 * sending: a dozen requests sent again under their keys), 50 in `npm run battery`.
 */
const CYCLES = Number(process.env.BATTERY_CYCLES ?? 3);
const ADMIN = { username: 'admin', password: 'faults battery passphrase' };
/** Starting a server compiles it with tsx and opens the database: a limit for a busy machine, not a speed test. */
const TIMEOUT_MS = 120_000 + CYCLES * 60_000;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const RUNNING = /Bunkhouse is running at (http:\/\/[\d.]+:\d+)/;

async function startServer(env: Record<string, string>) {
  const server = runProcess('src/main.ts', [], env, children);
  await server.output(RUNNING);
  const session = await new HttpSession(RUNNING.exec(server.out())![1]!).login(
    ADMIN.username,
    ADMIN.password,
  );
  return { server, session };
}

describe('kill -9 of the server during concurrent payments', () => {
  it(
    `loses no acknowledged payment and records none twice over ${CYCLES} cycles`,
    async () => {
      const env: Record<string, string> = {
        SEED_DEMO: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ...(engine === 'postgres'
          ? { DATABASE_URL: await createPostgresDatabase(scratchDatabaseName('faults')) }
          : { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-faults-')) }),
      };
      const writers = new PaymentWriters();
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const { server, session } = await startServer(env);
        if (cycle === 0) await writers.prepare(session, 3);
        await writers.resendUnanswered(session); // what died with the last server, under its key
        await writers.runUntilFault(session, 10 + ((cycle * 7) % 25), async () => {
          server.child.kill('SIGKILL');
          await server.exited;
        });
      }
      // A last server answers what the last kill left unanswered, then stops cleanly.
      const { server, session } = await startServer(env);
      await writers.resendUnanswered(session);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const database = env.DATABASE_URL
        ? openPostgres(env.DATABASE_URL)
        : await openPglite(path.join(env.DATA_DIR!, 'pglite'));
      try {
        await writers.verify(database.db);
      } finally {
        await database.close();
      }
      console.info(
        `faults (${engine}): ${CYCLES} kill -9 cycles, ${writers.acknowledged.size} payments acknowledged, ` +
          `${writers.cutOff} requests cut off and sent again, 0 lost, 0 twice`,
      );
    },
    TIMEOUT_MS,
  );
});

describe.runIf(engine === 'postgres' && POSTGRES_BIN_DIR !== null)(
  'pg_ctl stop -m immediate under concurrent payments',
  () => {
    it(
      `loses no acknowledged payment over ${CYCLES} crashes of PostgreSQL, the server running throughout`,
      async () => {
        const cluster = await startCluster();
        try {
          const env = {
            SEED_DEMO: 'false',
            ADMIN_USERNAME: ADMIN.username,
            ADMIN_PASSWORD: ADMIN.password,
            DATABASE_URL: cluster.url,
          };
          const { server, session } = await startServer(env);
          const writers = new PaymentWriters();
          await writers.prepare(session, 3);
          for (let cycle = 0; cycle < CYCLES; cycle++) {
            await writers.runUntilFault(session, 10 + ((cycle * 7) % 25), async () => {
              cluster.crash();
            });
            cluster.start();
            // The same server, its pool reconnecting: what the crash cut off is sent again (503 until it is back).
            await writers.resendUnanswered(session);
          }
          expect(server.child.exitCode).toBeNull(); // the server lived through every crash
          const database = openPostgres(cluster.url);
          try {
            await writers.verify(database.db);
          } finally {
            await database.close();
          }
          console.info(
            `faults (PostgreSQL crashes): ${CYCLES} immediate stops, ${writers.acknowledged.size} payments ` +
              `acknowledged, ${writers.cutOff} requests cut off and sent again, 0 lost, 0 twice`,
          );
        } finally {
          cluster.remove();
        }
      },
      TIMEOUT_MS,
    );
  },
);
