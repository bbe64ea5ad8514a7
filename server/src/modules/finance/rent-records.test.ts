import { addDays, pagedRentRecords, SEEDED_GROUPS, todayIn } from '@bunkhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';
import {
  buildBed,
  buildOrder,
  buildPayment,
  buildProperty,
  buildRoom,
  buildTenant,
} from '../../../test/factories';

/** GET /api/rent-confirmations/: the rent records, the operator's collections view. */
const ctx = useTestApp({ signedIn: { permissions: ['orders.view'] } });
const today = () => todayIn('America/New_York');

async function records(query = '') {
  const res = await ctx.client.get(`/api/rent-confirmations/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pagedRentRecords.parse(res.json());
}

let garcia: Awaited<ReturnType<typeof buildOrder>>;
let lopez: Awaited<ReturnType<typeof buildOrder>>;
let elsewhere: number;
beforeAll(async () => {
  const db = ctx.database.db;
  const maple = await buildProperty(db, { address: '12 Maple Ave' });
  const bed = async (propertyId: number) =>
    (await buildBed(db, { roomId: (await buildRoom(db, { propertyId })).id })).id;
  // Garcia: weekly for three weeks, the first two paid, the third overdue... and the one of today unpaid.
  const maria = await buildTenant(db, { firstName: 'Maria', lastName: 'Garcia' });
  garcia = await buildOrder(db, {
    tenantId: maria.id,
    bedIds: [await bed(maple.id)],
    periodPayment: 'weekly',
    rentAmount: '150.00',
    startDate: addDays(today(), -21),
    today: today(),
  });
  await buildPayment(db, { tenantId: maria.id, amount: '350.00' }); // covers two and 50 of the third
  const luis = await buildTenant(db, { firstName: 'Luis', lastName: 'Lopez' });
  const other = await buildProperty(db, { address: '9 Oak St' });
  elsewhere = other.id;
  lopez = await buildOrder(db, {
    tenantId: luis.id,
    bedIds: [await bed(other.id)],
    rentAmount: '700.00',
    startDate: addDays(today(), 2),
    today: today(),
  });
});

describe('the rent records', () => {
  it('lists every rent confirmation, latest due first, with its tenant, property, beds and what remains', async () => {
    const page = await records();
    expect(page.count).toBe(5);
    expect(page.results.map((r) => r.rent_due_date)).toEqual([
      addDays(today(), 2),
      today(),
      addDays(today(), -7),
      addDays(today(), -14),
      addDays(today(), -21),
    ]);
    expect(page.results[0]).toMatchObject({
      order_id: lopez.id,
      tenant: lopez.tenant,
      property: { id: elsewhere, address: '9 Oak St' },
      rent_amount: '700.00',
      remaining_amount: '700.00',
      status: 'unpaid',
      is_overdue: false,
    });
    expect(page.results[0]!.beds).toEqual([
      { id: lopez.beds[0]!.id, number: lopez.beds[0]!.number, room_number: lopez.beds[0]!.room.number },
    ]);
    expect(page.results.slice(1).map((r) => [r.status, r.remaining_amount, r.is_overdue])).toEqual([
      ['unpaid', '150.00', false],
      ['unpaid', '100.00', true],
      ['paid', '0.00', false],
      ['paid', '0.00', false],
    ]);
    // What remains unpaid over the whole filter, not the page only.
    expect(page.outstanding).toBe('950.00');
    expect((await records('?page_size=2')).outstanding).toBe('950.00');
  });

  it('filters by status chips, due dates, property and tenant name, and sums what they keep', async () => {
    const overdue = await records('?status=overdue');
    expect(overdue.results.map((r) => r.order_id)).toEqual([garcia.id]);
    expect(overdue.outstanding).toBe('100.00');
    expect((await records('?status=paid')).count).toBe(2);
    expect((await records('?status=paid&status=overdue')).count).toBe(3);
    const week = await records(`?due_from=${addDays(today(), -7)}&due_to=${today()}`);
    expect(week.results.map((r) => r.rent_due_date)).toEqual([today(), addDays(today(), -7)]);
    expect((await records(`?property=${elsewhere}`)).results.map((r) => r.order_id)).toEqual([lopez.id]);
    expect((await records('?tenant=garc')).count).toBe(4);
    expect((await records('?tenant=maria garcia&status=unpaid')).outstanding).toBe('250.00');
    expect((await records('?tenant=nobody')).results).toEqual([]);
  });

  it('sorts by amount, what remains and tenant, either way', async () => {
    const byRemaining = await records('?ordering=-remaining_amount');
    expect(byRemaining.results.map((r) => r.remaining_amount)).toEqual([
      '700.00',
      '150.00',
      '100.00',
      '0.00',
      '0.00',
    ]);
    const byTenant = await records('?ordering=tenant');
    expect(byTenant.results.map((r) => r.tenant.last_name)).toEqual([
      'Garcia',
      'Garcia',
      'Garcia',
      'Garcia',
      'Lopez',
    ]);
    expect((await records('?ordering=-tenant')).results[0]!.tenant.last_name).toBe('Lopez');
  });

  it('refuses bad filters with field errors, and needs orders.view', async () => {
    expect(Object.keys(fieldErrors(await ctx.client.get('/api/rent-confirmations/?status=late')))).toEqual([
      'status',
    ]);
    expect(Object.keys(fieldErrors(await ctx.client.get('/api/rent-confirmations/?ordering=bogus')))).toEqual(
      ['ordering'],
    );
    expect(
      fieldErrors(
        await ctx.client.get(`/api/rent-confirmations/?due_from=${today()}&due_to=${addDays(today(), -1)}`),
      ),
    ).toEqual({ due_to: ['The start date must not be after the end date.'] });
    const accounting = (await signedInClient(ctx, { permissions: [...SEEDED_GROUPS.Accounting!] })).client;
    expect((await accounting.get('/api/rent-confirmations/')).statusCode).toBe(200);
    const placesOnly = (await signedInClient(ctx, { permissions: ['places.view'] })).client;
    expect((await placesOnly.get('/api/rent-confirmations/')).statusCode).toBe(403);
  });
});
