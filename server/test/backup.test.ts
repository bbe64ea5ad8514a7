import { execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { openPglite, openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { askForBackup } from '../src/setup/backup';
import { createPostgresDatabase, engine, scratchDatabaseName } from './database';
import { demoHouseDatabaseUrl, demoHouseDataDir, firstStartHouse } from './demo-houses';
import { expectLedgerSound } from './ledger-helpers';
import { PaymentWriters } from './payment-writers';
import { POSTGRES_BIN_DIR } from './postgres-cluster';
import { HttpSession, runProcess } from './processes';

/**
 * Backup and restore (issue 16) on the demo house with payments on top (a copy of the house a first
 * start seeds today: demo-houses.ts). The embedded engine:
 * `npm run backup` while the server runs and four clients record payments, again when it is quiet and
 * after it stopped; `npm run restore` of each into a new DATA_DIR finds every ledger row and balance
 * (the busy copy: everything acknowledged before it began, nothing never acknowledged, the ledger
 * sound). PostgreSQL: the README's pg_dump and pg_restore, then the same comparison.
 */
const ADMIN = { username: 'admin', password: 'backup test passphrase' };
const RUNNING = /Bunkhouse is running at (http:\/\/[\d.]+:\d+)/;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `bunkhouse-${name}-`));
/** The demo house is there already (a copy); the first start makes the admin. */
const baseEnv = { SEED_DEMO: 'false', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

async function startServer(env: Record<string, string>) {
  const server = runProcess('src/main.ts', [], { ...baseEnv, ...env }, children);
  await server.output(RUNNING);
  const session = await new HttpSession(RUNNING.exec(server.out())![1]!).login(
    ADMIN.username,
    ADMIN.password,
  );
  return { server, session };
}

/** Runs a command (npm run backup / restore) to its end; its exit code and what it printed. */
async function command(script: string, args: string[], env: Record<string, string>) {
  const run = runProcess(script, args, env, children);
  const code = await run.exited;
  return { code, out: run.out(), err: run.err() };
}

/** Every ledger row, every tenant's balance, and every payment, as the database holds them. */
async function contents(db: Db) {
  return {
    ledger: await db.query(sql`SELECT * FROM transactions ORDER BY id`),
    balances: await db.query(sql`SELECT id, balance_amount FROM tenants ORDER BY id`),
    payments: await db.query(sql`SELECT * FROM payments ORDER BY id`),
    rent: await db.query(sql`SELECT * FROM rent_confirmations ORDER BY id`),
  };
}

async function withPglite<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe.runIf(engine === 'pglite')('npm run backup and npm run restore (embedded engine)', () => {
  it('copy a running server consistently and restore every ledger row and balance', async () => {
    const dataDir = tempDir('backup-source');
    const backups = tempDir('backups');
    const [busy, quiet, stopped] = ['busy', 'quiet', 'stopped'].map((n) => path.join(backups, n));
    await demoHouseDataDir(firstStartHouse(), dataDir);
    const { server, session } = await startServer({ DATA_DIR: dataDir });
    const writers = new PaymentWriters();
    await writers.prepare(session, 3);

    const before = await writers.runDuring(session, async () => {
      const backup = await command('src/cli/backup.ts', [busy!], { DATA_DIR: dataDir });
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toContain('from the running server');
    });
    const quietBackup = await command('src/cli/backup.ts', [quiet!], { DATA_DIR: dataDir });
    expect(quietBackup.code, quietBackup.err).toBe(0);
    // Only a holder of the data directory's key can make the server write a copy.
    const forged = await askForBackup(dataDir, 'not the key', path.join(backups, 'forged'));
    expect(forged).toMatchObject({ ok: false, error: expect.stringContaining('refused') });
    expect(fs.existsSync(path.join(backups, 'forged'))).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const stoppedBackup = await command('src/cli/backup.ts', [stopped!], { DATA_DIR: dataDir });
    expect(stoppedBackup.code, stoppedBackup.err).toBe(0);
    expect(stoppedBackup.out).toContain('server stopped');
    const source = await withPglite(dataDir, contents);
    expect(source.payments.length).toBeGreaterThan(writers.acknowledged.size); // the demo's and ours

    const restored = async (backup: string) => {
      const target = tempDir('restored');
      const restore = await command('src/cli/restore.ts', [backup], { DATA_DIR: target });
      expect(restore.code, restore.err).toBe(0);
      expect(fs.readFileSync(path.join(target, 'settings.key'))).toEqual(
        fs.readFileSync(path.join(dataDir, 'settings.key')),
      );
      return target;
    };
    for (const backup of [quiet!, stopped!]) {
      await withPglite(await restored(backup), async (db) => {
        expect(await contents(db)).toEqual(source);
        await expectLedgerSound(db);
      });
    }
    const fromBusy = await restored(busy!);
    await withPglite(fromBusy, (db) => writers.verifySnapshot(db, before));
    console.info(
      `backup (embedded): ${source.ledger.length} ledger rows and ${source.balances.length} balances ` +
        `restored equal from the quiet and the stopped copy; the busy copy taken while ` +
        `${writers.acknowledged.size - before.size} payments were recorded`,
    );

    // Nothing is backed up from a directory without a database (and nothing is made there).
    const empty = tempDir('no-database');
    const nothing = await command('src/cli/backup.ts', [path.join(backups, 'nothing')], { DATA_DIR: empty });
    expect(nothing.code).toBe(1);
    expect(nothing.err).toContain('holds no database');
    expect(fs.readdirSync(empty)).toEqual([]);

    // A restore never lands on a database, and the restored directory starts a server.
    const again = await command('src/cli/restore.ts', [quiet!], { DATA_DIR: fromBusy });
    expect(again.code).toBe(1);
    expect(again.err).toContain('already holds a database');
    const { server: restoredServer, session: restoredSession } = await startServer({ DATA_DIR: fromBusy });
    expect((await restoredSession.request('GET', '/api/tenants/')).status).toBe(200);
    restoredServer.child.kill('SIGTERM');
    expect(await restoredServer.exited).toBe(0);
  }, 300_000);
});

describe.runIf(engine === 'postgres')('pg_dump and pg_restore as the README says (PostgreSQL)', () => {
  it('restore every ledger row and balance into a new database', async () => {
    const url = await demoHouseDatabaseUrl(firstStartHouse(), scratchDatabaseName('backup'));
    const { server, session } = await startServer({ DATABASE_URL: url });
    const writers = new PaymentWriters();
    await writers.prepare(session, 3);
    await writers.runDuring(session, () => new Promise((resolve) => setTimeout(resolve, 500)));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const bin = (name: string) => (POSTGRES_BIN_DIR ? path.join(POSTGRES_BIN_DIR, name) : name);
    const file = path.join(tempDir('pg-backup'), 'bunkhouse.dump');
    execFileSync(bin('pg_dump'), ['--format=custom', '--file', file, url]);
    const copy = await createPostgresDatabase(scratchDatabaseName('restored'));
    execFileSync(bin('pg_restore'), ['--no-owner', '--dbname', copy, file]);

    const source = openPostgres(url);
    const restored = openPostgres(copy);
    try {
      expect(await contents(restored.db)).toEqual(await contents(source.db));
      await writers.verify(restored.db);
    } finally {
      await Promise.all([source.close(), restored.close()]);
    }
  }, 300_000);
});
