import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { openPglite, openPostgres } from '../src/db/open';
import { prepareDatabase } from '../src/setup/prepare';
import { businessToday } from '../src/setup/seed/clock';
import { seedHistory } from '../src/setup/seed/history';
import { seedPlaces } from '../src/setup/seed/places';
import { seedTenants } from '../src/setup/seed/tenants';
import {
  createPostgresDatabase,
  engine,
  freshDatabase,
  postgresUrl,
  replaceWorkerDatabase,
  sharedDatabaseName,
} from './database';

/**
 * The demo houses tests read, each built once per test run and engine and then copied (seeding one
 * through the real use cases takes seconds; a copy, a fraction of that). The first file of the run
 * to ask for a house builds it in its worker's database and saves it, in a directory of the run:
 * PGlite's dump of its data directory, or a PostgreSQL template database; the other files, in
 * either worker, wait for it and load the copy. A copy is the database the seed made, ids, sequences
 * and stored JSON alike.
 */
export interface DemoHouse {
  /** Names the saved copy (a PostgreSQL template database: `bunkhouse_test_house_<id>`). */
  id: string;
  /** What else makes it, beside the code (the day a first start seeds for). */
  variant: string;
  build(database: Database): Promise<void>;
}

/** The day the API shapes record: its 90 days of history cross the DST change of March 8. */
export const DEMO_DAY = '2026-03-20';

/**
 * The demo house as it stands on a fixed day, seeded through the real seeders and use cases (its 90
 * days of history are then the same on every run): places, tenants, history; no users.
 */
export const dayHouse = (day = DEMO_DAY): DemoHouse => ({
  id: `day_${day.replaceAll('-', '_')}`,
  variant: '',
  async build(database) {
    await seedPlaces(database);
    await seedTenants(database);
    await seedHistory(database, { today: day, leadDays: 5 });
  },
});

/**
 * The demo house a first start seeds (SEED_DEMO, or a new embedded database): prepareDatabase's own,
 * today's, with its payment candidates; no users.
 */
export const firstStartHouse = (): DemoHouse => ({
  id: 'first_start',
  variant: businessToday(),
  async build(database) {
    const { seededDemo } = await prepareDatabase(database, { seedDemo: true });
    if (!seededDemo) throw new Error('prepareDatabase seeded no demo house');
  },
});

/**
 * A directory of this test run's: one per vitest process (the workers' parent, `forks` pool), so a
 * house is built again when the code that makes it may have changed. A later run removes it once
 * that process is gone.
 */
function runDirectory(): string {
  const root = path.join(os.tmpdir(), 'bunkhouse-test-runs');
  const started = (pid: number) => {
    try {
      // Field 22 of /proc/PID/stat, after the command in parentheses: when the process started.
      return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
    } catch {
      return null;
    }
  };
  const name = `${process.ppid}-${started(process.ppid)}`;
  const dir = path.join(root, name);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const other of fs.readdirSync(root)) {
      const [pid, start] = other.split('-');
      if (other !== name && started(Number(pid)) !== start)
        fs.rmSync(path.join(root, other), { recursive: true, force: true });
    }
  }
  return dir;
}

const SERVER = path.resolve(import.meta.dirname, '..');
/** What makes a house besides its variant: the server's and the contract's code, the packages, this file. */
const INPUTS = [
  path.join(SERVER, 'src'),
  path.join(SERVER, '..', 'contract', 'src'),
  path.join(SERVER, '..', 'package-lock.json'),
  import.meta.filename,
];

let inputsHash: string | undefined;
/** A hash of the inputs' contents (tests aside): a house saved by other code is not read. */
function hashOfInputs() {
  if (inputsHash) return inputsHash;
  const hash = createHash('sha256');
  const add = (file: string) => {
    if (fs.statSync(file).isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) add(path.join(file, entry));
    } else if (!file.endsWith('.test.ts')) hash.update(file).update('\0').update(fs.readFileSync(file));
  };
  INPUTS.forEach(add);
  return (inputsHash = hash.digest('hex').slice(0, 16));
}

const templateOf = (house: DemoHouse) => sharedDatabaseName(`house_${house.id}`);
const DUMP = 'pglite.tar';
const READY = 'ready';
const FAILED = 'failed';
const WAIT_LIMIT_MS = 15 * 60_000;

/** Saves the worker's database, which holds the house: a dump, or a template (closing it meanwhile). */
async function save(house: DemoHouse, database: Database, dir: string): Promise<Database> {
  if (database.driver.engine === 'pglite') {
    await database.driver.client.query('CHECKPOINT');
    const dump = Buffer.from(await (await database.driver.client.dumpDataDir('none')).arrayBuffer());
    fs.writeFileSync(path.join(dir, DUMP), dump);
    return database;
  }
  // A template database must have no connection: the worker's pool closes while it is copied.
  return replaceWorkerDatabase(async ({ postgresName }) => {
    await createPostgresDatabase(templateOf(house), { template: postgresName });
    return openPostgres(postgresUrl(postgresName));
  });
}

/**
 * Makes sure the house is saved for this run: the first caller builds it in its worker's database
 * (and returns that database, which holds it); the others wait until it is saved (and get null).
 */
async function saved(house: DemoHouse): Promise<{ dir: string; built: Database | null }> {
  const dir = path.join(runDirectory(), `${engine}-${house.id}-${house.variant}-${hashOfInputs()}`);
  let claimed = true;
  try {
    fs.mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    claimed = false;
  }
  if (claimed) {
    try {
      const database = await freshDatabase();
      await house.build(database);
      const built = await save(house, database, dir);
      fs.writeFileSync(path.join(dir, READY), '');
      return { dir, built };
    } catch (error) {
      fs.writeFileSync(path.join(dir, FAILED), String(error));
      throw error;
    }
  }
  const started = Date.now();
  while (!fs.existsSync(path.join(dir, READY))) {
    if (fs.existsSync(path.join(dir, FAILED))) {
      throw new Error(
        `the demo house ${house.id} failed in another file: ${fs.readFileSync(path.join(dir, FAILED), 'utf8')}`,
      );
    }
    if (Date.now() - started > WAIT_LIMIT_MS)
      throw new Error(`waited too long for the demo house ${house.id}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { dir, built: null };
}

const dumpOf = (dir: string) => new Blob([fs.readFileSync(path.join(dir, DUMP))]);

/**
 * The worker's database, made a copy of the house (later files empty it as usual). Each file that
 * reads the house gets its own copy to change.
 */
export async function demoHouseDatabase(house: DemoHouse): Promise<Database> {
  const { dir, built } = await saved(house);
  if (built) return built;
  return replaceWorkerDatabase(async ({ postgresName }) =>
    engine === 'pglite'
      ? openPglite(undefined, { loadDataDir: dumpOf(dir) })
      : openPostgres(await createPostgresDatabase(postgresName, { template: templateOf(house) })),
  );
}

/** For a server process on the embedded engine: `dataDir` (new) holding a copy of the house. */
export async function demoHouseDataDir(house: DemoHouse, dataDir: string): Promise<void> {
  const { dir } = await saved(house);
  fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true, mode: 0o700 }); // as the server makes it
  const database = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: dumpOf(dir) });
  await database.close();
}

/** For a server process on PostgreSQL: a new database `name` that is a copy of the house; its URL. */
export async function demoHouseDatabaseUrl(house: DemoHouse, name: string): Promise<string> {
  await saved(house);
  return createPostgresDatabase(name, { template: templateOf(house) });
}
