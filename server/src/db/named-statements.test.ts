import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, engine, freshDatabase } from '../../test/database';
import type { Database } from './database';
import { limitSql } from './list';
import { NamedStatements } from './named-statements';
import { openPostgres } from './open';
import { sql } from './sql';

const MAX_STATEMENTS_PER_CONNECTION = new NamedStatements().maxPerConnection;

/** Every kind of value the lists return, with a parameter, as the list queries write them. */
const valuesQuery = (id: number) =>
  sql`SELECT ${id}::int AS id, 'Maple St'::text AS address, 450.50::numeric(12, 2) AS price,
             (SELECT count(*) FROM generate_series(1, 3)) AS n, date '2026-03-08' AS day,
             timestamptz '2026-03-08 06:30:00+00' AS at, true AS is_active, NULL::text AS nothing,
             ARRAY[3, 4] AS ids, json_build_object('a', 1) AS item
      ${limitSql({ limit: 20, offset: 0 })}`;

describe('a statement that reuses its plan', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });

  it('returns the same values as a query that is planned every time', async () => {
    const planned = await database.db.query(valuesQuery(7));
    const reused = await database.db.query(valuesQuery(7), { reusePlan: true });
    expect(reused).toEqual(planned);
    expect(reused).toEqual([
      {
        id: 7,
        address: 'Maple St',
        price: '450.50',
        n: 3,
        day: '2026-03-08',
        at: '2026-03-08 06:30:00+00',
        is_active: true,
        nothing: null,
        ids: [3, 4],
        item: { a: 1 },
      },
    ]);
  });

  it('runs a query inside a transaction on that transaction', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.query(sql`CREATE TEMP TABLE only_here (n int) ON COMMIT DROP`);
      await tx.query(sql`INSERT INTO only_here VALUES (42)`);
      return tx.query<{ n: number }>(sql`SELECT n FROM only_here`, { reusePlan: true });
    });
    expect(seen).toEqual([{ n: 42 }]);
  });
});

describe.runIf(engine === 'postgres')('named statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    // One connection, so that the statements it keeps can be read back on it.
    const url = await createPostgresDatabase(`bunkhouse_named_${process.env.VITEST_POOL_ID ?? '1'}`);
    database = openPostgres(url, { max: 1 });
  });
  afterAll(() => database.close());

  const kept = () =>
    database.db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
      sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`,
    );

  it('plans a reused query once and runs that plan for other values', async () => {
    for (let id = 1; id <= 8; id++) {
      expect(await database.db.query<{ id: number }>(valuesQuery(id), { reusePlan: true })).toEqual([
        expect.objectContaining({ id }),
      ]);
    }
    const statement = (await kept()).find((s) => s.statement.includes("'Maple St'::text AS address"));
    expect(statement).toBeDefined();
    // PostgreSQL tries custom plans for five runs, then keeps the generic one for the rest.
    expect(Number(statement!.generic_plans)).toBeGreaterThan(0);
  });

  it('keeps no statement for a query that is planned every time', async () => {
    await database.db.query(sql`SELECT 'planned each time' AS what`);
    expect((await kept()).some((s) => s.statement.includes('planned each time'))).toBe(false);
  });

  it('keeps at most MAX_STATEMENTS_PER_CONNECTION statements on a connection, and answers every query', async () => {
    const backend = async () =>
      (await database.db.query<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;
    const first = await backend();
    for (let i = 0; i < MAX_STATEMENTS_PER_CONNECTION + 5; i++) {
      const [row] = await database.db.query<{ n: number }>(sql.raw(`SELECT ${i} AS n`), {
        reusePlan: true,
      });
      expect(row!.n).toBe(i);
      expect((await kept()).length).toBeLessThanOrEqual(MAX_STATEMENTS_PER_CONNECTION);
    }
    // The connection that filled up was closed and another took its place.
    expect(await backend()).not.toBe(first);
  });
});

describe('limitSql', () => {
  it('writes whole numbers as literals and refuses anything else', () => {
    expect(limitSql({ limit: 20, offset: 40 }).toQuery()).toEqual({ text: 'LIMIT 20 OFFSET 40', values: [] });
    expect(() => limitSql({ limit: 20, offset: 1.5 })).toThrow();
    expect(() => limitSql({ limit: -1, offset: 0 })).toThrow();
    expect(() => limitSql({ limit: Number.NaN, offset: 0 })).toThrow();
  });
});
