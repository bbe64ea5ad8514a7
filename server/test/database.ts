import { sql } from '../src/db/sql';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { openPglite, openPostgres } from '../src/db/open';
import { prepareDatabase } from '../src/setup/prepare';

export const engine = (process.env.TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A new, empty PostgreSQL database on the test server; returns its URL. */
export async function createPostgresDatabase(name: string): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
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

async function openWorkerDatabase(): Promise<Database> {
  const database =
    engine === 'postgres'
      ? openPostgres(
          await createPostgresDatabase(`${workerDatabasePrefix()}_${process.env.VITEST_POOL_ID ?? '1'}`),
        )
      : await openPglite(undefined);
  await prepareDatabase(database, { seedDemo: false });
  return database;
}

const cache = globalThis as { __bunkhouseTestDb?: Promise<Database> };

/**
 * One migrated database per test worker and engine (creating one takes seconds), emptied before
 * each test file. Test files in a worker run one after the other (isolate: false).
 */
export async function freshDatabase(): Promise<Database> {
  cache.__bunkhouseTestDb ??= openWorkerDatabase();
  const database = await cache.__bunkhouseTestDb;
  const tables = await database.db.query<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  await database.db.query(
    sql.raw(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
  await prepareDatabase(database, { seedDemo: false });
  return database;
}
