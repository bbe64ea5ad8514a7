import {
  addDays,
  DEPOSIT_MESSAGES,
  depositStatement,
  ORDER_MESSAGES,
  order as orderSchema,
  refund,
  todayIn,
} from '@bunkhouse/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildTenant, subTypeIdOf } from '../../../test/factories';
import { balanceOf, expectLedgerSound } from '../../../test/ledger-helpers';
import { sql } from '../../db/sql';

/**
 * Security deposits (DOMAIN "Security deposits", decision 041): charged with the order, held (not
 * income) while covered, settled once at move-out with deductions, released to the balance, and the
 * credit left refunded. Every figure below is computed by hand.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });
let today: string;

beforeEach(async () => {
  today = todayIn((await ctx.client.get('/api/settings/public/')).json().time_zone);
  await setDepositDefault({ deposit_mode: 'fixed', deposit_amount: '400.00' });
});

async function setDepositDefault(body: Record<string, string>) {
  const res = await ctx.client.patch('/api/settings/', body);
  expect(res.statusCode, res.body).toBe(200);
}

/** A new tenant's order on a new bed of a new property, rent $650 a month from today. */
async function newOrder(extra: Record<string, unknown> = {}) {
  const tenant = await buildTenant(ctx.database.db);
  const bed = await buildBed(ctx.database.db);
  const res = await ctx.client.post('/api/orders/', {
    tenant_id: tenant.id,
    bed_ids: [bed.id],
    period_payment: 'monthly',
    rent_amount: '650.00',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return orderSchema.parse(res.json());
}

const cashId = () => subTypeIdOf(ctx.database.db, 'payment', 'Cash');
const cleaningId = () => subTypeIdOf(ctx.database.db, 'fee', 'Cleaning');

async function pay(tenantId: number, amount: string, received_on?: string) {
  const res = await ctx.client.post('/api/payments/', {
    tenant_id: tenantId,
    amount,
    method_id: await cashId(),
    ...(received_on ? { received_on } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

/** The house's (or a property's) income on a day, and the deposits held now. */
async function figures(day: string, property?: number) {
  const p = property === undefined ? '' : `&property=${property}`;
  const totals = await ctx.client.get(`/api/reportsapp/total/?start=${day}&end=${day}${p}`);
  const held = await ctx.client.get(`/api/reportsapp/deposits/?${p.slice(1)}`);
  expect(totals.statusCode, totals.body).toBe(200);
  expect(held.statusCode, held.body).toBe(200);
  return { income: totals.json().period.total_income as string, held: held.json().held as string };
}

const statementOf = async (orderId: number) => {
  const res = await ctx.client.get(`/api/orders/${orderId}/deposit/`);
  expect(res.statusCode, res.body).toBe(200);
  return depositStatement.parse(res.json());
};

describe('a security deposit', () => {
  it('is charged, held, settled with a deduction, released and refunded, with income and deposits held right at each step', async () => {
    const before = await figures(today);
    const income = (delta: number) => (Number(before.income) + delta).toFixed(2);
    const held = (delta: number) => (Number(before.held) + delta).toFixed(2);

    // The default: a fixed $400, charged with the order before its first rent ($650).
    const order = await newOrder();
    const tenantId = order.tenant.id;
    expect(order.deposit).toMatchObject({
      amount: '400.00',
      held: '0.00',
      remaining_amount: '400.00',
      status: 'unpaid',
    });
    expect(await balanceOf(ctx.database.db, tenantId)).toBe('-1050.00');
    expect(await figures(today)).toEqual({ income: income(0), held: held(0) });

    // $700 covers the deposit first ($400 held, not income), then $300 of the rent.
    await pay(tenantId, '700.00');
    expect(await figures(today)).toEqual({ income: income(300), held: held(400) });
    await pay(tenantId, '350.00');
    expect(await figures(today)).toEqual({ income: income(650), held: held(400) });
    expect((await statementOf(order.id)).deposit).toMatchObject({ held: '400.00', status: 'paid' });

    // Move-out: complete, then settle with a $120 cleaning deduction. The $400 released covers it and
    // leaves $280 of credit: on the day, income counts the release ($650 + $400) until it is refunded.
    expect((await ctx.client.delete(`/api/orders/${order.id}/`)).statusCode).toBe(204);
    const settled = await ctx.client.post(`/api/orders/${order.id}/deposit/`, {
      deductions: [{ type_id: await cleaningId(), amount: '120.00', description: 'Carpet cleaning' }],
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const statement = depositStatement.parse(settled.json());
    expect(statement).toMatchObject({
      deposit: { amount: '400.00', held: '0.00', status: 'settled', settled_on: today },
      deductions: [{ amount: '120.00', description: 'Carpet cleaning', type: { name: 'Cleaning' } }],
      deducted: '120.00',
      released: '400.00',
      balance_after: '280.00',
      balance_now: '280.00',
    });
    expect(await figures(today)).toEqual({ income: income(1050), held: held(0) });

    // The refund pays out the credit: income is the rent and the deduction, $770.
    const refunded = await ctx.client.post('/api/refunds/', {
      tenant_id: tenantId,
      amount: '280.00',
      method_id: await cashId(),
      description: 'Deposit balance',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refund.parse(refunded.json())).toMatchObject({
      amount: '280.00',
      balance_after: '0.00',
      booked_on: today,
    });
    expect(await figures(today)).toEqual({ income: income(770), held: held(0) });
    expect(
      fieldErrors(
        await ctx.client.post('/api/refunds/', {
          tenant_id: tenantId,
          amount: '1.00',
          method_id: await cashId(),
        }),
      ).amount,
    ).toEqual([DEPOSIT_MESSAGES.refundOverCredit('0.00')]);

    // The ledger: the deposit charged and released, the deduction, the refund.
    const rows = await ctx.database.db.query<{ type: string; amount: string }>(
      sql`SELECT type, amount::text FROM transactions WHERE tenant_id = ${tenantId} ORDER BY id`,
    );
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['deposit', '-400.00'],
      ['rent', '-650.00'],
      ['payment', '700.00'],
      ['payment', '350.00'],
      ['fee', '-120.00'],
      ['deposit', '400.00'],
      ['refund', '-280.00'],
    ]);
    await expectLedgerSound(ctx.database.db, { today });
  });

  it('holds money on the day the paying payment was received, and gives it back when that payment is voided', async () => {
    const order = await newOrder();
    const property = order.beds[0]!.room.property.id;
    const threeDaysAgo = addDays(today, -3);
    const before = await figures(threeDaysAgo, property);
    const payment = await pay(order.tenant.id, '500.00', threeDaysAgo);
    // $500 received three days ago: $400 held, $100 income, on that day, at the order's property.
    expect(await figures(threeDaysAgo, property)).toEqual({
      income: (Number(before.income) + 100).toFixed(2),
      held: '400.00',
    });
    const voided = await ctx.client.post(`/api/payments/${payment.id}/void/`, { reason: 'Bounced' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await figures(today, property)).held).toBe('0.00');
    expect((await statementOf(order.id)).deposit).toMatchObject({ held: '0.00', status: 'unpaid' });
    await expectLedgerSound(ctx.database.db, { today });
  });

  it('settled unpaid releases nothing: the deductions stay owed with the rest', async () => {
    const order = await newOrder({ deposit_amount: '300.00' });
    const res = await ctx.client.post(`/api/orders/${order.id}/deposit/`, {
      deductions: [{ type_id: await cleaningId(), amount: '50.00', description: 'Key not returned' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(depositStatement.parse(res.json())).toMatchObject({ released: '0.00', balance_after: '-700.00' });
    expect(await balanceOf(ctx.database.db, order.tenant.id)).toBe('-700.00');
    await expectLedgerSound(ctx.database.db, { today });
  });

  it('defaults from Settings: a fixed amount, one period of rent, or none; the order may give its own or none', async () => {
    expect((await newOrder()).deposit?.amount).toBe('400.00');
    expect((await newOrder({ deposit_amount: '250.00' })).deposit?.amount).toBe('250.00');
    expect((await newOrder({ deposit_amount: '' })).deposit).toBeNull();
    await setDepositDefault({ deposit_mode: 'rent' });
    expect((await newOrder({ period_payment: 'weekly', rent_amount: '175.00' })).deposit?.amount).toBe(
      '175.00',
    );
    await setDepositDefault({ deposit_mode: 'none' });
    expect((await newOrder()).deposit).toBeNull();
    expect(
      fieldErrors(await ctx.client.patch('/api/settings/', { deposit_mode: 'fixed', deposit_amount: '0' })),
    ).toHaveProperty('deposit_amount');
  });

  it('is settled once; an order without one, or a deduction of no fee type, is refused and writes nothing', async () => {
    const order = await newOrder();
    const body = { deductions: [{ type_id: await cashId(), amount: '10.00', description: 'Wrong type' }] };
    expect(fieldErrors(await ctx.client.post(`/api/orders/${order.id}/deposit/`, body)).deductions).toEqual([
      'Deduction 1: Select an active fee type.',
    ]);
    expect((await statementOf(order.id)).deposit.status).toBe('unpaid');
    expect((await ctx.client.post(`/api/orders/${order.id}/deposit/`, {})).statusCode).toBe(200);
    expect(
      fieldErrors(await ctx.client.post(`/api/orders/${order.id}/deposit/`, {})).non_field_errors,
    ).toEqual([ORDER_MESSAGES.depositSettled]);
    const without = await newOrder({ deposit_amount: null });
    expect(
      fieldErrors(await ctx.client.post(`/api/orders/${without.id}/deposit/`, {})).non_field_errors,
    ).toEqual([ORDER_MESSAGES.noDeposit]);
    expect((await ctx.client.get(`/api/orders/${without.id}/deposit/`)).statusCode).toBe(404);
    expect((await ctx.client.post('/api/orders/999999/deposit/', {})).statusCode).toBe(404);
    await expectLedgerSound(ctx.database.db, { today });
  });

  it('a refund whose credit a void takes back is owed again, as a charge (what the tenant owes stays the sum of their unpaid charges)', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const payment = await pay(tenant.id, '309.99');
    const refunded = await ctx.client.post('/api/refunds/', {
      tenant_id: tenant.id,
      amount: '309.99',
      method_id: await cashId(),
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    // The payment bounces after its money was paid back out: the tenant owes the refund.
    const voided = await ctx.client.post(`/api/payments/${payment.id}/void/`, { reason: 'Bounced' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('-309.99');
    const [owed] = await ctx.database.db.query<{ status: string; remaining_amount: string }>(
      sql`SELECT status, remaining_amount::text FROM refunds WHERE id = ${refund.parse(refunded.json()).id}`,
    );
    expect(owed).toEqual({ status: 'unpaid', remaining_amount: '309.99' });
    // A later payment covers it like any charge.
    await pay(tenant.id, '309.99');
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    await expectLedgerSound(ctx.database.db, { today });
  });
});
