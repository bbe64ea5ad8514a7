import pg from 'pg';
import type { Database } from '../src/db/database';
import { openPglite, openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { ensureFirstRows, prepareDatabase } from '../src/setup/prepare';

export const engine = (process.env.TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** Runs statements on the test server's maintenance connection (TEST_DATABASE_URL). */
async function onTestServer(statements: string[]) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of a database on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/test');
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new PostgreSQL database on the test server, empty or a copy of `template` (a database nobody is
 * connected to); returns its URL.
 */
export async function createPostgresDatabase(name: string, { template }: { template?: string } = {}) {
  await onTestServer([
    `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
  ]);
  return postgresUrl(name);
}

/**
 * `bunkhouse_test` for a TEST_DATABASE_URL ending in /test; `bunkhouse_<name>` for another database
 * name, so that test runs pointed at different databases of one server do not empty each other's.
 */
function workerDatabasePrefix() {
  const base =
    new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/test').pathname.slice(1) || 'test';
  return `bunkhouse_${base.replace(/\W/g, '_')}`;
}

/**
 * A database of this worker's own for a test that needs one apart from the worker's (several
 * instances, a load of its own): `bunkhouse_test_<purpose>_<worker>`.
 */
export const scratchDatabaseName = (purpose: string) =>
  `${workerDatabasePrefix()}_${purpose}_${process.env.VITEST_POOL_ID ?? '1'}`;

/** A database the whole run shares (a saved demo house): `bunkhouse_test_<purpose>`. */
export const sharedDatabaseName = (purpose: string) => `${workerDatabasePrefix()}_${purpose}`;

const workerDatabaseName = () => `${workerDatabasePrefix()}_${process.env.VITEST_POOL_ID ?? '1'}`;

const cache = globalThis as { __bunkhouseTestDb?: Promise<Database> };

/** The worker's database as the last file left it: opened and prepared on first use. */
function workerDatabase(): Promise<Database> {
  cache.__bunkhouseTestDb ??= (async () => {
    const database =
      engine === 'postgres'
        ? openPostgres(await createPostgresDatabase(workerDatabaseName()))
        : await openPglite(undefined);
    await prepareDatabase(database, { seedDemo: false });
    return database;
  })();
  return cache.__bunkhouseTestDb;
}

/**
 * Every public table truncated in one statement (every table at once, so no foreign key is left
 * pointing out) and every sequence back at its start. Truncation, not DELETE: a DELETE leaves the
 * emptied pages and index entries behind, and the next file's statements read through them (the
 * money model test, after the batteries in the same worker, took 2× as long alone and up to 40× in
 * a full run; with TRUNCATE it is as fast as on a new database).
 */
const EMPTY_EVERY_TABLE = sql.raw(`DO $$
BEGIN
  EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('public.%I', tablename), ', ')
           FROM pg_tables WHERE schemaname = 'public');
  PERFORM setval(format('public.%I', sequencename), start_value, false)
    FROM pg_sequences WHERE schemaname = 'public';
END $$`);

/**
 * The worker's database emptied to the state a new database is in after `prepareDatabase`: every
 * row gone, then the rows prepare seeds (settings, groups, sub-types) added again. The migrations and
 * the derived SQL, which emptying cannot undo, stay as the worker's first prepare left them. One
 * database per test worker and engine (creating one takes seconds); test files in a worker run one
 * after the other (isolate: false).
 */
export async function freshDatabase(): Promise<Database> {
  const database = await workerDatabase();
  await database.db.query(EMPTY_EVERY_TABLE);
  await ensureFirstRows(database.db);
  return database;
}

/**
 * Replaces the worker's database with another (a copy of a saved one): the old is closed and `open`
 * makes the new, which later files then empty as usual.
 */
export async function replaceWorkerDatabase(
  open: (closed: { postgresName: string }) => Promise<Database>,
): Promise<Database> {
  const previous = cache.__bunkhouseTestDb;
  cache.__bunkhouseTestDb = (async () => {
    await (await previous)?.close();
    return open({ postgresName: workerDatabaseName() });
  })();
  return cache.__bunkhouseTestDb;
}
