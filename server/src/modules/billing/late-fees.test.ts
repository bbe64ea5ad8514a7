import { addDays, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, engine, freshDatabase, scratchDatabaseName } from '../../../test/database';
import { buildOrder, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database, Db } from '../../db/database';
import { openPostgres } from '../../db/open';
import { sql } from '../../db/sql';
import { prepareDatabase } from '../../setup/prepare';
import { postPayment } from '../finance/payments.service';
import { voidFee } from '../finance/fees.service';
import { closeOrder } from '../orders/orders.service';
import { runBilling } from './billing.service';
import type { LateFeeRule } from './late-fees';

/**
 * Late fees (DOMAIN "Late fees"): one per rent confirmation unpaid at the end of its due date + grace
 * days, in the business time zone; once, whoever runs the billing job how often; voided when a payment
 * received by the deadline pays the rent; waivable with a reason.
 */
const ZONE = 'America/New_York';

async function flatRule(db: Db, overrides: Partial<LateFeeRule> = {}): Promise<LateFeeRule> {
  return {
    mode: 'flat',
    amount: '50.00',
    percent: '0.00',
    max: null,
    typeId: await subTypeIdOf(db, 'fee', 'Late fee'),
    graceDays: 3,
    ...overrides,
  };
}

const lateFeesOf = (db: Db, tenantId: number) =>
  db.query<{
    id: number;
    amount: string;
    status: string;
    due_date: string;
    late_deadline: string;
    void_reason: string | null;
  }>(
    sql`SELECT id, amount::text, status, due_date::text, late_deadline::text, void_reason FROM fees
        WHERE tenant_id = ${tenantId} AND late_for_rent_id IS NOT NULL ORDER BY id`,
  );

const bill = (db: Db, today: string, lateFees: LateFeeRule) =>
  runBilling(db, { today, leadDays: 5, lateFees });

describe('late fees', () => {
  it('are charged once the grace days have ended in the business time zone, at 00:30 and not at 23:30, across both DST changes', async () => {
    const { db } = await freshDatabase();
    const rule = await flatRule(db);
    // Rent due March 5, three grace days: late once March 8 (the day clocks go forward) has ended.
    // Rent due October 29: late once November 1 (the day clocks go back) has ended.
    for (const [start, lastEvening, nextNight] of [
      ['2026-03-05', '2026-03-09T03:30:00Z', '2026-03-09T04:30:00Z'], // 23:30 EDT on the 8th, 00:30 EDT on the 9th
      ['2026-10-29', '2026-11-02T04:30:00Z', '2026-11-02T05:30:00Z'], // 23:30 EST on the 1st, 00:30 EST on the 2nd
    ] as const) {
      const order = await buildOrder(db, { startDate: start, rentAmount: '600.00' });
      const evening = todayIn(ZONE, new Date(lastEvening));
      expect(evening).toBe(addDays(start, 3));
      await bill(db, evening, rule);
      expect(await lateFeesOf(db, order.tenant.id)).toEqual([]);
      const night = todayIn(ZONE, new Date(nextNight));
      expect(night).toBe(addDays(start, 4));
      await bill(db, night, rule);
      expect(await lateFeesOf(db, order.tenant.id)).toEqual([
        expect.objectContaining({
          amount: '50.00',
          status: 'unpaid',
          due_date: night,
          late_deadline: evening,
        }),
      ]);
      // The next run charges nothing more for that rent.
      await bill(db, addDays(night, 1), rule);
      expect(await lateFeesOf(db, order.tenant.id)).toHaveLength(1);
      await closeOrder(db, order.id, null, { today: addDays(night, 1) });
    }
    await expectLedgerSound(db);
  });

  it('charge a percent of the rent, at most the maximum, and nothing while the mode is off or the rent was paid', async () => {
    const { db } = await freshDatabase();
    const percent = await flatRule(db, { mode: 'percent', percent: '10.00', max: '45.00', graceDays: 0 });
    const big = await buildOrder(db, { startDate: '2026-05-01', rentAmount: '600.00' });
    const small = await buildOrder(db, { startDate: '2026-05-01', rentAmount: '333.33' });
    const paid = await buildOrder(db, { startDate: '2026-05-01', rentAmount: '500.00' });
    const cash = await subTypeIdOf(db, 'payment', 'Cash');
    await postPayment(
      db,
      { tenant_id: paid.tenant.id, method_id: cash, amount: '500.00', description: null },
      null,
      {
        today: '2026-05-01',
      },
    );
    expect((await runBilling(db, { today: '2026-05-02', leadDays: 5, lateFees: null })).lateFees).toBe(0);
    await bill(db, '2026-05-02', percent);
    expect((await lateFeesOf(db, big.tenant.id)).map((f) => f.amount)).toEqual(['45.00']); // 10% = 60.00, at most 45.00
    expect((await lateFeesOf(db, small.tenant.id)).map((f) => f.amount)).toEqual(['33.33']);
    expect(await lateFeesOf(db, paid.tenant.id)).toEqual([]);
    await expectLedgerSound(db);
  });

  it('are charged once per late rent when two instances run the billing job at once, twice over', async () => {
    // On PostgreSQL, two instances: each its own pool on one database. The embedded engine has one connection.
    let instances: Database[];
    if (engine === 'postgres') {
      const url = await createPostgresDatabase(scratchDatabaseName('late_fees'));
      instances = [openPostgres(url), openPostgres(url)];
      await prepareDatabase(instances[0]!, { seedDemo: false });
    } else {
      const database = await freshDatabase();
      instances = [database, database];
    }
    const db = instances[0]!.db;
    try {
      const rule = await flatRule(db);
      const orders = [];
      for (let i = 0; i < 12; i++)
        orders.push(await buildOrder(db, { startDate: '2026-06-01', rentAmount: '400.00' }));
      for (const today of ['2026-06-05', '2026-06-06']) {
        const reports = await Promise.all(instances.map((instance) => bill(instance.db, today, rule)));
        if (today === '2026-06-05') {
          expect(reports.reduce((n, r) => n + r.lateFees, 0)).toBe(12);
          expect(reports.map((r) => r.lateFeesCharged).sort()).toEqual(
            reports.map((r) => `${r.lateFees * 50}.00`).sort(),
          );
        }
      }
      for (const order of orders) expect(await lateFeesOf(db, order.tenant.id)).toHaveLength(1);
      await expectLedgerSound(db);
    } finally {
      if (engine === 'postgres') await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it('are voided when a payment received by the deadline pays the rent, typed after the fee was charged', async () => {
    const { db } = await freshDatabase();
    const rule = await flatRule(db);
    const cash = await subTypeIdOf(db, 'payment', 'Cash');
    const onTime = await buildOrder(db, { startDate: '2026-07-01', rentAmount: '600.00' });
    const late = await buildOrder(db, { startDate: '2026-07-01', rentAmount: '600.00' });
    const short = await buildOrder(db, { startDate: '2026-07-01', rentAmount: '600.00' });
    await bill(db, '2026-07-05', rule);
    const pay = (tenantId: number, amount: string, received_on: string) =>
      postPayment(
        db,
        { tenant_id: tenantId, method_id: cash, amount, description: null, received_on },
        null,
        {
          today: '2026-07-06',
        },
      );
    // Received on the deadline (July 4), typed on the 6th: the fee goes.
    const timely = await pay(onTime.tenant.id, '600.00', '2026-07-04');
    expect(await lateFeesOf(db, onTime.tenant.id)).toEqual([
      expect.objectContaining({
        status: 'void',
        void_reason: `Paid on time: payment #${timely.id} received 04 Jul 2026`,
      }),
    ]);
    expect(
      (
        await db.query<{ balance: string }>(
          sql`SELECT balance_amount::text AS balance FROM tenants WHERE id = ${onTime.tenant.id}`,
        )
      )[0]!.balance,
    ).toBe('0.00');
    // Received the day after the deadline: the fee stays, and the payment pays the rent first.
    await pay(late.tenant.id, '600.00', '2026-07-05');
    expect(await lateFeesOf(db, late.tenant.id)).toEqual([expect.objectContaining({ status: 'unpaid' })]);
    // Received on time but short of the rent: it did not pay it, the fee stays.
    await pay(short.tenant.id, '300.00', '2026-07-03');
    expect(await lateFeesOf(db, short.tenant.id)).toEqual([expect.objectContaining({ status: 'unpaid' })]);
    // Staff waive it with a reason.
    const [fee] = await lateFeesOf(db, late.tenant.id);
    await voidFee(db, fee!.id, { reason: 'First time, waived' }, null, { today: '2026-07-06' });
    expect(await lateFeesOf(db, late.tenant.id)).toEqual([
      expect.objectContaining({ status: 'void', void_reason: 'First time, waived' }),
    ]);
    await expectLedgerSound(db, { today: '2026-07-06' });
  });

  it('are never charged for rent an order no longer owes: a cancelled one, or an order closed before its deadline', async () => {
    const { db } = await freshDatabase();
    const rule = await flatRule(db);
    const order = await buildOrder(db, {
      startDate: '2026-08-01',
      rentAmount: '600.00',
      periodPayment: 'weekly',
    });
    await closeOrder(db, order.id, null, { today: '2026-08-02' });
    await bill(db, '2026-08-20', rule);
    expect(await lateFeesOf(db, order.tenant.id)).toEqual([]);
    await expectLedgerSound(db);
  });
});
