import { FINANCE_MESSAGES, fee as feeSchema, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { auditOf } from '../../../test/audit';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildPayment, buildTenant, subTypeIdOf } from '../../../test/factories';
import {
  balanceOf,
  confirmationsOf,
  expectLedgerSound,
  feesOf,
  ledgerOf,
} from '../../../test/ledger-helpers';

/** POST /api/fees/, GET /api/fees/{id}/ and the void, over HTTP on the real business day. */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

const feeType = (name = 'Late fee') => subTypeIdOf(ctx.database.db, 'fee', name);
const charge = async (tenantId: number, amount: string, extra: Record<string, unknown> = {}) =>
  ctx.client.post('/api/fees/', { tenant_id: tenantId, amount, type_id: await feeType(), ...extra });

describe('POST /api/fees/', () => {
  it('charges the fee: due today, unpaid, the balance lowered; answers the fee', async () => {
    const bed = await buildBed(ctx.database.db);
    const order = await buildOrder(ctx.database.db, { bedIds: [bed.id], rentAmount: '600.00' });
    const res = await charge(order.tenant.id, '50', { type_id: await feeType('Key replacement') });
    expect(res.statusCode, res.body).toBe(201);
    const created = feeSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      tenant: order.tenant,
      amount: '50.00',
      remaining_amount: '50.00',
      type: { id: await feeType('Key replacement'), name: 'Key replacement' },
      description: '',
      booked_on: todayIn('America/New_York'),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      is_paid: false,
      paid_date: null,
      void: null,
      balance_after: '-650.00',
    });
    expect((await ledgerOf(ctx.database.db, order.tenant.id)).at(-1)).toMatchObject({
      type: 'fee',
      amount: '-50.00',
      related_id: created.id,
      sub_type_id: await feeType('Key replacement'),
      property_id: (await ledgerOf(ctx.database.db, order.tenant.id))[0]!.property_id,
    });
    expect((await ctx.client.get(`/api/fees/${created.id}/`)).json()).toEqual(created);
    const audit = await auditOf(ctx.database.db, 'fee', created.id);
    expect(audit).toMatchObject([{ action: 'create' }]);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('is paid at once from credit, or in part when the credit is short', async () => {
    const tenant = await buildTenant(ctx.database.db);
    await buildPayment(ctx.database.db, { tenantId: tenant.id, amount: '80.00' });
    const first = (await charge(tenant.id, '50.00')).json();
    expect(first).toMatchObject({ remaining_amount: '0.00', is_paid: true, paid_date: today() });
    const second = (await charge(tenant.id, '45.00')).json();
    expect(second).toMatchObject({ remaining_amount: '15.00', is_paid: false, paid_date: null });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('-15.00');
    // The next payment pays what is left.
    await buildPayment(ctx.database.db, { tenantId: tenant.id, amount: '15.00' });
    expect((await ctx.client.get(`/api/fees/${second.id}/`)).json()).toMatchObject({
      remaining_amount: '0.00',
      is_paid: true,
    });
    await expectLedgerSound(ctx.database.db);
  });

  it('says which fields are missing, and refuses a type that is not an active fee type', async () => {
    expect(fieldErrors(await ctx.client.post('/api/fees/', { description: 'x' }))).toEqual({
      tenant_id: ['This field is required.'],
      amount: ['This field is required.'],
      type_id: ['This field is required.'],
    });
    const tenant = await buildTenant(ctx.database.db);
    const wrongType = { type_id: [FINANCE_MESSAGES.subTypeKind('fee')] };
    const cash = await subTypeIdOf(ctx.database.db, 'payment', 'Cash');
    expect(fieldErrors(await charge(tenant.id, '10.00', { type_id: cash }))).toEqual(wrongType);
    expect(fieldErrors(await charge(tenant.id, '10.00', { type_id: 999_999 }))).toEqual(wrongType);
    const damage = await feeType('Damage');
    await ctx.database.db.query(sql`UPDATE transaction_sub_types SET is_active = false WHERE id = ${damage}`);
    expect(fieldErrors(await charge(tenant.id, '10.00', { type_id: damage }))).toEqual(wrongType);
    expect(fieldErrors(await charge(999_999, '10.00'))).toEqual({
      tenant_id: ['This tenant does not exist.'],
    });
    const inactive = await buildTenant(ctx.database.db, { deletedAt: new Date() });
    expect(fieldErrors(await charge(inactive.id, '10.00'))).toEqual({
      tenant_id: [FINANCE_MESSAGES.inactiveTenant],
    });
    expect(await feesOf(ctx.database.db, tenant.id)).toEqual([]);
    await expectLedgerSound(ctx.database.db);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0']) {
      expect((await ctx.client.get(`/api/fees/${id}/`)).statusCode, id).toBe(404);
      expect((await ctx.client.post(`/api/fees/${id}/void/`, { reason: 'x' })).statusCode, id).toBe(404);
    }
  });
});

describe('POST /api/fees/{id}/void/', () => {
  it('reverses an unpaid fee: nothing remains, the balance comes back; a second void is refused', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const created = (await charge(tenant.id, '35.00', { description: 'Locked out at 2 am' })).json();
    const res = await ctx.client.post(`/api/fees/${created.id}/void/`, { reason: 'Waived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      remaining_amount: '0.00',
      void: { voided_at: expect.any(String), reason: 'Waived', voided_by: expect.any(String) },
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    expect(
      (await ledgerOf(ctx.database.db, tenant.id)).map((r) => [r.type, r.amount, r.current_balance]),
    ).toEqual([
      ['fee', '-35.00', '-35.00'],
      ['fee', '35.00', '0.00'],
    ]);
    expect(fieldErrors(await ctx.client.post(`/api/fees/${created.id}/void/`, { reason: 'Waived' }))).toEqual(
      {
        non_field_errors: [FINANCE_MESSAGES.alreadyVoid],
      },
    );
    await expectLedgerSound(ctx.database.db);
  });

  it('gives back what the fee had taken from credit, which then pays other unpaid charges', async () => {
    const tenant = await buildTenant(ctx.database.db);
    await buildPayment(ctx.database.db, { tenantId: tenant.id, amount: '100.00' });
    const fee = (await charge(tenant.id, '75.00', { type_id: await feeType('Cleaning') })).json();
    expect(fee).toMatchObject({ is_paid: true, remaining_amount: '0.00' });
    // Rent charged now takes the 25 of credit left: 625 of 650 remain.
    const order = await buildOrder(ctx.database.db, { tenantId: tenant.id, rentAmount: '650.00' });
    expect((await confirmationsOf(ctx.database.db, order.id))[0]).toMatchObject({
      remaining_amount: '625.00',
    });
    expect(
      (await ctx.client.post(`/api/fees/${fee.id}/void/`, { reason: 'Room was clean' })).statusCode,
    ).toBe(200);
    expect((await confirmationsOf(ctx.database.db, order.id))[0]).toMatchObject({
      remaining_amount: '550.00',
      status: 'unpaid',
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('-550.00');
    await expectLedgerSound(ctx.database.db, { today: today() });
  });
});
