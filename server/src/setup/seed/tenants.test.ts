import { addDays } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { seedHistory } from './history';
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
  /** Business days of the rent ledger rows (charges and reversals). */
  earliest_rent: string;
  latest_rent: string;
  rent_days: number;
  /** Rent charges not made when their confirmation was, orders not made on their start date. */
  charges_apart: number;
  orders_apart: number;
  /** Completed orders not closed (deleted_at) after their start, at 08:00 business time. */
  closes_apart: number;
  digest: string;
}

const summarise = async (database: Database) =>
  (
    await database.db.query<Summary>(sql`SELECT (SELECT count(*) FROM beds) AS beds,
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
                 (SELECT min(created_at AT TIME ZONE 'America/New_York')::date::text FROM transactions
                  WHERE type = 'rent') AS earliest_rent,
                 (SELECT max(created_at AT TIME ZONE 'America/New_York')::date::text FROM transactions
                  WHERE type = 'rent') AS latest_rent,
                 (SELECT count(DISTINCT (created_at AT TIME ZONE 'America/New_York')::date) FROM transactions
                  WHERE type = 'rent') AS rent_days,
                 (SELECT count(*) FROM transactions t JOIN rent_confirmations rc ON rc.id = t.related_id
                  WHERE t.type = 'rent' AND t.reverses_id IS NULL AND t.created_at <> rc.created_at) AS charges_apart,
                 (SELECT count(*) FROM orders
                  WHERE (created_at AT TIME ZONE 'America/New_York')::date <> start_date) AS orders_apart,
                 (SELECT count(*) FROM orders WHERE status = 'completed'
                    AND ((deleted_at AT TIME ZONE 'America/New_York')::date <= start_date
                         OR (deleted_at AT TIME ZONE 'America/New_York')::time <> '08:00')) AS closes_apart,
                 (SELECT md5(string_agg(t.first_name || t.last_name || t.email || t.phone || t.balance_amount
                                        || coalesce(t.order_status, '-'), ',' ORDER BY t.id)) FROM tenants t) AS digest`)
  )[0]!;

const seed = async (today: string) => {
  const database = await freshDatabase();
  await seedPlaces(database);
  await seedTenants(database);
  await seedHistory(database, { today, leadDays: 5 });
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
    // Made day by day: every order on its start date, rent on the days it was charged or cancelled.
    expect(s.earliest_rent).toBe(addDays('2026-11-21', -90));
    expect(s.latest_rent).toBe('2026-11-21');
    expect(s.rent_days).toBeGreaterThan(80);
    expect([s.charges_apart, s.orders_apart, s.closes_apart]).toEqual([0, 0, 0]);
    await expectLedgerSound(database.db, { today: '2026-11-21' });
  }, 120_000);

  it('is the same house every time for the same day', async () => {
    const first = await summarise((await seed('2026-05-02')).database);
    const second = await summarise((await seed('2026-05-02')).database);
    expect(second.digest).toBe(first.digest);
  }, 120_000);
});
