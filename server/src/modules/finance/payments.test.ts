import {
  addDays,
  FINANCE_MESSAGES,
  payment as paymentSchema,
  todayIn,
  transactionPage,
  type Transaction,
} from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { auditOf } from '../../../test/audit';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildRoom, buildTenant, subTypeIdOf } from '../../../test/factories';
import {
  balanceOf,
  confirmationsOf,
  expectLedgerSound,
  ledgerOf,
  orderRow,
} from '../../../test/ledger-helpers';

/** POST /api/payments/, GET /api/payments/{id}/ and the void, over HTTP on the real business day. */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

const zelle = () => subTypeIdOf(ctx.database.db, 'payment', 'Zelle');
const pay = async (tenantId: number, amount: string, extra: Record<string, unknown> = {}) =>
  ctx.client.post('/api/payments/', { tenant_id: tenantId, amount, method_id: await zelle(), ...extra });

describe('POST /api/payments/', () => {
  it('records the payment, raises the balance, pays the rent and answers the payment', async () => {
    const room = await buildRoom(ctx.database.db);
    const bed = await buildBed(ctx.database.db, { roomId: room.id });
    const order = await buildOrder(ctx.database.db, { bedIds: [bed.id], rentAmount: '650.00' });
    const tenant = order.tenant;
    const res = await pay(tenant.id, '650', { description: 'March rent' });
    expect(res.statusCode, res.body).toBe(201);
    const created = paymentSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      tenant,
      amount: '650.00',
      method: { id: await zelle(), name: 'Zelle' },
      description: 'March rent',
      received_on: today(),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      applied_at: created.created_at,
      is_applied: true,
      void: null,
      balance_after: '0.00',
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    expect(await confirmationsOf(ctx.database.db, order.id)).toMatchObject([
      { status: 'paid', remaining_amount: '0.00', paid_date: today() },
    ]);
    // The ledger row names the method and the property of the order's bed.
    expect((await ledgerOf(ctx.database.db, tenant.id)).at(-1)).toMatchObject({
      type: 'payment',
      amount: '650.00',
      current_balance: '0.00',
      related_id: created.id,
      sub_type_id: await zelle(),
      property_id: room.propertyId,
    });
    expect((await ctx.client.get(`/api/payments/${created.id}/`)).json()).toEqual(created);
    const audit = await auditOf(ctx.database.db, 'payment', created.id);
    expect(audit).toMatchObject([{ action: 'create' }]);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('pays the oldest charge first; a partial payment leaves the rest remaining; the order stops being overdue', async () => {
    const order = await buildOrder(ctx.database.db, {
      startDate: addDays(today(), -14),
      today: today(),
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    expect(order.status).toBe('overdue');
    expect((await pay(order.tenant.id, '150.00')).statusCode).toBe(201);
    expect(
      (await confirmationsOf(ctx.database.db, order.id)).map((c) => [
        c.status,
        c.remaining_amount,
        c.paid_date,
      ]),
    ).toEqual([
      ['paid', '0.00', today()],
      ['unpaid', '50.00', null],
      ['unpaid', '100.00', null],
    ]);
    expect((await orderRow(ctx.database.db, order.id)).status).toBe('overdue');
    // Paying what is past due makes it active; the rent due today is not late yet.
    expect((await pay(order.tenant.id, '50.00')).statusCode).toBe(201);
    expect((await orderRow(ctx.database.db, order.id)).status).toBe('active');
    expect(await balanceOf(ctx.database.db, order.tenant.id)).toBe('-100.00');
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('keeps money paid ahead as credit, for a tenant without an order (no property)', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const res = await pay(tenant.id, '1000000.00');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: '1000000.00', balance_after: '1000000.00', description: '' });
    expect((await ledgerOf(ctx.database.db, tenant.id))[0]).toMatchObject({ property_id: null });
    await expectLedgerSound(ctx.database.db);
  });

  it('takes a back-dated received day, never a future one', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const earlier = addDays(today(), -3);
    const res = await pay(tenant.id, '40.00', { received_on: earlier });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ received_on: earlier });
    expect(fieldErrors(await pay(tenant.id, '40.00', { received_on: addDays(today(), 1) }))).toEqual({
      received_on: [FINANCE_MESSAGES.receivedInFuture],
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('40.00');
  });

  it('says which fields are missing, with the form messages', async () => {
    expect(fieldErrors(await ctx.client.post('/api/payments/', {}))).toEqual({
      tenant_id: ['This field is required.'],
      amount: ['This field is required.'],
      method_id: ['This field is required.'],
    });
    expect(
      fieldErrors(
        await ctx.client.post('/api/payments/', {
          tenant_id: 'x',
          amount: '',
          method_id: null,
          type_id: 3,
          fee: 1,
        }),
      ),
    ).toEqual({
      tenant_id: ['A valid integer is required.'],
      amount: ['This field is required.'],
      method_id: ['This field is required.'],
      type_id: [FINANCE_MESSAGES.notUsedFor('payment')], // the form's fee type, with a value
      fee: ['Unknown field.'], // not a field of the form
    });
  });

  it('refuses an unknown or inactive tenant, and a method that is not an active payment method', async () => {
    const inactive = await buildTenant(ctx.database.db, { deletedAt: new Date() });
    expect(fieldErrors(await pay(999_999, '10.00'))).toEqual({ tenant_id: ['This tenant does not exist.'] });
    expect(fieldErrors(await pay(inactive.id, '10.00'))).toEqual({
      tenant_id: [FINANCE_MESSAGES.inactiveTenant],
    });
    const tenant = await buildTenant(ctx.database.db);
    const wrongMethod = [FINANCE_MESSAGES.subTypeKind('payment')];
    const lateFee = await subTypeIdOf(ctx.database.db, 'fee', 'Late fee');
    expect(fieldErrors(await pay(tenant.id, '10.00', { method_id: lateFee }))).toEqual({
      method_id: wrongMethod,
    });
    expect(fieldErrors(await pay(tenant.id, '10.00', { method_id: 999_999 }))).toEqual({
      method_id: wrongMethod,
    });
    const chime = await subTypeIdOf(ctx.database.db, 'payment', 'Chime');
    // A deactivated method stays on old payments but takes no new ones.
    await ctx.database.db.query(sql`UPDATE transaction_sub_types SET is_active = false WHERE id = ${chime}`);
    expect(fieldErrors(await pay(tenant.id, '10.00', { method_id: chime }))).toEqual({
      method_id: wrongMethod,
    });
    // Both wrong: both said at once.
    expect(fieldErrors(await pay(inactive.id, '10.00', { method_id: lateFee }))).toEqual({
      tenant_id: [FINANCE_MESSAGES.inactiveTenant],
      method_id: wrongMethod,
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    await expectLedgerSound(ctx.database.db);
  });

  it('answers 404 for unknown and malformed ids, never a 5xx', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '4294967296']) {
      expect((await ctx.client.get(`/api/payments/${id}/`)).statusCode, id).toBe(404);
      expect((await ctx.client.post(`/api/payments/${id}/void/`, { reason: 'x' })).statusCode, id).toBe(404);
    }
  });
});

describe('POST /api/payments/{id}/void/', () => {
  it('reverses the payment: its rent is unpaid again, the order overdue again, and a second void is refused', async () => {
    const order = await buildOrder(ctx.database.db, {
      startDate: addDays(today(), -7),
      today: today(),
      periodPayment: 'weekly',
      rentAmount: '200.00',
    });
    const paid = (await pay(order.tenant.id, '250.00')).json();
    expect((await orderRow(ctx.database.db, order.id)).status).toBe('active');
    const res = await ctx.client.post(`/api/payments/${paid.id}/void/`, { reason: '  Entered twice  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...paid,
      void: { voided_at: expect.any(String), reason: 'Entered twice', voided_by: ctx.staff.username },
    });
    expect(
      (await confirmationsOf(ctx.database.db, order.id)).map((c) => [
        c.status,
        c.remaining_amount,
        c.paid_date,
      ]),
    ).toEqual([
      ['unpaid', '200.00', null],
      ['unpaid', '200.00', null],
    ]);
    expect((await orderRow(ctx.database.db, order.id)).status).toBe('overdue');
    expect(await balanceOf(ctx.database.db, order.tenant.id)).toBe('-400.00');
    // The payment's own row stays; a reversing row takes the money back.
    const rows = await ledgerOf(ctx.database.db, order.tenant.id);
    const original = rows.find((r) => r.type === 'payment' && r.reverses_id === null)!;
    expect(rows.at(-1)).toMatchObject({
      type: 'payment',
      amount: '-250.00',
      reverses_id: original.id,
      related_id: paid.id,
      sub_type_id: original.sub_type_id,
      property_id: original.property_id,
    });
    expect(fieldErrors(await ctx.client.post(`/api/payments/${paid.id}/void/`, { reason: 'again' }))).toEqual(
      {
        non_field_errors: [FINANCE_MESSAGES.alreadyVoid],
      },
    );
    const audit = await auditOf(ctx.database.db, 'payment', paid.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'void']);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it("marks the payment's own row reversed in the tenant's and the Finance list, and no other row", async () => {
    const tenant = await buildTenant(ctx.database.db, { firstName: 'Vera', lastName: 'Reversedrow' });
    await buildOrder(ctx.database.db, { tenantId: tenant.id, rentAmount: '300.00' });
    const kept = (await pay(tenant.id, '100.00')).json();
    const voided = (await pay(tenant.id, '50.00')).json();
    const res = await ctx.client.post(`/api/payments/${voided.id}/void/`, { reason: 'Entered twice' });
    expect(res.statusCode, res.body).toBe(200);

    const history: Transaction[] = (await ctx.client.get(`/api/tenants/${tenant.id}/transactions`)).json()
      .results;
    expect(
      history.map((r) => [r.type, r.amount, r.related_id, r.reverses_id !== null, r.is_reversed]),
    ).toEqual([
      ['payment', '-50.00', voided.id, true, false], // the reversal
      ['payment', '50.00', voided.id, false, true], // the voided payment
      ['payment', '100.00', kept.id, false, false],
      ['rent', '-300.00', expect.any(Number), false, false],
    ]);
    expect(history[0]!.reverses_id).toBe(history[1]!.id);
    const list = transactionPage.parse(
      (await ctx.client.get('/api/transactions/?tenant=Reversedrow&page_size=100')).json(),
    );
    expect(list.results).toEqual(history);
  });

  it('needs a reason', async () => {
    const paid = (await pay((await buildTenant(ctx.database.db)).id, '5.00')).json();
    for (const body of [{}, { reason: '   ' }]) {
      expect(fieldErrors(await ctx.client.post(`/api/payments/${paid.id}/void/`, body))).toEqual({
        reason: ['This field is required.'],
      });
    }
    expect((await ctx.client.get(`/api/payments/${paid.id}/`)).json().void).toBeNull();
  });
});
