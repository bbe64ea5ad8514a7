import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * The database's own behaviour, in one place (decision 018): `derived/*.sql`, one file per derived
 * fact (a counter, a copy, the search text) or guard, holds the current definition of every trigger
 * and SQL function. Migrations change tables; these files are applied again after them at every
 * start (CREATE OR REPLACE), so the folder is what the database runs. A trigger or function that is
 * no longer wanted is dropped by a migration and removed from the folder; a test holds the database
 * to the folder (derived.test.ts).
 */
export const DERIVED_FOLDER = path.resolve(import.meta.dirname, 'derived');

/** The folder's files, in name order, with their SQL. */
export function derivedFiles(): Array<{ name: string; text: string }> {
  return fs
    .readdirSync(DERIVED_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(DERIVED_FOLDER, name), 'utf8') }));
}

/** Applies every file (idempotent); callers hold the start-up advisory lock. */
export async function applyDerived({ driver }: Database): Promise<void> {
  for (const { text } of derivedFiles()) {
    if (driver.engine === 'postgres') await driver.pool.query(text);
    else await driver.client.exec(text);
  }
}
