import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, engine, freshDatabase, scratchDatabaseName } from '../../test/database';
import type { Database } from '../db/database';
import { openPglite, openPostgres } from '../db/open';
import { sql } from '../db/sql';
import { prepareDatabase } from './prepare';

/** Two "instances" on one new database: two pools on PostgreSQL; on the embedded engine, one database. */
async function twoInstances(): Promise<[Database, Database]> {
  if (engine === 'postgres') {
    const url = await createPostgresDatabase(scratchDatabaseName('prepare'));
    return [openPostgres(url), openPostgres(url)];
  }
  const single = await openPglite(undefined);
  return [single, single];
}

describe('preparing the database at start-up', () => {
  // Two instances on one new database: the first test migrates it (without the demo house a first
  // embedded start would add), the second seeds it (as a later start with SEED_DEMO=true would).
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    [a, b] = await twoInstances();
  });
  afterAll(async () => {
    await a?.close();
    if (b !== a) await b?.close();
  });

  it('migrates once and creates one admin when two instances start at the same moment', async () => {
    const options = { admin: { username: 'admin', password: 'admin password' }, seedDemo: false };
    const [first, second] = await Promise.all([prepareDatabase(a, options), prepareDatabase(b, options)]);
    expect([first.admin, second.admin].filter(Boolean)).toHaveLength(1);
    const [counts] = await a.db.query<{ users: number; groups: number }>(
      sql`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM groups) AS groups`,
    );
    expect(counts).toEqual({ users: 1, groups: 3 });
    const applied = await a.db.query<{ n: number }>(
      sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBeGreaterThan(0);
    // A later start changes nothing.
    const again = await prepareDatabase(b, options);
    expect(again.admin).toBeNull();
  });

  it('seeds the demo house once: neither two instances starting at once nor SEED_DEMO=true later add a second', async () => {
    const house = async () =>
      (
        await a.db.query<{ properties: number; beds: number; tenants: number }>(
          sql`SELECT (SELECT count(*) FROM properties)::int AS properties, (SELECT count(*) FROM beds)::int AS beds,
                       (SELECT count(*) FROM tenants)::int AS tenants`,
        )
      )[0]!;
    const both = await Promise.all([
      prepareDatabase(a, { seedDemo: true }),
      prepareDatabase(b, { seedDemo: true }),
    ]);
    expect(both.filter((p) => p.seededDemo)).toHaveLength(1);
    const seeded = await house();
    expect(seeded.properties).toBeGreaterThan(0);
    expect((await prepareDatabase(b, { seedDemo: true })).seededDemo).toBe(false);
    expect(await house()).toEqual(seeded);
  }, 240_000);

  it('returns the same JS values for counts, money and dates on both engines', async () => {
    const { db } = await freshDatabase();
    const [row] = await db.query<{ n: number; amount: string; day: string }>(
      sql`SELECT count(*) AS n, 1234.5::numeric(12,2) AS amount, date '2026-03-08' AS day FROM (VALUES (1), (2)) v(x)`,
    );
    expect(row).toEqual({ n: 2, amount: '1234.50', day: '2026-03-08' });
  });
});
