import { addDays } from '@bunkhouse/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildBed, buildOrder, buildTenant } from '../../../test/factories';
import {
  balanceOf,
  confirmationsOf,
  expectLedgerSound,
  ledgerOf,
  orderRow,
  payIn,
} from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { runBilling } from '../../modules/billing/billing.service';
import { closeOrder } from '../orders/orders.service';

/** The rent cycle through the use cases, on simulated days (the HTTP side: orders.test.ts). */
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

describe('rent at order creation', () => {
  it('charges the first rent at once: the balance goes negative and the order is active', async () => {
    const order = await buildOrder(database.db, { startDate: '2026-03-10', rentAmount: '650.00' });
    expect(order).toMatchObject({ status: 'active', rent_due_date: '2026-03-10', start_date: '2026-03-10' });
    expect(await balanceOf(database.db, order.tenant.id)).toBe('-650.00');
    expect(await confirmationsOf(database.db, order.id)).toMatchObject([
      { rent_due_date: '2026-03-10', rent_amount: '650.00', remaining_amount: '650.00', status: 'unpaid' },
    ]);
    expect(await ledgerOf(database.db, order.tenant.id)).toMatchObject([
      { type: 'rent', amount: '-650.00', current_balance: '-650.00', reverses_id: null },
    ]);
    await expectLedgerSound(database.db, { today: '2026-03-10' });
  });

  it('charges every due date up to today + lead days for an order that started in the past', async () => {
    const order = await buildOrder(database.db, {
      startDate: '2026-03-01',
      today: '2026-03-10',
      periodPayment: 'weekly',
      rentAmount: '150.00',
    });
    // Due 03-01, 03-08, 03-15 (≤ 03-15 = today + 5); the first two are past due and unpaid.
    expect(await dueDates(order.id)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    expect(order).toMatchObject({ status: 'overdue', rent_due_date: '2026-03-15' });
    expect(await balanceOf(database.db, order.tenant.id)).toBe('-450.00');
    await expectLedgerSound(database.db, { today: '2026-03-10' });
  });

  it('charges nothing yet for an order that starts after the lead time, and its first rent later', async () => {
    const order = await buildOrder(database.db, { startDate: '2026-04-20', today: '2026-04-01' });
    expect(order).toMatchObject({ status: 'active', rent_due_date: null });
    expect(await balanceOf(database.db, order.tenant.id)).toBe('0.00');
    await billDays('2026-04-02', '2026-04-14');
    expect(await dueDates(order.id)).toEqual([]);
    await runBilling(database.db, { today: '2026-04-15', leadDays: 5 });
    expect(await dueDates(order.id)).toEqual(['2026-04-20']);
    await expectLedgerSound(database.db, { today: '2026-04-15' });
  });

  it('covers a new charge from credit at once, fully or in part', async () => {
    const tenant = await buildTenant(database.db);
    await payIn(database.db, tenant.id, '1000.00', '2026-03-01');
    const order = await buildOrder(database.db, {
      tenantId: tenant.id,
      startDate: '2026-03-01',
      rentAmount: '650.00',
      periodPayment: 'monthly',
    });
    expect(await confirmationsOf(database.db, order.id)).toMatchObject([
      { remaining_amount: '0.00', status: 'paid', paid_date: '2026-03-01' },
    ]);
    expect(await balanceOf(database.db, tenant.id)).toBe('350.00');
    await billDays('2026-03-02', '2026-03-27'); // second rent due 04-01, charged on 03-27
    expect(await confirmationsOf(database.db, order.id)).toMatchObject([
      { status: 'paid' },
      { rent_due_date: '2026-04-01', remaining_amount: '300.00', status: 'unpaid', paid_date: null },
    ]);
    expect(await balanceOf(database.db, tenant.id)).toBe('-300.00');
    await expectLedgerSound(database.db, { today: '2026-03-27' });
  });
});

describe('the billing job', () => {
  it('marks an order overdue the day after an unpaid due date, and active again once paid', async () => {
    const order = await buildOrder(database.db, { startDate: '2026-03-10', rentAmount: '650.00' });
    await runBilling(database.db, { today: '2026-03-10', leadDays: 5 });
    expect((await orderRow(database.db, order.id)).status).toBe('active');
    const report = await runBilling(database.db, { today: '2026-03-11', leadDays: 5 });
    expect(report).toMatchObject({ confirmations: 0, becameOverdue: 1 });
    expect((await orderRow(database.db, order.id)).status).toBe('overdue');
    await payIn(database.db, order.tenant.id, '650.00', '2026-03-12');
    await runBilling(database.db, { today: '2026-03-12', leadDays: 5 });
    expect((await orderRow(database.db, order.id)).status).toBe('active');
    await expectLedgerSound(database.db, { today: '2026-03-12' });
  });

  it('catches up every missed due date after downtime, and a second run charges nothing', async () => {
    const order = await buildOrder(database.db, {
      startDate: '2026-03-01',
      periodPayment: 'daily',
      rentAmount: '30.00',
    });
    const first = await runBilling(database.db, { today: '2026-03-20', leadDays: 5 });
    expect(first).toMatchObject({ confirmations: 19, charged: '570.00', ordersCharged: 1, becameOverdue: 1 });
    expect(await dueDates(order.id)).toHaveLength(25); // 03-01 … 03-25
    const again = await runBilling(database.db, { today: '2026-03-20', leadDays: 5 });
    expect(again).toMatchObject({ confirmations: 0, charged: '0.00', becameOverdue: 0 });
    expect(await balanceOf(database.db, order.tenant.id)).toBe('-750.00');
    await expectLedgerSound(database.db, { today: '2026-03-20' });
  });

  it('never charges twice when two runs go at once', async () => {
    const orders = [];
    for (let i = 0; i < 6; i++) {
      orders.push(
        await buildOrder(database.db, {
          startDate: '2026-03-01',
          periodPayment: i % 2 ? 'daily' : 'weekly',
          rentAmount: '20.00',
        }),
      );
    }
    const reports = await Promise.all([
      runBilling(database.db, { today: '2026-03-15', leadDays: 5, batchSize: 2 }),
      runBilling(database.db, { today: '2026-03-15', leadDays: 5, batchSize: 2, connections: 2 }),
      runBilling(database.db, { today: '2026-03-15', leadDays: 5, batchSize: 4, connections: 3 }),
    ]);
    // daily: 03-07 … 03-20 (14 more); weekly: 03-08, 03-15 (2 more); three of each.
    expect(reports.reduce((n, r) => n + r.confirmations, 0)).toBe(3 * 14 + 3 * 2);
    for (const order of orders) {
      const dates = await dueDates(order.id);
      expect(new Set(dates).size).toBe(dates.length);
    }
    await expectLedgerSound(database.db, { today: '2026-03-15' });
  });

  it('bills in batches and leaves completed orders alone', async () => {
    const open = [];
    for (let i = 0; i < 5; i++) {
      open.push(
        await buildOrder(database.db, {
          startDate: '2026-03-01',
          periodPayment: 'daily',
          rentAmount: '10.00',
          leadDays: 0,
        }),
      );
    }
    await closeOrder(database.db, open[2]!.id, null, { today: '2026-03-01' });
    const report = await runBilling(database.db, { today: '2026-03-02', leadDays: 0, batchSize: 2 });
    expect(report).toMatchObject({ confirmations: 4, ordersCharged: 4, batches: 2 });
    expect(await dueDates(open[2]!.id)).toEqual(['2026-03-01']);
    await expectLedgerSound(database.db, { today: '2026-03-02' });
  });

  it('bills on several connections at once as on one: every order, each due date once', async () => {
    const orders = [];
    for (let i = 0; i < 7; i++) {
      orders.push(
        await buildOrder(database.db, {
          startDate: '2026-03-01',
          periodPayment: (['daily', 'weekly', 'monthly'] as const)[i % 3],
          rentAmount: '10.00',
          leadDays: 0,
        }),
      );
    }
    const report = await runBilling(database.db, {
      today: '2026-03-10',
      leadDays: 0,
      batchSize: 1,
      connections: 3,
    });
    // daily 03-02 … 03-10 (9 more), weekly 03-08 (1 more), monthly none: three daily, two of the others.
    // All seven owe rent due before today (the first, at least): each becomes overdue, one per batch.
    expect(report).toMatchObject({
      confirmations: 3 * 9 + 2 * 1,
      ordersCharged: 5,
      charged: '290.00',
      becameOverdue: 7,
      batches: 7,
    });
    for (const order of orders) {
      const dates = await dueDates(order.id);
      expect(new Set(dates).size).toBe(dates.length);
    }
    await expectLedgerSound(database.db, { today: '2026-03-10' });
  });
});

describe('closing an order', () => {
  it('cancels unpaid rent due after today with a reversing row, keeps rent already due, frees the beds', async () => {
    const bed = await buildBed(database.db);
    const order = await buildOrder(database.db, {
      bedIds: [bed.id],
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    await billDays('2026-03-02', '2026-03-10'); // due 03-08 and 03-15 charged; 03-08 unpaid and past
    expect(await dueDates(order.id)).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    await closeOrder(database.db, order.id, null, { today: '2026-03-10' });
    expect(await confirmationsOf(database.db, order.id)).toMatchObject([
      { rent_due_date: '2026-03-01', status: 'unpaid' },
      { rent_due_date: '2026-03-08', status: 'unpaid' },
      { rent_due_date: '2026-03-15', status: 'cancelled', remaining_amount: '0.00' },
    ]);
    expect(await orderRow(database.db, order.id)).toEqual({
      status: 'completed',
      rent_due_date: '2026-03-08',
    });
    const ledger = await ledgerOf(database.db, order.tenant.id);
    expect(ledger.at(-1)).toMatchObject({
      type: 'rent',
      amount: '100.00',
      current_balance: '-200.00',
      reverses_id: ledger[2]!.id,
    });
    expect(await balanceOf(database.db, order.tenant.id)).toBe('-200.00');
    await expectLedgerSound(database.db, { today: '2026-03-10' });
    // The bed is free for a new order; the billing job no longer charges the completed one.
    const next = await buildOrder(database.db, { bedIds: [bed.id], startDate: '2026-03-11' });
    expect(next.beds.map((b) => b.id)).toEqual([bed.id]);
    await billDays('2026-03-11', '2026-03-20');
    expect(await dueDates(order.id)).toHaveLength(3);
  });

  it('returns the covered part of a cancelled charge as credit, which covers older unpaid charges', async () => {
    const tenant = await buildTenant(database.db);
    const order = await buildOrder(database.db, {
      tenantId: tenant.id,
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    await billDays('2026-03-02', '2026-03-03'); // 03-08 charged on 03-03
    // 120 covers 03-01 (100) and 20 of 03-08.
    await payIn(database.db, tenant.id, '120.00', '2026-03-03');
    expect((await confirmationsOf(database.db, order.id)).map((c) => [c.status, c.remaining_amount])).toEqual(
      [
        ['paid', '0.00'],
        ['unpaid', '80.00'],
      ],
    );
    await closeOrder(database.db, order.id, null, { today: '2026-03-04' });
    expect((await confirmationsOf(database.db, order.id)).map((c) => [c.status, c.remaining_amount])).toEqual(
      [
        ['paid', '0.00'],
        ['cancelled', '0.00'],
      ],
    );
    expect(await balanceOf(database.db, tenant.id)).toBe('20.00');
    await expectLedgerSound(database.db);
  });

  it('covers the oldest unpaid charges first, across orders, by due date', async () => {
    const tenant = await buildTenant(database.db);
    const first = await buildOrder(database.db, {
      tenantId: tenant.id,
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    await closeOrder(database.db, first.id, null, { today: '2026-03-02' }); // 03-01 stays owed
    const second = await buildOrder(database.db, {
      tenantId: tenant.id,
      startDate: '2026-03-05',
      periodPayment: 'weekly',
      rentAmount: '50.00',
    });
    await billDays('2026-03-06', '2026-03-07'); // 03-12 charged on 03-07
    await payIn(database.db, tenant.id, '120.00', '2026-03-07'); // 100 of 03-01, 20 of 03-05
    expect(
      (await confirmationsOf(database.db, first.id)).map((c) => [c.status, c.remaining_amount, c.paid_date]),
    ).toEqual([['paid', '0.00', '2026-03-07']]);
    expect(
      (await confirmationsOf(database.db, second.id)).map((c) => [c.status, c.remaining_amount]),
    ).toEqual([
      ['unpaid', '30.00'],
      ['unpaid', '50.00'],
    ]);
    await closeOrder(database.db, second.id, null, { today: '2026-03-08' }); // 03-12 cancelled
    expect(await balanceOf(database.db, tenant.id)).toBe('-30.00');
    expect((await confirmationsOf(database.db, second.id)).map((c) => c.status)).toEqual([
      'unpaid',
      'cancelled',
    ]);
    await expectLedgerSound(database.db);
  });
});
