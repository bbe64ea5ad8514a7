import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, engine, scratchDatabaseName } from '../../test/database';
import type { Database } from './database';
import { applyMigrationFiles, MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { openPglite, openPostgres } from './open';
import { sql } from './sql';

/**
 * Migration 0018 (issue 30, decision 037) on a ledger written before it: every row gets the day it
 * belongs to (a payment its received day, every other row the business day it was recorded on, in
 * the business time zone), and the reports' rollup is counted again by those days, a void on its own.
 */
/** The migrations before 0018, as drizzle reads them: a copy of the folder without it. */
function migrationsBefore0018(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-0017-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < 18);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  for (const name of fs.readdirSync(folder)) if (name.startsWith('0018_')) fs.rmSync(path.join(folder, name));
  return folder;
}

async function openEmpty(): Promise<Database> {
  return engine === 'postgres'
    ? openPostgres(await createPostgresDatabase(scratchDatabaseName('booked_on')))
    : openPglite(undefined);
}

describe('migration 0018: the booked day of the rows posted before it', () => {
  it('books payments on their received day and every other row on the business day it was recorded', async () => {
    const database = await openEmpty();
    try {
      const folder = migrationsBefore0018();
      await applyMigrationFiles(database, folder);
      fs.rmSync(folder, { recursive: true });

      const db = database.db;
      // A house in Chicago (UTC−6 in January): 05:30Z is 23:30 the day before there.
      await db.query(
        sql`INSERT INTO business_settings (time_zone, rent_lead_days) VALUES ('America/Chicago', 5)
            ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone`,
      );
      const [tenant] = await db.query<{ id: number }>(
        sql`INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth, balance_amount)
            VALUES ('Ann', 'Lee', 'ann@example.com', '3125550100', '1990-01-01', 0) RETURNING id`,
      );
      const [method] = await db.query<{ id: number }>(
        sql`INSERT INTO transaction_sub_types (name, type) VALUES ('Cash', 'payment') RETURNING id`,
      );
      const [payment] = await db.query<{ id: number }>(
        sql`INSERT INTO payments (tenant_id, amount, method_id, received_on, created_at, applied_at)
            VALUES (${tenant!.id}, 100, ${method!.id}, '2026-01-03', '2026-01-07T15:00:00Z', '2026-01-07T15:00:00Z')
            RETURNING id`,
      );
      const [posted] = await db.query<{ id: number }>(
        sql`INSERT INTO transactions (type, tenant_id, amount, current_balance, related_id, sub_type_id, created_at)
            VALUES ('payment', ${tenant!.id}, 100, 100, ${payment!.id}, ${method!.id}, '2026-01-07T15:00:00Z')
            RETURNING id`,
      );
      await db.query(
        sql`INSERT INTO transactions (type, tenant_id, amount, current_balance, related_id, reverses_id,
                                      sub_type_id, created_at)
            VALUES ('payment', ${tenant!.id}, -100, 0, ${payment!.id}, ${posted!.id}, ${method!.id},
                    '2026-01-09T05:30:00Z')`,
      );
      await db.query(
        sql`INSERT INTO transactions (type, tenant_id, amount, current_balance, created_at)
            VALUES ('rent', ${tenant!.id}, -600, -600, '2026-01-10T06:30:00Z')`,
      );

      await runMigrations(database);
      const rows = await db.query<{ type: string; amount: string; booked_on: string }>(
        sql`SELECT type, amount::text, booked_on::text FROM transactions ORDER BY id`,
      );
      expect(rows).toEqual([
        { type: 'payment', amount: '100.00', booked_on: '2026-01-03' }, // its received day
        { type: 'payment', amount: '-100.00', booked_on: '2026-01-08' }, // 23:30 in Chicago
        { type: 'rent', amount: '-600.00', booked_on: '2026-01-10' }, // 00:30 in Chicago
      ]);
      const days = await db.query<{ day: string; income: string }>(
        sql`SELECT day::text, income::text FROM daily_totals WHERE income <> 0 ORDER BY day`,
      );
      expect(days).toEqual([
        { day: '2026-01-03', income: '100.00' },
        { day: '2026-01-08', income: '-100.00' },
      ]);
      const [column] = await db.query<{ is_nullable: string }>(
        sql`SELECT is_nullable FROM information_schema.columns
            WHERE table_name = 'transactions' AND column_name = 'booked_on'`,
      );
      expect(column!.is_nullable).toBe('NO');
    } finally {
      await database.close();
    }
  });
});
