import { addDays, fromCents, toCents } from '@bunkhouse/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { getDailySummary, getPropertyReports, getReportTotals } from '../src/modules/reports/reports.service';

/**
 * The operations, ranges and plain model of the report rollups' model test
 * (modules/reports/rollups.model.test.ts): what each business day's income, expense, check-outs and
 * beds sold must be, the house's and each of two properties', and the check of every report against it.
 */

export const ZONE = 'America/New_York';
export const FIRST = '2025-10-20'; // the window crosses November 2, a 25-hour day
export const DAYS = 30;
export const TENANTS = 3;

export type Op =
  | { kind: 'order'; day: number; minute: number }
  | { kind: 'close'; pick: number; day: number; minute: number }
  | { kind: 'pay'; tenant: number; cents: number; back: number; day: number; minute: number }
  | {
      kind: 'other';
      type: 'income' | 'expense';
      property: number;
      cents: number;
      back: number;
      day: number;
      minute: number;
    }
  | { kind: 'void'; pick: number; later: number }
  | { kind: 'bill'; day: number }
  | { kind: 'deposit order'; property: number; cents: number; day: number; minute: number }
  | { kind: 'pay deposit'; pick: number; cents: number; back: number; day: number; minute: number }
  | { kind: 'settle'; pick: number; deduction: number; day: number; minute: number }
  | { kind: 'refund'; pick: number; cents: number; day: number; minute: number };

const instant = fc.record({ day: fc.nat(DAYS - 1), minute: fc.nat(24 * 60 - 1) });
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        tenant: fc.nat(TENANTS - 1),
        cents: fc.integer({ min: 1, max: 90_000 }),
        back: fc.nat(3),
        at: instant,
      })
      .map(({ at, ...op }) => ({ kind: 'pay' as const, ...op, ...at })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({
        type: fc.constantFrom('income' as const, 'expense' as const),
        property: fc.nat(1),
        cents: fc.integer({ min: 1, max: 50_000 }),
        back: fc.nat(3),
        at: instant,
      })
      .map(({ at, ...op }) => ({ kind: 'other' as const, ...op, ...at })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('void' as const), pick: fc.nat(20), later: fc.nat(3) }),
  },
  { weight: 1, arbitrary: instant.map((at) => ({ kind: 'order' as const, ...at })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ pick: fc.nat(20), at: instant })
      .map(({ pick, at }) => ({ kind: 'close' as const, pick, ...at })),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bill' as const), day: fc.nat(DAYS - 1) }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ property: fc.nat(1), cents: fc.integer({ min: 1, max: 60_000 }), at: instant })
      .map(({ at, ...op }) => ({ kind: 'deposit order' as const, ...op, ...at })),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({ pick: fc.nat(20), cents: fc.integer({ min: 1, max: 90_000 }), back: fc.nat(3), at: instant })
      .map(({ at, ...op }) => ({ kind: 'pay deposit' as const, ...op, ...at })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(20), deduction: fc.nat(30_000), at: instant })
      .map(({ at, ...op }) => ({ kind: 'settle' as const, ...op, ...at })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ pick: fc.nat(20), cents: fc.integer({ min: 1, max: 90_000 }), at: instant })
      .map(({ at, ...op }) => ({ kind: 'refund' as const, ...op, ...at })),
  },
);
export const rangeArb = fc
  .tuple(fc.integer({ min: -2, max: DAYS + 1 }), fc.integer({ min: 0, max: DAYS + 3 }))
  .map(([from, length]) => ({ start: addDays(FIRST, from), end: addDays(FIRST, from + length) }));

/** 'YYYY-MM-DD HH:MM America/New_York': an instant PostgreSQL reads in the business time zone. */
export const localInstant = (day: number, minute: number) =>
  `${addDays(FIRST, day)} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')} ${ZONE}`;

/** Cents (or counts) per business day. */
export type Days = Map<string, number>;

/** What the rules say each day holds: the house's money and counts, and each property's money. */
export class DayModel {
  readonly income: Days = new Map();
  readonly expense: Days = new Map();
  readonly checkouts: Days = new Map();
  readonly bedsSold: Days = new Map(); // the first order was made now, long after the window
  readonly byProperty = [0, 1].map(() => ({ income: new Map() as Days, expense: new Map() as Days }));

  add(map: Days, day: string, cents: number) {
    map.set(day, (map.get(day) ?? 0) + cents);
  }

  /** Money moved by `cents` on `day` at a property: income, less what went into (or came out of) a deposit. */
  receive(day: string, property: number, cents: number, held = 0) {
    this.add(this.income, day, cents - held);
    this.add(this.byProperty[property]!.income, day, cents - held);
  }

  /** An income or expense row of a property. */
  other(type: 'income' | 'expense', day: string, property: number, cents: number) {
    this.add(this[type], day, cents);
    this.add(this.byProperty[property]![type], day, cents);
  }
}

/**
 * Every range's daily summary, totals, and each property's summary, totals and row of the properties
 * report, against the model.
 */
export async function expectReportsToMatch(
  db: Db,
  model: DayModel,
  ranges: Array<{ start: string; end: string }>,
  properties: number[],
) {
  const { income, expense, checkouts, bedsSold, byProperty } = model;
  for (const { start, end } of ranges) {
    const summary = await getDailySummary(db, { start, end });
    const expected = [];
    let incomeCents = 0;
    let expenseCents = 0;
    let checkoutCount = 0;
    let soldCount = 0;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      expected.push({
        date: day,
        income: fromCents(income.get(day) ?? 0),
        expense: fromCents(expense.get(day) ?? 0),
      });
      incomeCents += income.get(day) ?? 0;
      expenseCents += expense.get(day) ?? 0;
      checkoutCount += checkouts.get(day) ?? 0;
      soldCount += bedsSold.get(day) ?? 0;
    }
    expect(summary).toEqual(expected);
    const totals = await getReportTotals(db, { start, end });
    expect(toCents(totals.period.total_income)).toBe(incomeCents);
    expect(toCents(totals.period.total_expense)).toBe(expenseCents);
    expect(toCents(totals.period.net_profit)).toBe(incomeCents - expenseCents);
    expect(totals.period.checkouts).toBe(checkoutCount);
    expect(totals.period.beds_sold).toBe(soldCount);

    // Each property's money: its summary, its totals, and its row of the properties report.
    const reports = await getPropertyReports(db, { start, end });
    for (const [index, model] of byProperty.entries()) {
      const property = properties[index]!;
      const days = [];
      let propertyIncome = 0;
      let propertyExpense = 0;
      for (let day = start; day <= end; day = addDays(day, 1)) {
        days.push({
          date: day,
          income: fromCents(model.income.get(day) ?? 0),
          expense: fromCents(model.expense.get(day) ?? 0),
        });
        propertyIncome += model.income.get(day) ?? 0;
        propertyExpense += model.expense.get(day) ?? 0;
      }
      expect(await getDailySummary(db, { start, end, property })).toEqual(days);
      const own = await getReportTotals(db, { start, end, property });
      expect([own.period.total_income, own.period.total_expense]).toEqual([
        fromCents(propertyIncome),
        fromCents(propertyExpense),
      ]);
      expect(reports.find((r) => r.property.id === property)).toMatchObject({
        income: fromCents(propertyIncome),
        expense: fromCents(propertyExpense),
        net: fromCents(propertyIncome - propertyExpense),
      });
    }
  }
}
