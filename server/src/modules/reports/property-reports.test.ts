import { propertyReports, reportTotals, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildProperty, buildRoom, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';

/**
 * Reports for one property and for every property (issue 30, decision 040): a property's money (by
 * booked day), check-outs, beds sold and beds, beside the whole house's. Figures computed by hand.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

describe('reports by property', () => {
  it("answers one property's totals and summary, every property's row, and 404 for a property that does not exist", async () => {
    const db = ctx.database.db;
    const a = await buildProperty(db, { address: '1 Alder St' });
    const b = await buildProperty(db, { address: '2 Birch St' });
    const roomA = await buildRoom(db, { propertyId: a.id });
    const [bedA1, bedA2] = [
      await buildBed(db, { roomId: roomA.id }),
      await buildBed(db, { roomId: roomA.id }),
    ];
    const bedB = await buildBed(db, { roomId: (await buildRoom(db, { propertyId: b.id })).id });
    expect(bedA2.id).toBeGreaterThan(bedA1.id);
    const order = await buildOrder(db, { bedIds: [bedA1.id], rentAmount: '600.00', depositAmount: '200.00' });
    const post = async (path: string, body: Record<string, unknown>) =>
      expect((await ctx.client.post(path, body)).statusCode).toBe(201);
    await post('/api/payments/', {
      tenant_id: order.tenant.id,
      method_id: await subTypeIdOf(db, 'payment', 'Cash'),
      amount: '500.00',
    });
    await post('/api/transactions/', {
      type: 'income',
      sub_type_id: await subTypeIdOf(db, 'income', 'Laundry'),
      property_id: b.id,
      amount: '40.00',
    });
    await post('/api/transactions/', {
      type: 'expense',
      sub_type_id: await subTypeIdOf(db, 'expense', 'Repairs'),
      property_id: a.id,
      amount: '25.00',
    });

    const range = `start=${today()}&end=${today()}`;
    const totalsOf = async (property: number) =>
      reportTotals.parse(
        (await ctx.client.get(`/api/reportsapp/total/?${range}&property=${property}`)).json(),
      );
    expect(await totalsOf(a.id)).toEqual({
      period: {
        total_income: '300.00',
        total_expense: '25.00',
        net_profit: '275.00',
        checkouts: 0,
        beds_sold: 1,
      },
      current: { total_beds: 2, free_beds: 1, occupancy: 50 },
    });
    expect(await totalsOf(b.id)).toEqual({
      period: {
        total_income: '40.00',
        total_expense: '0.00',
        net_profit: '40.00',
        checkouts: 0,
        beds_sold: 0,
      },
      current: { total_beds: 1, free_beds: 1, occupancy: 0 },
    });
    const summary = await ctx.client.get(`/api/reportsapp/summary/?${range}&property=${a.id}`);
    expect(summary.json()).toEqual([{ date: today(), income: '300.00', expense: '25.00' }]);

    expect((await ctx.client.delete(`/api/orders/${order.id}/`)).statusCode).toBeLessThan(300);
    expect((await totalsOf(a.id)).period.checkouts).toBe(1);
    const all = propertyReports.parse((await ctx.client.get(`/api/reportsapp/properties/?${range}`)).json());
    expect(all.filter((r) => r.property.id === a.id || r.property.id === b.id)).toEqual([
      {
        property: { id: a.id, address: '1 Alder St' },
        income: '300.00',
        expense: '25.00',
        net: '275.00',
        deposits_held: '200.00',
        beds: 2,
        occupied_beds: 0,
        occupancy: 0,
      },
      {
        property: { id: b.id, address: '2 Birch St' },
        income: '40.00',
        expense: '0.00',
        net: '40.00',
        deposits_held: '0.00',
        beds: 1,
        occupied_beds: 0,
        occupancy: 0,
      },
    ]);
    expect((await ctx.client.get(`/api/reportsapp/total/?${range}&property=999999`)).statusCode).toBe(404);
    expect((await ctx.client.get(`/api/reportsapp/summary/?${range}&property=999999`)).statusCode).toBe(404);
    expect(bedB.id).toBeGreaterThan(0);
    await expectLedgerSound(db);
  });
});
