import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');

/** Applies pending migrations. Callers hold the start-up advisory lock (see prepareDatabase). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.engine === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
