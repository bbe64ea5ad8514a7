import { firstPeriod, ORDER_MESSAGES, order as orderSchema, type PeriodPayment } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildTenant } from '../../../test/factories';
import { confirmationsOf, expectLedgerSound } from '../../../test/ledger-helpers';
import { runBilling } from '../billing/billing.service';

/**
 * A fixed due day and the prorated first period (DOMAIN "Due day and proration"): monthly rent × the
 * days from the start to the day before the first due day ÷ the days of the start's month; weekly rent
 * × those days ÷ 7; rounded to cents. The figures below are computed by hand.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

const preview = async (start: string, period: PeriodPayment, dueDay: number | '', rent: string) => {
  const res = await ctx.client.get(
    `/api/orders/first_period/?start_date=${start}&period_payment=${period}&due_day=${dueDay}&rent_amount=${rent}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return firstPeriod.parse(res.json());
};

describe('a due day and the prorated first period', () => {
  it.each([
    // [start, period, due day, rent, first due date, prorated days, prorated amount]
    ['2026-01-15', 'monthly', 1, '600.00', '2026-02-01', 17, '329.03'], // 600 × 17 / 31 = 329.032…
    ['2026-04-20', 'monthly', 1, '600.00', '2026-05-01', 11, '220.00'], // 600 × 11 / 30
    ['2026-02-10', 'monthly', 1, '600.00', '2026-03-01', 19, '407.14'], // 600 × 19 / 28 = 407.142…
    ['2028-02-10', 'monthly', 1, '600.00', '2028-03-01', 20, '413.79'], // 600 × 20 / 29 = 413.793…
    ['2026-01-20', 'monthly', 15, '600.00', '2026-02-15', 26, '503.23'], // 600 × 26 / 31 = 503.225…
    ['2026-01-31', 'monthly', 28, '650.00', '2026-02-28', 28, '587.10'], // 650 × 28 / 31 = 587.096…
    ['2026-11-26', 'weekly', 1, '210.00', '2026-11-30', 4, '120.00'], // a Thursday to Monday: 210 × 4 / 7
    ['2026-11-29', 'weekly', 1, '210.00', '2026-11-30', 1, '30.00'], // a Sunday
    ['2026-11-24', 'weekly', 6, '175.00', '2026-11-28', 4, '100.00'], // a Tuesday to Saturday: 175 × 4 / 7
  ] as const)(
    'starting %s, %s on day %s: first due %s',
    async (start, period, dueDay, rent, first, days, amount) => {
      expect(await preview(start, period, dueDay, rent)).toEqual({
        first_due_date: first,
        prorated: { due_date: start, days, amount },
      });
      // The order charges the same: the prorated period on the start date, then the full rent from the due day.
      const order = await buildOrder(ctx.database.db, {
        startDate: start,
        periodPayment: period,
        dueDay,
        rentAmount: rent,
        leadDays: 0,
      });
      await runBilling(ctx.database.db, { today: first, leadDays: 0 });
      expect(
        (await confirmationsOf(ctx.database.db, order.id)).map((c) => [c.rent_due_date, c.rent_amount]),
      ).toEqual([
        [start, amount],
        [first, rent],
      ]);
      await expectLedgerSound(ctx.database.db);
    },
  );

  it('prorates nothing for an order starting on its due day, nor without a due day', async () => {
    expect(await preview('2026-03-01', 'monthly', 1, '600.00')).toEqual({
      first_due_date: '2026-03-01',
      prorated: null,
    });
    expect(await preview('2026-11-30', 'weekly', 1, '210.00')).toEqual({
      first_due_date: '2026-11-30',
      prorated: null,
    });
    expect(await preview('2026-03-17', 'monthly', '', '600.00')).toEqual({
      first_due_date: '2026-03-17',
      prorated: null,
    });
  });

  it('creates an order with its due day through the API, and keeps the due day for later months', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const bed = await buildBed(ctx.database.db);
    const res = await ctx.client.post('/api/orders/', {
      tenant_id: tenant.id,
      bed_ids: [bed.id],
      period_payment: 'monthly',
      rent_amount: '620.00',
      due_day: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = orderSchema.parse(res.json());
    expect(created.due_day).toBe(5);
    const schedule = await preview(created.start_date, 'monthly', 5, '620.00');
    const [first, second] = await confirmationsOf(ctx.database.db, created.id);
    if (schedule.prorated)
      expect(first).toMatchObject({
        rent_due_date: created.start_date,
        rent_amount: schedule.prorated.amount,
      });
    else expect(first).toMatchObject({ rent_due_date: created.start_date, rent_amount: '620.00' });
    expect(second === undefined || second.rent_due_date.endsWith('-05')).toBe(true);
  });

  it('refuses a due day that does not fit the period', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const bed = await buildBed(ctx.database.db);
    const post = (period: PeriodPayment, due_day: number) =>
      ctx.client.post('/api/orders/', {
        tenant_id: tenant.id,
        bed_ids: [bed.id],
        period_payment: period,
        rent_amount: '100.00',
        due_day,
      });
    expect(fieldErrors(await post('weekly', 8))).toEqual({ due_day: [ORDER_MESSAGES.dueDayWeekly] });
    expect(fieldErrors(await post('daily', 1))).toEqual({ due_day: [ORDER_MESSAGES.dueDayDaily] });
    expect(Object.keys(fieldErrors(await post('monthly', 29)))).toEqual(['due_day']);
    expect(Object.keys(fieldErrors(await post('monthly', 0)))).toEqual(['due_day']);
  });
});
