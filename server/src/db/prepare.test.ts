import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, engine } from '../../test/database';
import { openPglite, openPostgres, queryRows, type Database } from './client';
import { prepareDatabase } from './prepare';
import { groups, users } from './schema';

/** Two "instances" on one new database: two pools on PostgreSQL; on the embedded engine, one database. */
async function twoInstances(): Promise<[Database, Database]> {
  if (engine === 'postgres') {
    const url = await createPostgresDatabase(`bunkhouse_prepare_${process.env.VITEST_POOL_ID ?? '1'}`);
    return [openPostgres(url), openPostgres(url)];
  }
  const single = await openPglite(undefined);
  return [single, single];
}

describe('preparing the database at start-up', () => {
  it('migrates once and creates one admin when two instances start at the same moment', async () => {
    const [a, b] = await twoInstances();
    try {
      const options = { admin: { username: 'admin', password: 'admin password' } };
      const [first, second] = await Promise.all([prepareDatabase(a, options), prepareDatabase(b, options)]);
      expect([first.admin, second.admin].filter(Boolean)).toHaveLength(1);
      const [userCount] = await a.db.select({ n: count() }).from(users);
      expect(userCount!.n).toBe(1);
      const [groupCount] = await a.db.select({ n: count() }).from(groups);
      expect(groupCount!.n).toBe(3);
      const applied = await queryRows<{ n: number }>(
        a.db,
        sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(applied[0]!.n).toBeGreaterThan(0);
      // A later start changes nothing.
      const again = await prepareDatabase(b, options);
      expect(again.admin).toBeNull();
    } finally {
      await a.close();
      if (b !== a) await b.close();
    }
  });

  it('returns the same JS values for counts, money and dates on both engines', async () => {
    const [a, b] = await twoInstances();
    try {
      const [row] = await queryRows<{ n: number; amount: string; day: string }>(
        a.db,
        sql`SELECT count(*) AS n, 1234.5::numeric(12,2) AS amount, date '2026-03-08' AS day FROM (VALUES (1), (2)) v(x)`,
      );
      expect(row).toEqual({ n: 2, amount: '1234.50', day: '2026-03-08' });
    } finally {
      await a.close();
      if (b !== a) await b.close();
    }
  });
});
