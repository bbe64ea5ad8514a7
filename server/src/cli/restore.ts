import path from 'node:path';
import { restoreBackup } from '../setup/backup';
import { configOrFail, fail, takeDataDir } from './open';

const USAGE = `Usage:
  npm run restore -- DIRECTORY   (a directory npm run backup wrote; DATA_DIR must hold no database)`;

/**
 * `npm run restore`: puts a backup of the embedded engine into DATA_DIR, which must hold no database
 * and no running server; the next `npm start` opens it. PostgreSQL is restored with pg_restore (README).
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) fail(USAGE);
  const config = configOrFail();
  if (config.databaseUrl)
    fail('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups").');
  const lock = await takeDataDir(config.dataDir, ' A restore needs the server stopped.');
  try {
    await restoreBackup(path.resolve(args[0]!), config.dataDir);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  } finally {
    lock.release();
  }
  console.log(`Restored ${path.resolve(args[0]!)} into ${config.dataDir}. Start the server with npm start.`);
  if (config.settingsKey) console.log('SETTINGS_KEY is set: it must be the key the backup was taken with.');
}

void main();
