import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import { queryRows, type Database } from '../client';
import { seedPlaces } from './places';
import { seedTenants } from './tenants';

interface Summary {
  beds: number;
  taken_beds: number;
  tenants: number;
  inactive: number;
  without_order: number;
  open_orders: number;
  completed_orders: number;
  periods: string[];
  statuses: string[];
  earliest_start: string;
  latest_start: string;
  confirmations: number;
  ledger_rows: number;
  digest: string;
}

const summarise = async (database: Database) =>
  (
    await queryRows<Summary>(
      database.db,
      sql`SELECT (SELECT count(*) FROM beds) AS beds,
                 (SELECT count(*) FROM order_beds WHERE is_open) AS taken_beds,
                 (SELECT count(*) FROM tenants) AS tenants,
                 (SELECT count(*) FROM tenants WHERE deleted_at IS NOT NULL) AS inactive,
                 (SELECT count(*) FROM tenants WHERE current_order_id IS NULL AND deleted_at IS NULL) AS without_order,
                 (SELECT count(*) FROM orders WHERE status <> 'completed') AS open_orders,
                 (SELECT count(*) FROM orders WHERE status = 'completed') AS completed_orders,
                 (SELECT array_agg(DISTINCT period_payment ORDER BY period_payment) FROM orders) AS periods,
                 (SELECT array_agg(DISTINCT status ORDER BY status) FROM orders) AS statuses,
                 (SELECT min(start_date) FROM orders) AS earliest_start,
                 (SELECT max(start_date) FROM orders) AS latest_start,
                 (SELECT count(*) FROM rent_confirmations) AS confirmations,
                 (SELECT count(*) FROM transactions) AS ledger_rows,
                 (SELECT md5(string_agg(t.first_name || t.last_name || t.email || t.phone || t.balance_amount
                                        || coalesce(t.order_status, '-'), ',' ORDER BY t.id)) FROM tenants t) AS digest`,
    )
  )[0]!;

const seed = async (today: string) => {
  const database = await freshDatabase();
  await seedPlaces(database);
  await seedTenants(database, { today, leadDays: 5 });
  return { database };
};

describe('the demo tenants', () => {
  it('fill about 80% of the beds with orders of every period over the last 90 days, with their rent', async () => {
    const { database } = await seed('2026-11-21');
    const s = await summarise(database);
    expect(s.taken_beds / s.beds).toBeGreaterThan(0.75);
    expect(s.taken_beds / s.beds).toBeLessThan(0.85);
    expect(s.periods).toEqual(['daily', 'monthly', 'weekly']);
    expect(s.statuses).toEqual(expect.arrayContaining(['completed', 'overdue', 'active']));
    expect(s.inactive).toBeGreaterThanOrEqual(3);
    expect(s.without_order).toBeGreaterThanOrEqual(5);
    expect(s.completed_orders).toBeGreaterThanOrEqual(5);
    expect(s.earliest_start).toBe('2026-08-23');
    expect(s.latest_start <= '2026-11-21').toBe(true);
    expect(s.confirmations).toBeGreaterThan(s.open_orders);
    await expectLedgerSound(database.db, { today: '2026-11-21' });
  }, 120_000);

  it('is the same house every time for the same day', async () => {
    const first = await summarise((await seed('2026-05-02')).database);
    const second = await summarise((await seed('2026-05-02')).database);
    expect(second.digest).toBe(first.digest);
  }, 120_000);
});
