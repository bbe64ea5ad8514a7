import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database, Db } from '../db/database';
import { runMigrations } from '../db/migrate';
import { sql } from '../db/sql';
import { ensureSeededSubTypes } from '../modules/finance/sub-types.queries';
import { ensureSettings } from '../modules/settings/settings.service';
import { ensureMessageSettings } from '../modules/messages/message-settings.queries';
import { ensureLateFeeType } from '../modules/settings/settings.queries';
import { bootstrapAdmin, ensureSeededGroups } from '../modules/users/users.service';
import { seedCandidates } from './seed/candidates';
import { seedHistory } from './seed/history';
import { seedPlaces } from './seed/places';
import { seedTenants } from './seed/tenants';

const DEFAULT_SETTINGS = { timeZone: 'America/New_York', rentLeadDays: 5 };

export interface PrepareOptions {
  /** The first superuser to create on a database without users (the server does; commands do not). */
  admin?: { username: string; password: string | undefined };
  /** undefined: seed demo data only into a new embedded database. */
  seedDemo?: boolean;
  /** The business settings of a first start (BUSINESS_TIMEZONE, RENT_LEAD_DAYS); later, Settings holds them. */
  firstSettings?: { timeZone: string; rentLeadDays: number };
}

/**
 * Start-up work on the database, under an advisory lock so several instances can start at once:
 * migrations, the business settings of a first start, the seeded groups and sub-types, the first
 * superuser on an empty database, and demo data.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions = {}) {
  return database.withAdvisoryLock(ADVISORY_LOCKS.prepare, async () => {
    await runMigrations(database);
    await ensureFirstRows(database.db, options.firstSettings);
    const admin = options.admin
      ? await bootstrapAdmin(database.db, options.admin.username, options.admin.password)
      : null;
    const isNew = admin !== null;
    const wanted = options.seedDemo ?? (isNew && database.engine === 'pglite');
    const seedDemo = wanted && (await mayHoldDemo(database));
    if (seedDemo) {
      await seedDemoData(database);
      await database.db.query(sql`UPDATE business_settings SET demo_seeded_at = now()`);
    }
    return { admin, seededDemo: seedDemo };
  });
}

/**
 * The rows every database starts with: the business settings of a first start, the seeded groups and
 * sub-types (each added only where missing). Tests call it after emptying their database.
 */
export async function ensureFirstRows(db: Db, firstSettings = DEFAULT_SETTINGS) {
  await ensureSettings(db, firstSettings);
  await ensureSeededGroups(db);
  await ensureSeededSubTypes(db);
  await ensureLateFeeType(db);
  await ensureMessageSettings(db);
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

/**
 * Demo data goes only into a database never seeded and holding no house of its own: SEED_DEMO=true
 * on every start, or two instances starting at once (the advisory lock orders them), seed it once.
 */
async function mayHoldDemo({ db }: Database) {
  const [row] = await db.query<{ empty: boolean }>(
    sql`SELECT (SELECT demo_seeded_at IS NULL FROM business_settings)
               AND NOT EXISTS (SELECT 1 FROM properties) AND NOT EXISTS (SELECT 1 FROM tenants) AS empty`,
  );
  return row!.empty;
}

async function seedDemoData(database: Database) {
  for (const seed of demoSeeders) await seed(database);
}
