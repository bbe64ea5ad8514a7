import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { openPglite, openPostgres } from '../db/open';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { dataDirSecret } from '../modules/settings/secret-box';
import { backupRequests } from '../setup/backup';

export function fail(message: string): never {
  console.error(`bunkhouse: ${message}`);
  process.exit(1);
}

/** The configuration from the environment; a bad setting ends the process with one clear line. */
export function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * The configured database for the server and the commands: PostgreSQL with DATABASE_URL, else the
 * embedded one in DATA_DIR, locked so that two processes never open it. Bad settings end the process
 * with one clear line.
 */
export async function openConfiguredDatabase(): Promise<{
  config: Config;
  database: Database;
  release: () => void;
}> {
  let config = configOrFail();
  if (config.databaseUrl) {
    return {
      config,
      database: openPostgres(config.databaseUrl, { max: config.databasePoolSize }),
      release: () => undefined,
    };
  }
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  // The embedded engine keeps its settings key beside its data (SETTINGS_KEY still wins).
  const settingsKey = config.settingsKey ?? dataDirSecret(config.dataDir);
  config = { ...config, settingsKey };
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    if (database.driver.engine === 'pglite') {
      lock.answer(backupRequests(database.driver.client, config.dataDir, settingsKey)); // npm run backup
    }
    return { config, database, release: () => lock.release() };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The business settings a first start takes from the environment (later, Settings holds them). */
export const firstSettings = (config: Config) => ({
  timeZone: config.businessTimezone,
  rentLeadDays: config.rentLeadDays,
});
