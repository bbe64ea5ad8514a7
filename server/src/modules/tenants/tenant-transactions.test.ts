import { addDays, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildOrder, buildTenant, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound, payIn } from '../../../test/ledger-helpers';

/** GET /api/tenants/{id}/transactions: the tenant's ledger rows on their page. */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

describe("a tenant's transactions", () => {
  it('lists the ledger rows newest first, filtered by type, paged', async () => {
    const created = await buildOrder(ctx.database.db, {
      startDate: addDays(today(), -20),
      today: today(),
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    await payIn(ctx.database.db, created.tenant.id, '150.00', today());
    const url = `/api/tenants/${created.tenant.id}/transactions`;
    const all = (await ctx.client.get(url)).json();
    expect(all.count).toBe(5); // 4 weekly charges, 1 payment
    expect(all.results[0]).toEqual({
      id: expect.any(Number),
      type: 'payment',
      amount: '150.00',
      current_balance: '-250.00',
      description: 'Test payment',
      booked_on: today(),
      created_at: expect.any(String),
      received_on: today(),
      tenant: {
        id: created.tenant.id,
        first_name: created.tenant.first_name,
        last_name: created.tenant.last_name,
      },
      // The payment's method, and the property of the tenant's open order.
      sub_type: { id: expect.any(Number), name: 'Cash' },
      property: { id: created.beds[0]!.room.property.id, address: created.beds[0]!.room.property.address },
      related_id: expect.any(Number),
      reverses_id: null,
      is_reversed: false,
    });
    expect(all.results.map((r: { id: number }) => r.id)).toEqual(
      [...all.results.map((r: { id: number }) => r.id)].sort((a, b) => b - a),
    );
    const rent = (await ctx.client.get(`${url}?type=rent&page_size=3`)).json();
    expect(rent).toMatchObject({
      count: 4,
      previous: null,
      next: `/api/tenants/${created.tenant.id}/transactions?type=rent&page_size=3&page=2`,
    });
    expect(rent.results.map((r: { amount: string }) => r.amount)).toEqual(['-100.00', '-100.00', '-100.00']);
    expect((await ctx.client.get(`${url}?type=fee,payment`)).json().count).toBe(1);
    expect(fieldErrors(await ctx.client.get(`${url}?type=bonus`))).toEqual({
      type: ['Select a valid choice. bonus is not one of the available choices.'],
    });
    const other = await buildTenant(ctx.database.db);
    expect((await ctx.client.get(`/api/tenants/${other.id}/transactions/`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    await expectLedgerSound(ctx.database.db);
  });

  it("shows a back-dated payment's received date on its row, and none on its void's reversal", async () => {
    const tenant = await buildTenant(ctx.database.db);
    const receivedOn = addDays(today(), -6);
    const posted = await ctx.client.post('/api/payments/', {
      tenant_id: tenant.id,
      method_id: await subTypeIdOf(ctx.database.db, 'payment', 'Cash'),
      amount: '80.00',
      received_on: receivedOn,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const url = `/api/tenants/${tenant.id}/transactions/`;
    expect((await ctx.client.get(url)).json().results).toMatchObject([
      { type: 'payment', amount: '80.00', received_on: receivedOn },
    ]);
    const voided = await ctx.client.post(`/api/payments/${posted.json().id}/void/`, { reason: 'Typo' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await ctx.client.get(url)).json().results).toMatchObject([
      { type: 'payment', amount: '-80.00', received_on: null, booked_on: today(), is_reversed: false },
      { type: 'payment', amount: '80.00', received_on: receivedOn, booked_on: receivedOn, is_reversed: true },
    ]);
    await expectLedgerSound(ctx.database.db);
  });
});
