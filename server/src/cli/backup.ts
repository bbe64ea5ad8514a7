import fs from 'node:fs';
import path from 'node:path';
import { dataDirSecret } from '../modules/settings/secret-box';
import { askForBackup, writeBackup } from '../setup/backup';
import { configOrFail, fail, openConfiguredDatabase } from './open';

const USAGE = `Usage:
  npm run backup -- [DIRECTORY]   (default: bunkhouse-backup-YYYYMMDD-HHMMSS in the current directory)`;

/**
 * `npm run backup`: a consistent copy of the embedded database and its settings key, taken while the
 * server runs (the server writes it when asked through its data-directory lock) or while it is
 * stopped (this process opens the database). PostgreSQL is backed up with its own pg_dump (README).
 */
async function main() {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) fail(USAGE);
  const config = configOrFail();
  if (config.databaseUrl) {
    fail('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups").');
  }
  const target = path.resolve(args[0] ?? `bunkhouse-backup-${stamp(new Date())}`);
  if (fs.existsSync(target)) fail(`${target} already exists: name a new directory.`);
  if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    fail(`${config.dataDir} holds no database to back up (is DATA_DIR the server's?).`);
  }

  const key = config.settingsKey ?? dataDirSecret(config.dataDir);
  const answer = await askForBackup(config.dataDir, key, target);
  if (answer && !answer.ok) fail(`the running server did not write the backup: ${answer.error}`);
  let bytes = answer?.ok ? answer.bytes : 0;
  if (!answer) {
    const { database, release } = await openConfiguredDatabase(); // no server runs: open it here
    try {
      if (database.driver.engine !== 'pglite') throw new Error('not the embedded engine');
      bytes = await writeBackup(database.driver.client, config.dataDir, target);
    } finally {
      await database.close();
      release();
    }
  }
  console.log(
    `Backup written to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${answer ? 'from the running server' : 'server stopped'}).`,
  );
  if (config.settingsKey) {
    console.log('SETTINGS_KEY is set in the environment: keep it with the backup; a restore needs it.');
  }
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

void main();
