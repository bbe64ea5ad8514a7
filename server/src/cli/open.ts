import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { openPglite, openPostgres } from '../db/open';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../db/data-dir-lock';
import { makeOwnerOnly, OWNER_ONLY_UMASK } from '../db/private-files';
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
  const lock = await takeDataDir(config.dataDir);
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

/**
 * Takes DATA_DIR for this process (the server, and every command that opens the embedded engine or
 * restores into it): its lock, so that no other process opens it, and its files kept for this account
 * alone (review D4). The umask takes group and other permissions off all the process creates from here
 * on; what an earlier umask left open is closed now, said in one line (a count, no names). A directory
 * held by another process ends this one with one line, and `whenLocked` after it.
 */
export async function takeDataDir(dataDir: string, whenLocked = ''): Promise<DataDirLock> {
  process.umask(OWNER_ONLY_UMASK);
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message}${whenLocked}`);
    throw error;
  }
  const fixed = makeOwnerOnly(dataDir);
  if (fixed > 0) {
    console.warn(
      `bunkhouse: DATA_DIR was open to other accounts: ${fixed} path${fixed === 1 ? '' : 's'} made owner-only ` +
        '(group and other permissions removed).',
    );
  }
  return lock;
}

/** The business settings a first start takes from the environment (later, Settings holds them). */
export const firstSettings = (config: Config) => ({
  timeZone: config.businessTimezone,
  rentLeadDays: config.rentLeadDays,
});
