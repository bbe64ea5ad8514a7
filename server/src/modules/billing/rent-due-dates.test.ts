import { addDays, todayIn } from '@bunkhouse/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildOrder } from '../../../test/factories';
import { confirmationsOf, expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { runBilling } from '../../modules/billing/billing.service';
import { closeOrder } from '../orders/orders.service';

/** Due dates anchored on the start date: month-end clamping and daylight-saving changes (rent.test.ts: the cycle). */
let database: Database;
beforeEach(async () => {
  database = await freshDatabase();
});

const billDays = async (from: string, to: string, leadDays = 5) => {
  for (let day = from; day <= to; day = addDays(day, 1))
    await runBilling(database.db, { today: day, leadDays });
};
const dueDates = async (orderId: number) =>
  (await confirmationsOf(database.db, orderId)).map((c) => c.rent_due_date);

describe('anchored due dates', () => {
  it('clamps monthly rent started on the 31st to the month end without drifting: Jan 31 → Feb 28 → Mar 31', async () => {
    const order = await buildOrder(database.db, { startDate: '2026-01-31', periodPayment: 'monthly' });
    await billDays('2026-02-01', '2026-07-31');
    expect(await dueDates(order.id)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
    ]); // 08-31 is charged on 08-26, after the last day billed

    await expectLedgerSound(database.db, { today: '2026-07-31' });
  });

  it('clamps to Feb 29 in a leap year, and keeps the 29th and 30th', async () => {
    const leap = await buildOrder(database.db, { startDate: '2024-01-31', periodPayment: 'monthly' });
    const on29 = await buildOrder(database.db, { startDate: '2025-01-29', periodPayment: 'monthly' });
    const on30 = await buildOrder(database.db, { startDate: '2025-11-30', periodPayment: 'monthly' });
    await billDays('2024-02-01', '2024-03-31');
    expect(await dueDates(leap.id)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
    await billDays('2025-01-30', '2025-03-29');
    expect(await dueDates(on29.id)).toEqual(['2025-01-29', '2025-02-28', '2025-03-29']);
    await billDays('2025-12-01', '2026-03-01');
    expect(await dueDates(on30.id)).toEqual(['2025-11-30', '2025-12-30', '2026-01-30', '2026-02-28']);
  });

  it('moves no due date across a daylight-saving change in the business time zone', async () => {
    const zone = 'America/New_York';
    // The nights of 2026-03-08 (clocks forward at 2:00) and 2026-11-01 (back at 2:00): hour by hour,
    // "today" in the zone changes only at local midnight.
    const spring = [
      '2026-03-08T04:59:00Z',
      '2026-03-08T05:00:00Z',
      '2026-03-08T06:30:00Z',
      '2026-03-08T07:30:00Z',
      '2026-03-09T03:59:00Z',
      '2026-03-09T04:00:00Z',
    ];
    expect(spring.map((t) => todayIn(zone, new Date(t)))).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-08',
      '2026-03-08',
      '2026-03-08',
      '2026-03-09',
    ]);
    const autumn = [
      '2026-11-01T03:59:00Z',
      '2026-11-01T04:00:00Z',
      '2026-11-01T05:30:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-02T04:59:00Z',
      '2026-11-02T05:00:00Z',
    ];
    expect(autumn.map((t) => todayIn(zone, new Date(t)))).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-01',
      '2026-11-01',
      '2026-11-01',
      '2026-11-02',
    ]);
    // The job runs every hour through both changes, with "today" as the zone says.
    const hourly = async (from: string, to: string) => {
      for (let t = Date.parse(from); t <= Date.parse(to); t += 3_600_000) {
        await runBilling(database.db, { today: todayIn(zone, new Date(t)), leadDays: 0 });
      }
    };
    const daily = await buildOrder(database.db, {
      startDate: '2026-03-06',
      periodPayment: 'daily',
      rentAmount: '25.00',
      leadDays: 0,
    });
    await hourly('2026-03-06T05:00:00Z', '2026-03-10T03:00:00Z');
    expect(await dueDates(daily.id)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    await closeOrder(database.db, daily.id, null, { today: '2026-03-09' });
    const weekly = await buildOrder(database.db, {
      startDate: '2026-10-25',
      periodPayment: 'weekly',
      rentAmount: '160.00',
      leadDays: 0,
    });
    await hourly('2026-10-25T04:00:00Z', '2026-11-09T12:00:00Z');
    expect(await dueDates(weekly.id)).toEqual(['2026-10-25', '2026-11-01', '2026-11-08']);
    await expectLedgerSound(database.db);
  });
});
