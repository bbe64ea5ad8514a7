import {
  addDays,
  dailySummary,
  displayDate,
  FINANCE_MESSAGES,
  reportTotals,
  SETTINGS_MESSAGES,
  todayIn,
  transactionPage,
  type Transaction,
} from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { databaseErrorOf } from '../../db/errors';
import { sql } from '../../db/sql';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildProperty, buildTenant, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';

/**
 * Each amount on its own day (issue 30, DOMAIN "The books"): a payment, fee, income or expense dated
 * back is found under its booked day in the list, the CSV, the summary and the totals, never under
 * the day it was typed; nothing is dated in the future; the books closed through a day refuse it.
 * The file's tests share one database: each dates its entries on days no other test uses.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

async function listed(query: string): Promise<Transaction[]> {
  const res = await ctx.client.get(`/api/transactions/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return transactionPage.parse(res.json()).results;
}

/** A tenant, a property and one of each kind of entry booked `daysBack` days ago; the ids by kind. */
async function backDated(daysBack: number) {
  const db = ctx.database.db;
  const day = addDays(today(), -daysBack);
  const tenant = await buildTenant(db);
  const property = await buildProperty(db);
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await ctx.client.post(path, body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const payment = await post('/api/payments/', {
    tenant_id: tenant.id,
    method_id: await subTypeIdOf(db, 'payment', 'Cash'),
    amount: '120.00',
    received_on: day,
  });
  const fee = await post('/api/fees/', {
    tenant_id: tenant.id,
    type_id: await subTypeIdOf(db, 'fee', 'Cleaning'),
    amount: '35.00',
    booked_on: day,
  });
  const income = await post('/api/transactions/', {
    type: 'income',
    sub_type_id: await subTypeIdOf(db, 'income', 'Laundry'),
    property_id: property.id,
    amount: '14.50',
    booked_on: day,
  });
  const expense = await post('/api/transactions/', {
    type: 'expense',
    sub_type_id: await subTypeIdOf(db, 'expense', 'Repairs'),
    property_id: property.id,
    amount: '80.25',
    booked_on: day,
  });
  return { day, tenant, payment, fee, income, expense };
}

describe('each amount on its own day', () => {
  it('finds back-dated entries under their day in the list, the CSV, the summary and the totals', async () => {
    const { day, payment, fee, income, expense } = await backDated(3);
    const onDay = await listed(`?date_from=${day}&date_to=${day}`);
    expect(onDay.map((r) => [r.type, r.amount, r.booked_on]).sort()).toEqual(
      [
        ['expense', '80.25', day],
        ['fee', '-35.00', day],
        ['income', '14.50', day],
        ['payment', '120.00', day],
      ].sort(),
    );
    expect(onDay.find((r) => r.type === 'payment')!.received_on).toBe(day);
    // Recorded today, booked three days ago: today's filter does not list them.
    expect(onDay.every((r) => r.created_at.slice(0, 10) >= day)).toBe(true);
    expect(await listed(`?date_from=${today()}&date_to=${today()}`)).toEqual([]);
    expect((await ctx.client.get(`/api/fees/${fee}/`)).json()).toMatchObject({ booked_on: day });

    const csv = await ctx.client.get(`/api/transactions/csv/?date_from=${day}&date_to=${day}`);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(5); // the header and the four rows
    expect(lines.slice(1).every((line) => line.split(',')[1] === `"${day}"`)).toBe(true);

    // Income = the payment 120.00 + the income 14.50; expense 80.25 (the fee is no income).
    const summary = await ctx.client.get(`/api/reportsapp/summary/?start=${day}&end=${today()}`);
    expect(dailySummary.parse(summary.json())).toEqual([
      { date: day, income: '134.50', expense: '80.25' },
      { date: addDays(day, 1), income: '0.00', expense: '0.00' },
      { date: addDays(day, 2), income: '0.00', expense: '0.00' },
      { date: today(), income: '0.00', expense: '0.00' },
    ]);
    const totals = await ctx.client.get(`/api/reportsapp/total/?start=${day}&end=${day}`);
    expect(reportTotals.parse(totals.json()).period).toMatchObject({
      total_income: '134.50',
      total_expense: '80.25',
      net_profit: '54.25',
    });
    expect([payment, income, expense].every((id) => id > 0)).toBe(true);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('orders by booked day on request, and pages through it by cursor', async () => {
    const older = await backDated(6);
    const newer = await backDated(5);
    const all: Transaction[] = [];
    let next: string | null = '/api/transactions/?ordering=-booked_on&page_size=3';
    while (next) {
      const res = await ctx.client.get(next);
      expect(res.statusCode, res.body).toBe(200);
      const page = transactionPage.parse(res.json());
      all.push(...page.results);
      next = page.next;
    }
    const mine = all.filter((r) => r.booked_on === newer.day || r.booked_on === older.day);
    expect(mine.map((r) => r.booked_on)).toEqual([...Array(4).fill(newer.day), ...Array(4).fill(older.day)]);
    expect(all.map((r) => r.booked_on)).toEqual(
      all
        .map((r) => r.booked_on)
        .sort()
        .reverse(),
    );
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
  });

  it('refuses a day in the future on every kind of entry', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db);
    const property = await buildProperty(db);
    const tomorrow = addDays(today(), 1);
    const count = async () =>
      (await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions`))[0]!.n;
    const rows = await count();
    const fee = await ctx.client.post('/api/fees/', {
      tenant_id: tenant.id,
      type_id: await subTypeIdOf(db, 'fee', 'Cleaning'),
      amount: '35.00',
      booked_on: tomorrow,
    });
    expect(fieldErrors(fee)).toEqual({ booked_on: [FINANCE_MESSAGES.bookedInFuture] });
    const other = await ctx.client.post('/api/transactions/', {
      type: 'expense',
      sub_type_id: await subTypeIdOf(db, 'expense', 'Repairs'),
      property_id: property.id,
      amount: '10.00',
      booked_on: tomorrow,
    });
    expect(fieldErrors(other)).toEqual({ booked_on: [FINANCE_MESSAGES.bookedInFuture] });
    const payment = await ctx.client.post('/api/payments/', {
      tenant_id: tenant.id,
      method_id: await subTypeIdOf(db, 'payment', 'Cash'),
      amount: '10.00',
      received_on: tomorrow,
    });
    expect(fieldErrors(payment)).toEqual({ received_on: [FINANCE_MESSAGES.receivedInFuture] });
    expect(await count()).toBe(rows);
  });
});

describe('books closed through a day', () => {
  const closeThrough = (day: string | null) =>
    ctx.client.patch('/api/settings/', { books_closed_through: day });

  it('refuses entries on or before the day, books those after it, and lets a void of an older row book today', async () => {
    const db = ctx.database.db;
    const early = await backDated(10);
    const closed = addDays(today(), -4);
    const res = await closeThrough(closed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ books_closed_through: closed });
    const [entry] = await db.query<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.changes).toEqual({ books_closed_through: { from: null, to: closed } });

    const message = `The books are closed through ${displayDate(closed)}.`;
    expect(FINANCE_MESSAGES.booksClosed(closed)).toBe(message);
    const cash = await subTypeIdOf(db, 'payment', 'Cash');
    const pay = (received_on: string) =>
      ctx.client.post('/api/payments/', {
        tenant_id: early.tenant.id,
        method_id: cash,
        amount: '5.00',
        received_on,
      });
    expect(fieldErrors(await pay(closed))).toEqual({ received_on: [message] });
    expect(fieldErrors(await pay(addDays(closed, -30)))).toEqual({ received_on: [message] });
    const fee = await ctx.client.post('/api/fees/', {
      tenant_id: early.tenant.id,
      type_id: await subTypeIdOf(db, 'fee', 'Cleaning'),
      amount: '35.00',
      booked_on: closed,
    });
    expect(fieldErrors(fee)).toEqual({ booked_on: [message] });
    const before = await listed('?page_size=100');
    const closedTotals = async () =>
      reportTotals.parse(
        (await ctx.client.get(`/api/reportsapp/total/?start=${early.day}&end=${closed}`)).json(),
      ).period;
    const closedBefore = await closedTotals();
    expect((await pay(addDays(closed, 1))).statusCode).toBe(201);

    // The payment of ten days ago is voided today: its reversal books today, the closed day keeps its money.
    const voided = await ctx.client.post(`/api/payments/${early.payment}/void/`, { reason: 'Bounced' });
    expect(voided.statusCode, voided.body).toBe(200);
    const rows = await listed('?page_size=100');
    expect(rows).toHaveLength(before.length + 2);
    expect(rows.find((r) => r.reverses_id !== null)).toMatchObject({
      type: 'payment',
      amount: '-120.00',
      booked_on: today(),
    });
    expect(await closedTotals()).toEqual(closedBefore);
    await expectLedgerSound(db, { today: today() });
  });

  it('can be closed through yesterday at the latest, and opened again', async () => {
    expect(fieldErrors(await closeThrough(today()))).toEqual({
      books_closed_through: [SETTINGS_MESSAGES.booksClosedNotPast],
    });
    expect((await closeThrough(addDays(today(), -1))).statusCode).toBe(200);
    const opened = await closeThrough(null);
    expect(opened.json()).toMatchObject({ books_closed_through: null });
    const { day } = await backDated(30);
    expect((await listed(`?date_from=${day}&date_to=${day}`)).length).toBe(4);
  });

  it('is also held by the database: a ledger row on a closed day is refused whoever writes it', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db);
    await db.query(sql`UPDATE business_settings SET books_closed_through = ${addDays(today(), -3)}`);
    const refused = await db
      .query(
        sql`INSERT INTO transactions (type, tenant_id, amount, current_balance, booked_on)
            VALUES ('fee', ${tenant.id}, -1, -1, ${addDays(today(), -3)})`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(databaseErrorOf(refused)).toEqual({ code: '23514', constraint: 'transactions_books_closed' });
    const after = addDays(today(), -2);
    await db.query(
      sql`INSERT INTO transactions (type, tenant_id, amount, current_balance, booked_on)
          VALUES ('fee', ${tenant.id}, -1, -1, ${after})`,
    );
  });
});
