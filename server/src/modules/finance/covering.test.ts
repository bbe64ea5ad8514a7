import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildFee, buildOrder, buildPayment, buildTenant } from '../../../test/factories';
import {
  balanceOf,
  confirmationsOf,
  expectLedgerSound,
  feesOf,
  orderRow,
} from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { runBilling } from '../../modules/billing/billing.service';
import { closeOrder } from '../orders/orders.service';
import { voidFee } from './fees.service';
import { voidPayment } from './payments.service';

/** Covering and voids through the use cases, on simulated days (the HTTP side: payments/fees tests). */
let database: Database;
beforeEach(async () => {
  database = await freshDatabase();
});

const rentOf = async (orderId: number) =>
  (await confirmationsOf(database.db, orderId)).map((c) => [
    c.rent_due_date,
    c.status,
    c.remaining_amount,
    c.paid_date,
  ]);
const feeStates = async (tenantId: number) =>
  (await feesOf(database.db, tenantId)).map((f) => [f.status, f.remaining_amount, f.paid_date]);

describe('covering rent and fees', () => {
  it('covers the oldest charge first by due date, rent and fees alike', async () => {
    const order = await buildOrder(database.db, {
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    const tenantId = order.tenant.id;
    await buildFee(database.db, { tenantId, amount: '50.00', today: '2026-03-02' }); // due 03-02
    await runBilling(database.db, { today: '2026-03-03', leadDays: 5 }); // rent due 03-08
    await buildPayment(database.db, { tenantId, amount: '120.00', today: '2026-03-04' });
    expect(await rentOf(order.id)).toEqual([
      ['2026-03-01', 'paid', '0.00', '2026-03-04'],
      ['2026-03-08', 'unpaid', '100.00', null],
    ]);
    expect(await feeStates(tenantId)).toEqual([['unpaid', '30.00', null]]);
    await buildPayment(database.db, { tenantId, amount: '130.00', today: '2026-03-05' });
    expect(await feeStates(tenantId)).toEqual([['paid', '0.00', '2026-03-05']]);
    expect(await balanceOf(database.db, tenantId)).toBe('0.00');
    await expectLedgerSound(database.db, { today: '2026-03-05' });
  });

  it('covers a fee charged while in credit at once, and none of it without credit', async () => {
    const tenant = await buildTenant(database.db);
    await buildPayment(database.db, { tenantId: tenant.id, amount: '30.00', today: '2026-03-01' });
    await buildFee(database.db, { tenantId: tenant.id, amount: '25.00', today: '2026-03-02' });
    await buildFee(database.db, { tenantId: tenant.id, amount: '25.00', today: '2026-03-03' });
    await buildFee(database.db, { tenantId: tenant.id, amount: '25.00', today: '2026-03-04' });
    expect(await feeStates(tenant.id)).toEqual([
      ['paid', '0.00', '2026-03-02'],
      ['unpaid', '20.00', null],
      ['unpaid', '25.00', null],
    ]);
    await expectLedgerSound(database.db);
  });
});

describe('voids re-allocate the money oldest first', () => {
  it('a voided payment leaves the charges it no longer covers unpaid; the others keep their paid date', async () => {
    const order = await buildOrder(database.db, {
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    const tenantId = order.tenant.id;
    const first = await buildPayment(database.db, { tenantId, amount: '100.00', today: '2026-03-01' });
    await runBilling(database.db, { today: '2026-03-08', leadDays: 5 }); // 03-08 charged
    await buildPayment(database.db, { tenantId, amount: '100.00', today: '2026-03-08' });
    await runBilling(database.db, { today: '2026-03-10', leadDays: 5 }); // 03-15 charged
    expect(await rentOf(order.id)).toEqual([
      ['2026-03-01', 'paid', '0.00', '2026-03-01'],
      ['2026-03-08', 'paid', '0.00', '2026-03-08'],
      ['2026-03-15', 'unpaid', '100.00', null],
    ]);
    await voidPayment(database.db, first.id, { reason: 'Bounced check' }, null, { today: '2026-03-10' });
    expect(await rentOf(order.id)).toEqual([
      ['2026-03-01', 'paid', '0.00', '2026-03-01'],
      ['2026-03-08', 'unpaid', '100.00', null],
      ['2026-03-15', 'unpaid', '100.00', null],
    ]);
    expect((await orderRow(database.db, order.id)).status).toBe('overdue');
    expect(await balanceOf(database.db, tenantId)).toBe('-200.00');
    await expectLedgerSound(database.db, { today: '2026-03-10' });
  });

  it('a partly covered charge becomes less covered; a voided fee frees money that pays others today', async () => {
    const order = await buildOrder(database.db, {
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    const tenantId = order.tenant.id;
    const fee = await buildFee(database.db, { tenantId, amount: '60.00', today: '2026-02-28' }); // due before rent
    await buildPayment(database.db, { tenantId, amount: '100.00', today: '2026-03-02' });
    // 60 of the fee (due 02-28), then 40 of the rent due 03-01.
    expect(await feeStates(tenantId)).toEqual([['paid', '0.00', '2026-03-02']]);
    expect(await rentOf(order.id)).toEqual([['2026-03-01', 'unpaid', '60.00', null]]);
    await voidFee(database.db, fee.id, { reason: 'Charged the wrong tenant' }, null, { today: '2026-03-04' });
    expect(await feeStates(tenantId)).toEqual([['void', '0.00', null]]);
    expect(await rentOf(order.id)).toEqual([['2026-03-01', 'paid', '0.00', '2026-03-04']]);
    expect((await orderRow(database.db, order.id)).status).toBe('active');
    expect(await balanceOf(database.db, tenantId)).toBe('0.00');
    await expectLedgerSound(database.db, { today: '2026-03-04' });
  });

  it('re-covers charges of completed orders too, and leaves cancelled rent alone', async () => {
    const order = await buildOrder(database.db, {
      startDate: '2026-03-01',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    const tenantId = order.tenant.id;
    await runBilling(database.db, { today: '2026-03-03', leadDays: 5 }); // 03-08 charged
    const payment = await buildPayment(database.db, { tenantId, amount: '150.00', today: '2026-03-03' });
    await closeOrder(database.db, order.id, null, { today: '2026-03-04' }); // 03-08 (50 covered) cancelled
    expect(await rentOf(order.id)).toEqual([
      ['2026-03-01', 'paid', '0.00', '2026-03-03'],
      ['2026-03-08', 'cancelled', '0.00', null],
    ]);
    expect(await balanceOf(database.db, tenantId)).toBe('50.00');
    await voidPayment(database.db, payment.id, { reason: 'Wrong tenant' }, null, { today: '2026-03-05' });
    expect(await rentOf(order.id)).toEqual([
      ['2026-03-01', 'unpaid', '100.00', null],
      ['2026-03-08', 'cancelled', '0.00', null],
    ]);
    expect(await balanceOf(database.db, tenantId)).toBe('-100.00');
    await expectLedgerSound(database.db, { today: '2026-03-05' });
  });
});
