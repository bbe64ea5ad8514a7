import { describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildProperty, buildRoom, buildTenant } from '../../../test/factories';

/** The Create Order dialog's option lists and rent suggestion (orders.test.ts: creating and closing). */
const ctx = useTestApp({ signedIn: { superuser: true } });

describe('the Create Order dialog helpers', () => {
  it('lists active tenants without an open order, by name', async () => {
    const zoe = await buildTenant(ctx.database.db, { firstName: 'Zoe', lastName: 'Aaronson' });
    const ann = await buildTenant(ctx.database.db, { firstName: 'Ann', lastName: 'Aaronson' });
    const gone = await buildTenant(ctx.database.db, { lastName: 'Aaronson', deletedAt: new Date() });
    const busy = await buildTenant(ctx.database.db, { lastName: 'Aaronson' });
    await buildOrder(ctx.database.db, { tenantId: busy.id });
    const res = await ctx.client.get('/api/orders/available_tenants');
    expect(res.statusCode).toBe(200);
    const listed = res.json() as Array<{ id: number; first_name: string; last_name: string }>;
    expect(listed.slice(0, 2)).toEqual([
      { id: ann.id, first_name: 'Ann', last_name: 'Aaronson', gender: null },
      { id: zoe.id, first_name: 'Zoe', last_name: 'Aaronson', gender: null },
    ]);
    expect(listed.map((t) => t.id)).not.toContain(gone.id);
    expect(listed.map((t) => t.id)).not.toContain(busy.id);
  });

  it('lists free beds with room number and property address', async () => {
    const property = await buildProperty(ctx.database.db, { address: '318 NE Killingsworth St' });
    const room = await buildRoom(ctx.database.db, { propertyId: property.id, number: 101 });
    const free = await buildBed(ctx.database.db, { roomId: room.id, number: 4, price: '500.00' });
    const taken = await buildBed(ctx.database.db);
    await buildOrder(ctx.database.db, { bedIds: [taken.id] });
    const beds = (await ctx.client.get('/api/orders/available_beds/')).json() as Array<{ id: number }>;
    expect(beds.find((b) => b.id === free.id)).toEqual({
      id: free.id,
      number: 4,
      price: '500.00',
      room: {
        id: free.roomId,
        number: 101,
        gender_designation: 'mixed',
        property: { id: property.id, address: '318 NE Killingsworth St' },
      },
    });
    expect(beds.map((b) => b.id)).not.toContain(taken.id);
  });

  it("totals the beds' monthly prices, and refuses beds that do not exist", async () => {
    const a = await buildBed(ctx.database.db, { price: '650.00' });
    const b = await buildBed(ctx.database.db, { price: '475.55' });
    const total = (beds: unknown) => ctx.client.post('/api/orders/get_beds_total_price/', { beds });
    expect((await total([a.id, b.id])).json()).toEqual({ total: '1125.55' });
    expect((await total([a.id, a.id])).json()).toEqual({ total: '650.00' });
    expect((await total([])).json()).toEqual({ total: '0.00' });
    expect(fieldErrors(await total([a.id, 999_999]))).toEqual({
      beds: ['One of the selected beds no longer exists.'],
    });
    expect(fieldErrors(await total('x'))).toEqual({ beds: ['Expected a list of bed ids.'] });
  });
});
