import {
  dailySummary,
  REPORT_MESSAGES,
  reportTotals,
  SEEDED_GROUPS,
  type SummaryDay,
} from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';
import { buildProperty, buildTenant } from '../../../test/factories';
import { insertOtherRow, postTenantRows, subTypeId } from '../../../test/finance-fixtures';

/**
 * GET /api/reportsapp/summary/: income and expense per business day (America/New_York), zero-filled.
 * Tenant rows are posted straight (postTenantRows), at chosen instants; rollups.model.test.ts runs the
 * same rules through the use cases.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

async function summary(start: string, end: string) {
  const res = await ctx.client.get(`/api/reportsapp/summary/?start=${start}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  return dailySummary.parse(res.json());
}
const day = (date: string, income: string, expense = '0.00'): SummaryDay => ({ date, income, expense });

describe('the daily summary', () => {
  it('answers one zero day per day of a range without money', async () => {
    expect(await summary('2024-02-27', '2024-03-01')).toEqual([
      day('2024-02-27', '0.00'),
      day('2024-02-28', '0.00'),
      day('2024-02-29', '0.00'),
      day('2024-03-01', '0.00'),
    ]);
  });

  it('puts money on its booked day: rows recorded at 23:30 and 00:30 New York time, across both DST changes', async () => {
    const db = ctx.database.db;
    const property = await buildProperty(db);
    const income = await subTypeId(db, 'income', 'Test laundry');
    const expense = await subTypeId(db, 'expense', 'Test repairs');
    const tenant = await buildTenant(db);
    const row = (type: 'income' | 'expense', amount: string, createdAt: string) =>
      insertOtherRow(db, {
        type,
        amount,
        createdAt,
        propertyId: property.id,
        subTypeId: type === 'income' ? income : expense,
      });
    // 2025-03-09: clocks go forward at 02:00 (EST −5 → EDT −4), a 23-hour day.
    await row('income', '10.00', '2025-03-09T04:30:00Z'); // 23:30 EST on March 8
    await row('income', '20.00', '2025-03-09T05:30:00Z'); // 00:30 EST on March 9
    await row('expense', '3.00', '2025-03-10T03:30:00Z'); // 23:30 EDT on March 9
    await row('income', '40.00', '2025-03-10T04:30:00Z'); // 00:30 EDT on March 10
    // 2025-11-02: clocks go back at 02:00 (EDT −4 → EST −5), a 25-hour day.
    await row('income', '1.00', '2025-11-02T03:30:00Z'); // 23:30 EDT on November 1
    await row('income', '2.00', '2025-11-02T05:30:00Z'); // 01:30 EDT on November 2
    await row('income', '4.00', '2025-11-02T06:30:00Z'); // 01:30 EST on November 2, the hour again
    await row('expense', '8.00', '2025-11-03T04:30:00Z'); // 23:30 EST on November 2
    // A payment at 23:30 and one at 00:30, through the posting function, each booked on its business
    // day (the fixtures read the day in the business zone, as the app's today does).
    await postTenantRows(db, [
      { tenantId: tenant.id, type: 'payment', amount: '100.00', createdAt: '2025-11-03T04:30:00Z' },
      { tenantId: tenant.id, type: 'payment', amount: '200.00', createdAt: '2025-11-03T05:30:00Z' },
    ]);
    expect(await summary('2025-03-08', '2025-03-10')).toEqual([
      day('2025-03-08', '10.00'),
      day('2025-03-09', '20.00', '3.00'),
      day('2025-03-10', '40.00'),
    ]);
    expect(await summary('2025-11-01', '2025-11-03')).toEqual([
      day('2025-11-01', '1.00'),
      day('2025-11-02', '106.00', '8.00'),
      day('2025-11-03', '200.00'),
    ]);
  });

  it('counts a void on its own booked day, so a closed day never changes; rent and fees are no income', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db);
    const [kept, voided] = await postTenantRows(db, [
      { tenantId: tenant.id, type: 'payment', amount: '300.00', createdAt: '2025-06-10T14:00:00Z' },
      { tenantId: tenant.id, type: 'payment', amount: '75.00', createdAt: '2025-06-10T15:00:00Z' },
      { tenantId: tenant.id, type: 'fee', amount: '-25.00', createdAt: '2025-06-10T16:00:00Z' },
      { tenantId: tenant.id, type: 'rent', amount: '-650.00', createdAt: '2025-06-11T12:00:00Z' },
    ]);
    expect(kept).toBeDefined();
    // Voided two days later: the reversal takes the money off June 12, its own day (DOMAIN "The
    // books"); June 10 keeps what it showed.
    await postTenantRows(db, [
      {
        tenantId: tenant.id,
        type: 'payment',
        amount: '-75.00',
        reversesId: voided!,
        createdAt: '2025-06-12T14:00:00Z',
      },
    ]);
    expect(await summary('2025-06-10', '2025-06-12')).toEqual([
      day('2025-06-10', '375.00'),
      day('2025-06-11', '0.00'),
      day('2025-06-12', '-75.00'),
    ]);
    // The totals read the same days: over the three, the payment entered by mistake counts nothing.
    const res = await ctx.client.get('/api/reportsapp/total/?start=2025-06-10&end=2025-06-12');
    expect(reportTotals.parse(res.json()).period).toMatchObject({
      total_income: '300.00',
      total_expense: '0.00',
    });
    const june10 = await ctx.client.get('/api/reportsapp/total/?start=2025-06-10&end=2025-06-10');
    expect(reportTotals.parse(june10.json()).period).toMatchObject({ total_income: '375.00' });
  });

  it('refuses a missing, malformed or reversed range, and one of more than five years', async () => {
    const bad = async (query: string) =>
      fieldErrors(await ctx.client.get(`/api/reportsapp/summary/${query}`));
    expect(await bad('')).toEqual({ start: ['This field is required.'], end: ['This field is required.'] });
    expect(Object.keys(await bad('?start=2025-02-30&end=2025-03-01'))).toEqual(['start']);
    expect(await bad('?start=2025-03-02&end=2025-03-01')).toEqual({
      end: ['The start date must not be after the end date.'],
    });
    expect(await bad('?start=2020-01-01&end=2025-01-02')).toEqual({ end: [REPORT_MESSAGES.rangeTooLong] });
    expect((await summary('2020-01-01', '2024-12-31')).length).toBe(1827); // five years, two leap days
  });

  it('needs reports.view', async () => {
    const frontDesk = (await signedInClient(ctx, { permissions: [...SEEDED_GROUPS['Front desk']!] })).client;
    const res = await frontDesk.get('/api/reportsapp/summary/?start=2025-03-01&end=2025-03-31');
    expect(res.statusCode).toBe(403);
  });
});
