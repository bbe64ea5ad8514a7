import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { ensureSeededSubTypes } from '../modules/finance/sub-types.queries';
import { setRollupTimeZone } from '../modules/reports/reports.queries';
import { bootstrapAdmin, ensureSeededGroups } from '../modules/users/users.service';
import { seedCandidates } from './seed/candidates';
import { seedHistory } from './seed/history';
import { seedPlaces } from './seed/places';
import { seedTenants } from './seed/tenants';

/** Arbitrary constant shared by every instance: only one of them prepares the database at a time. */
const PREPARE_LOCK_KEY = 724_100_001;
const DEFAULT_TIME_ZONE = 'America/New_York';

export interface PrepareOptions {
  /** The first superuser to create on a database without users (the server does; commands do not). */
  admin?: { username: string; password: string | undefined };
  /** undefined: seed demo data only into a new embedded database. */
  seedDemo?: boolean;
  /** The business time zone (BUSINESS_TIMEZONE): the reports' rollups count days in it. */
  timeZone?: string;
}

/**
 * Start-up work on the database, under an advisory lock so several instances can start at once:
 * migrations, the time zone of the rollups, the seeded groups and sub-types, the first superuser on
 * an empty database, and demo data.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions = {}) {
  return database.withAdvisoryLock(PREPARE_LOCK_KEY, async () => {
    await runMigrations(database);
    await database.db.transaction((tx) => setRollupTimeZone(tx, options.timeZone ?? DEFAULT_TIME_ZONE));
    await ensureSeededGroups(database.db);
    await ensureSeededSubTypes(database.db);
    const admin = options.admin
      ? await bootstrapAdmin(database.db, options.admin.username, options.admin.password)
      : null;
    const isNew = admin !== null;
    const seedDemo = options.seedDemo ?? (isNew && database.engine === 'pglite');
    if (seedDemo) await seedDemoData(database);
    return { admin, seededDemo: seedDemo };
  });
}

/**
 * Demo data: every area adds its seeder here as it lands (places, tenants, then 90 days of orders,
 * rent and money in one chronological pass, then payment candidates from sample mails).
 */
const demoSeeders: Array<(database: Database) => Promise<void>> = [
  seedPlaces,
  seedTenants,
  seedHistory,
  seedCandidates,
];

async function seedDemoData(database: Database) {
  for (const seed of demoSeeders) await seed(database);
}
