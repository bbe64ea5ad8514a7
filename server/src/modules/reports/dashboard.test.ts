import {
  addDays,
  freeBedsList,
  owingTenants,
  rentDueSoonList,
  SEEDED_GROUPS,
  todayIn,
} from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { signedInClient, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildPayment, buildRoom, buildSmallHouse } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import { closeOrder } from '../orders/orders.service';

/** Under the dashboard's cards: who owes the most, rent due soon, free beds by property and designation. */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');
const get = async (path: string) => {
  const res = await ctx.client.get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('the dashboard lists', () => {
  it('lists the tenants with rent past due who owe the most first, gone or not, with their oldest unpaid due date', async () => {
    const db = ctx.database.db;
    const small = await buildOrder(db, {
      startDate: addDays(today(), -10),
      today: today(),
      rentAmount: '650.00',
    });
    const large = await buildOrder(db, {
      startDate: addDays(today(), -5),
      today: today(),
      rentAmount: '900.00',
    });
    const paid = await buildOrder(db, {
      startDate: addDays(today(), -3),
      today: today(),
      rentAmount: '500.00',
    });
    await buildPayment(db, { tenantId: paid.tenant.id, amount: '500.00' });
    // Charged ahead (due in three days): owes, but nothing is past due.
    const ahead = await buildOrder(db, {
      startDate: addDays(today(), 3),
      today: today(),
      rentAmount: '1000.00',
    });
    // Left twenty days ago without paying the rent due thirty days ago.
    const gone = await buildOrder(db, {
      startDate: addDays(today(), -30),
      today: addDays(today(), -30),
      rentAmount: '700.00',
    });
    await closeOrder(db, gone.id, null, { today: addDays(today(), -20) });
    const owing = owingTenants.parse(await get('/api/reportsapp/owing/'));
    expect(owing).toEqual([
      { tenant: large.tenant, owed: '900.00', oldest_due_date: addDays(today(), -5), days_overdue: 5 },
      { tenant: gone.tenant, owed: '700.00', oldest_due_date: addDays(today(), -30), days_overdue: 30 },
      { tenant: small.tenant, owed: '650.00', oldest_due_date: addDays(today(), -10), days_overdue: 10 },
    ]);
    await closeOrder(db, ahead.id, null, { today: today() }); // out of the next test's rent due
    await expectLedgerSound(db, { today: today() });
  });

  it('lists the rent due from today through the next seven days, charged or not yet', async () => {
    const db = ctx.database.db;
    // Monthly from in three days: charged at creation (five days' lead), nothing paid.
    const soon = await buildOrder(db, {
      startDate: addDays(today(), 3),
      today: today(),
      rentAmount: '650.00',
    });
    // Weekly from a week ago: today's rent is charged, next week's (in 7 days) not yet.
    const weekly = await buildOrder(db, {
      startDate: addDays(today(), -7),
      today: today(),
      periodPayment: 'weekly',
      rentAmount: '150.00',
    });
    // Monthly from in two days, paid ahead: nothing left to collect, so not listed.
    const prepaid = await buildOrder(db, {
      startDate: addDays(today(), 2),
      today: today(),
      rentAmount: '400.00',
    });
    await buildPayment(db, { tenantId: prepaid.tenant.id, amount: '400.00' });
    // Monthly from in ten days: outside the window.
    await buildOrder(db, { startDate: addDays(today(), 10), today: today() });
    const due = rentDueSoonList.parse(await get('/api/reportsapp/rent-due/'));
    expect(due).toEqual([
      { tenant: weekly.tenant, order_id: weekly.id, next_due_date: today(), amount_due: '300.00' },
      { tenant: soon.tenant, order_id: soon.id, next_due_date: addDays(today(), 3), amount_due: '650.00' },
    ]);
  });

  it('counts the beds and free beds of each property and room designation', async () => {
    const db = ctx.database.db;
    const house = await buildSmallHouse(db);
    const chicago = house.properties.chicago;
    const extra = await buildBed(db, {
      roomId: (await buildRoom(db, { propertyId: chicago.id, genderDesignation: 'male' })).id,
    });
    const before = freeBedsList.parse(await get('/api/reportsapp/free-beds/'));
    const chicagoMale = () =>
      before.find((g) => g.property.id === chicago.id && g.gender_designation === 'male');
    expect(chicagoMale()).toEqual({
      property: { id: chicago.id, address: chicago.address },
      gender_designation: 'male',
      total: 3,
      free: 3,
    });
    const order = await buildOrder(db, { bedIds: [extra.id] });
    const after = freeBedsList.parse(await get('/api/reportsapp/free-beds/'));
    expect(after.find((g) => g.property.id === chicago.id && g.gender_designation === 'male')).toMatchObject({
      total: 3,
      free: 2,
    });
    // Properties without beds are left out; the rest come by address, then designation.
    expect(after.map((g) => g.property.address)).toEqual([...after.map((g) => g.property.address)].sort());
    expect(after.some((g) => g.property.id === house.properties.philadelphia.id)).toBe(false);
    expect(order.beds).toHaveLength(1);
    await expectLedgerSound(db);
  });

  it('needs reports.view', async () => {
    const frontDesk = (await signedInClient(ctx, { permissions: [...SEEDED_GROUPS['Front desk']!] })).client;
    for (const path of [
      '/api/reportsapp/owing/',
      '/api/reportsapp/rent-due/',
      '/api/reportsapp/free-beds/',
    ]) {
      expect((await frontDesk.get(path)).statusCode, path).toBe(403);
    }
  });
});
