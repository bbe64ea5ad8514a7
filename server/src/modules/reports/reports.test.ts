import { addDays, reportTotals, SEEDED_GROUPS, toCents, todayIn } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';
import { buildOrder, buildProperty, buildSmallHouse, buildTenant } from '../../../test/factories';
import { insertOtherRow, postTenantRows, subTypeId } from '../../../test/finance-fixtures';
import { closeOrder } from '../orders/orders.service';

const ctx = useTestApp({ signedIn: { superuser: true } });

const today = () => todayIn('America/New_York');

async function totals(start: string, end: string) {
  const res = await ctx.client.get(`/api/reportsapp/total/?start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return reportTotals.parse(res.json());
}

describe('report totals', () => {
  it('answers zeros, and occupancy 0, for a house without beds', async () => {
    expect(await totals('2025-03-01', '2025-03-31')).toEqual({
      period: { total_income: '0.00', total_expense: '0.00', net_profit: '0.00', checkouts: 0, beds_sold: 0 },
      current: { total_beds: 0, free_beds: 0, occupancy: 0 },
    });
  });

  it('sums income and expense rows by calendar day in the business time zone, both ends inclusive', async () => {
    const db = ctx.database.db;
    const property = await buildProperty(db);
    const income = await subTypeId(db, 'income', 'Test laundry');
    const expense = await subTypeId(db, 'expense', 'Test repairs');
    const row = (type: 'income' | 'expense', amount: string, createdAt: string) =>
      insertOtherRow(db, {
        type,
        amount,
        createdAt,
        propertyId: property.id,
        subTypeId: type === 'income' ? income : expense,
      });
    await row('income', '50.25', '2025-03-01T04:59:59Z'); // 23:59:59 EST, February 28
    await row('income', '100.00', '2025-03-01T05:00:00Z'); // 00:00 EST, March 1
    await row('income', '10.10', '2025-04-01T03:59:59Z'); // 23:59:59 EDT, March 31
    await row('income', '999.00', '2025-04-01T04:00:00Z'); // 00:00 EDT, April 1
    await row('expense', '30.05', '2025-03-15T12:00:00Z');
    await row('expense', '1500.00', '2025-04-02T12:00:00Z');
    expect((await totals('2025-03-01', '2025-03-31')).period).toMatchObject({
      total_income: '110.10',
      total_expense: '30.05',
      net_profit: '80.05',
    });
    expect((await totals('2025-04-01', '2025-04-02')).period).toMatchObject({
      total_income: '999.00',
      total_expense: '1500.00',
      net_profit: '-501.00',
    });
    expect((await totals('2025-02-28', '2025-02-28')).period.total_income).toBe('50.25');
  });

  it('counts check-outs and beds sold in the range, and beds and occupancy now', async () => {
    const db = ctx.database.db;
    await buildSmallHouse(db);
    const bedIds = (await db.query<{ id: number }>(sql`SELECT id FROM beds ORDER BY id`)).map((b) => b.id);
    expect(bedIds).toHaveLength(8);
    // Orders made and closed at past instants, as history recorded after the fact is.
    const order = (beds: number[], at?: string) => buildOrder(db, { bedIds: beds, startDate: today(), at });
    const close = (id: number, at: string) => closeOrder(db, id, null, { today: today(), at });
    await order([bedIds[0]!, bedIds[1]!], '2025-03-10T15:00:00Z'); // made in March, still open
    const leftInMarch = await order([bedIds[2]!], '2025-02-20T15:00:00Z'); // made in February, left in March
    await close(leftInMarch.id, '2025-03-05T15:00:00Z');
    // Made on March 31 and completed on April 1 at 00:00, business time (UTC-4).
    const leftInApril = await order([bedIds[3]!, bedIds[4]!, bedIds[5]!], '2025-03-31T12:00:00Z');
    await close(leftInApril.id, '2025-04-01T04:00:00Z');
    const march = await totals('2025-03-01', '2025-03-31');
    expect(march.period).toMatchObject({ checkouts: 1, beds_sold: 5 });
    expect(march.current).toEqual({ total_beds: 8, free_beds: 6, occupancy: 25 });
    expect((await totals('2025-04-01', '2025-04-01')).period).toMatchObject({ checkouts: 1, beds_sold: 0 });

    await order([bedIds[6]!]);
    expect((await totals(today(), today())).current).toEqual({
      total_beds: 8,
      free_beds: 5,
      occupancy: 37.5,
    });
    await order([bedIds[7]!, bedIds[2]!]);
    const now = await totals(today(), today());
    expect(now.current).toEqual({ total_beds: 8, free_beds: 3, occupancy: 62.5 });
    expect(now.period.beds_sold).toBe(3);
  });

  it('counts payments net of their voids, plus income rows; rent and fees are not income', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db);
    const before = await totals(today(), today());
    const [, voided] = await postTenantRows(db, [
      { tenantId: tenant.id, type: 'payment', amount: '300.00' },
      { tenantId: tenant.id, type: 'payment', amount: '100.00' },
      { tenantId: tenant.id, type: 'fee', amount: '-25.00' },
      { tenantId: tenant.id, type: 'rent', amount: '-650.00' },
    ]);
    await postTenantRows(db, [
      { tenantId: tenant.id, type: 'payment', amount: '-100.00', reversesId: voided! },
    ]);
    await insertOtherRow(db, {
      type: 'income',
      amount: '40.00',
      propertyId: (await buildProperty(db)).id,
      subTypeId: await subTypeId(db, 'income', 'Test laundry'),
    });
    const after = await totals(today(), today());
    expect(toCents(after.period.total_income) - toCents(before.period.total_income)).toBe(34_000);
    expect(after.period.total_expense).toBe(before.period.total_expense);
    expect(toCents(after.period.net_profit) - toCents(before.period.net_profit)).toBe(34_000);
    const yesterday = addDays(today(), -1);
    expect((await totals(yesterday, yesterday)).period.total_income).toBe('0.00');
  });
});

describe('report totals: refusals and permissions', () => {
  it('answers 400 field errors for a missing, malformed or reversed range', async () => {
    const bad = async (query: string) => fieldErrors(await ctx.client.get(`/api/reportsapp/total/${query}`));
    expect(await bad('')).toEqual({ start: ['This field is required.'], end: ['This field is required.'] });
    expect(await bad('?start=2025-03-01')).toEqual({ end: ['This field is required.'] });
    expect(Object.keys(await bad('?start=2025-02-30&end=2025-03-01'))).toEqual(['start']);
    expect(Object.keys(await bad('?start=March&end=2025-03-01'))).toEqual(['start']);
    expect(Object.keys(await bad('?start=2025-03-01&end='))).toEqual(['end']);
    expect(await bad('?start=2025-03-02&end=2025-03-01')).toEqual({
      end: ['The start date must not be after the end date.'],
    });
  });

  it('needs reports.view: Front desk and a transactions viewer get 403', async () => {
    const url = '/api/reportsapp/total/?start=2025-03-01&end=2025-03-31';
    const frontDesk = (await signedInClient(ctx, { permissions: [...SEEDED_GROUPS['Front desk']!] })).client;
    const txViewer = (await signedInClient(ctx, { permissions: ['transactions.view'] })).client;
    const reporter = (await signedInClient(ctx, { permissions: ['reports.view'] })).client;
    for (const denied of [frontDesk, txViewer]) {
      expect((await denied.get(url)).json()).toEqual({
        detail: expect.any(String),
        code: 'permission_denied',
      });
    }
    expect((await reporter.get(url)).statusCode).toBe(200);
    expect((await reporter.get('/api/transactions/')).statusCode).toBe(403);
  });
});
