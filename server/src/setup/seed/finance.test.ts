import { addDays } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { HOUSE_TIMEOUT_MS } from '../../../test/app';
import { dayHouse, DEMO_DAY, demoHouseDatabase, firstStartHouse } from '../../../test/demo-houses';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { businessToday } from './tenants';

interface Summary {
  payments: number;
  methods_used: number;
  void_payments: number;
  fees: number;
  late_fees: number;
  other_fee_types: string[];
  void_fees: number;
  /** Deposits: charged, holding money now, settled (with a deduction), and refunds paid out. */
  deposits: number;
  deposits_holding: number;
  deposits_settled: number;
  settled_with_deductions: number;
  refunds: number;
  /** The voids: business days, reasons, and those not at their reversing row's instant or before the row they void. */
  void_days: string[];
  void_reasons: string[];
  voids_apart: number;
  /** Rent confirmations due by today (not cancelled), and how many of them are paid, partly or not. */
  rent_due: number;
  rent_paid: number;
  rent_partly: number;
  owing_tenants: number;
  overdue_orders: number;
  expenses_per_property: Array<{ property: number; name: string; n: number }>;
  income_per_property: Array<{ property: number; name: string; n: number }>;
  earliest: string;
  latest: string;
  /** A tenant's ledger rows (by id) whose created_at is earlier than the row before. */
  tenant_rows_back: number;
  /** Ledger rows (by id) on an earlier business day than the row before. */
  rows_back_a_day: number;
  future_rows: number;
  /** Ledger rows before today outside 08:00–20:00, business time. */
  rows_after_hours: number;
}

const summarise = async (database: Database, today: string) =>
  (
    await database.db.query<Summary>(
      sql`WITH seeded AS (SELECT created_at FROM payments UNION ALL SELECT created_at FROM fees
                          UNION ALL SELECT created_at FROM transactions WHERE type IN ('income', 'expense')),
               voids AS (SELECT 'payment' AS type, id, created_at, voided_at, void_reason FROM payments
                         WHERE voided_at IS NOT NULL
                         UNION ALL SELECT 'fee', id, created_at, voided_at, void_reason FROM fees
                         WHERE voided_at IS NOT NULL)
          SELECT (SELECT count(*) FROM payments) AS payments,
                 (SELECT count(DISTINCT method_id) FROM payments) AS methods_used,
                 (SELECT count(*) FROM payments WHERE voided_at IS NOT NULL) AS void_payments,
                 (SELECT count(*) FROM fees) AS fees,
                 (SELECT count(*) FROM fees f JOIN transaction_sub_types s ON s.id = f.type_id
                  WHERE s.name = 'Late fee') AS late_fees,
                 (SELECT array_agg(DISTINCT s.name ORDER BY s.name) FROM fees f
                  JOIN transaction_sub_types s ON s.id = f.type_id WHERE s.name <> 'Late fee') AS other_fee_types,
                 (SELECT count(*) FROM fees WHERE status = 'void') AS void_fees,
                 (SELECT count(*) FROM deposits) AS deposits,
                 (SELECT count(*) FROM deposits WHERE status <> 'settled' AND remaining_amount < amount) AS deposits_holding,
                 (SELECT count(*) FROM deposits WHERE status = 'settled') AS deposits_settled,
                 (SELECT count(DISTINCT deposit_id) FROM fees WHERE deposit_id IS NOT NULL) AS settled_with_deductions,
                 (SELECT count(*) FROM transactions WHERE type = 'refund') AS refunds,
                 (SELECT array_agg((voided_at AT TIME ZONE 'America/New_York')::date::text ORDER BY voided_at)
                  FROM voids) AS void_days,
                 (SELECT array_agg(DISTINCT void_reason) FROM voids) AS void_reasons,
                 (SELECT count(*) FROM voids v
                  LEFT JOIN transactions r ON r.type = v.type AND r.related_id = v.id AND r.reverses_id IS NOT NULL
                  WHERE r.created_at IS DISTINCT FROM v.voided_at OR v.voided_at <= v.created_at) AS voids_apart,
                 (SELECT count(*) FROM rent_confirmations WHERE status <> 'cancelled' AND rent_due_date <= ${today}::date) AS rent_due,
                 (SELECT count(*) FROM rent_confirmations WHERE status = 'paid' AND rent_due_date <= ${today}::date) AS rent_paid,
                 (SELECT count(*) FROM rent_confirmations WHERE status = 'unpaid' AND remaining_amount < rent_amount) AS rent_partly,
                 (SELECT count(*) FROM tenants WHERE balance_amount < 0) AS owing_tenants,
                 (SELECT count(*) FROM orders WHERE status = 'overdue') AS overdue_orders,
                 (SELECT json_agg(x ORDER BY x.property, x.name) FROM (
                    SELECT tr.property_id AS property, s.name, count(*)::int AS n FROM transactions tr
                    JOIN transaction_sub_types s ON s.id = tr.sub_type_id WHERE tr.type = 'expense'
                    GROUP BY 1, 2) x) AS expenses_per_property,
                 (SELECT json_agg(x ORDER BY x.property, x.name) FROM (
                    SELECT tr.property_id AS property, s.name, count(*)::int AS n FROM transactions tr
                    JOIN transaction_sub_types s ON s.id = tr.sub_type_id WHERE tr.type = 'income'
                    GROUP BY 1, 2) x) AS income_per_property,
                 (SELECT min(created_at AT TIME ZONE 'America/New_York')::date::text FROM seeded) AS earliest,
                 (SELECT max(created_at AT TIME ZONE 'America/New_York')::date::text FROM seeded) AS latest,
                 (SELECT count(*) FROM (
                    SELECT created_at < lag(created_at) OVER (PARTITION BY tenant_id ORDER BY id) AS back
                    FROM transactions WHERE tenant_id IS NOT NULL) x WHERE back) AS tenant_rows_back,
                 (SELECT count(*) FROM (
                    SELECT day < lag(day) OVER (ORDER BY id) AS back
                    FROM (SELECT id, (created_at AT TIME ZONE 'America/New_York')::date AS day FROM transactions) d) x
                  WHERE back) AS rows_back_a_day,
                 (SELECT count(*) FROM transactions WHERE created_at > now()) AS future_rows,
                 (SELECT count(*) FROM transactions
                  WHERE (created_at AT TIME ZONE 'America/New_York')::date < ${today}::date
                    AND (created_at AT TIME ZONE 'America/New_York')::time NOT BETWEEN '08:00' AND '20:00') AS rows_after_hours`,
    )
  )[0]!;

/**
 * Copies of the demo houses (demo-houses.ts). That the seed makes the same money every time for the
 * same day is held by the API shapes (test/api-shapes/*.json), which record the house of a fixed day:
 * its ledgers, transactions lists, balances and reports' totals, which other money would change; a
 * second seed here, compared with the first, would prove nothing more.
 */
describe('the demo money', () => {
  it(
    'pays most rent over 90 days, some late, partly or not at all, with fees, bills and income',
    async () => {
      const today = DEMO_DAY;
      const database = await demoHouseDatabase(dayHouse(today));
      const s = await summarise(database, today);
      expect(s.payments).toBeGreaterThan(400);
      expect(s.payments).toBeLessThan(900);
      expect(s.methods_used).toBe(10);
      expect(s.rent_paid / s.rent_due).toBeGreaterThan(0.8);
      expect(s.rent_paid / s.rent_due).toBeLessThan(0.97);
      expect(s.rent_partly).toBeGreaterThanOrEqual(5);
      expect(s.overdue_orders).toBeGreaterThanOrEqual(10);
      expect(s.overdue_orders).toBeLessThan(60);
      expect(s.late_fees).toBeGreaterThanOrEqual(20);
      expect(s.other_fee_types).toEqual(['Cleaning', 'Key replacement', 'Lock-out', 'Returned payment']);
      // Deposits on the orders by the month or week: most held now, those of the orders closed settled,
      // some with a cleaning deduction, and what they left as credit refunded.
      expect(s.deposits).toBeGreaterThan(100);
      expect(s.deposits_holding).toBeGreaterThan(100);
      expect(s.deposits_settled).toBeGreaterThanOrEqual(8);
      expect(s.settled_with_deductions).toBeGreaterThanOrEqual(4);
      expect(s.refunds).toBeGreaterThanOrEqual(8);
      // Mistakes voided now and then over the 90 days, at the time of day they were found: not on the seed day.
      expect(s.void_payments).toBeGreaterThanOrEqual(6);
      expect(s.void_fees).toBeGreaterThanOrEqual(3);
      expect(new Set(s.void_days).size).toBe(s.void_days.length);
      expect(s.void_days.every((day) => day < today)).toBe(true);
      expect(s.void_days[0]! < addDays(today, -60)).toBe(true);
      expect(s.void_reasons.length).toBeGreaterThanOrEqual(4);
      expect(s.voids_apart).toBe(0);
      // Every property: three months of bills, about 13 weeks of laundry and parking most weeks.
      expect(s.expenses_per_property).toHaveLength(4 * 3);
      for (const row of s.expenses_per_property) expect(row.n).toBe(3);
      for (const row of s.income_per_property) {
        expect(row.n).toBeGreaterThanOrEqual(row.name === 'Laundry' ? 12 : 8);
        expect(row.n).toBeLessThanOrEqual(14);
      }
      // Backdated over the 90 days, none in the future.
      expect(s.earliest).toBe(addDays(today, -90));
      expect(s.latest).toBe(today);
      // Chronological: ids follow time, so a tenant's current_balance read by date is a running balance.
      expect(s.tenant_rows_back).toBe(0);
      expect(s.rows_back_a_day).toBe(0);
      expect(s.future_rows).toBe(0);
      expect(s.rows_after_hours).toBe(0);
      await expectLedgerSound(database.db, { today });
    },
    HOUSE_TIMEOUT_MS,
  );

  it(
    'is chronological, none of it later than now, when seeded for today (as a first start does)',
    async () => {
      // The real today: its rows are no later than the minute the seed ran.
      const today = businessToday();
      const s = await summarise(await demoHouseDatabase(firstStartHouse()), today);
      expect([s.tenant_rows_back, s.rows_back_a_day, s.future_rows]).toEqual([0, 0, 0]);
    },
    HOUSE_TIMEOUT_MS,
  );
});
