import { addDays, TENANT_ORDERING, todayIn, type Paged, type TenantListItem } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildOrder, buildTenant } from '../../../test/factories';
import { payIn } from '../../../test/ledger-helpers';
import { closeOrder } from '../orders/orders.service';

/** The tenants list: search, filters, the six orderings, paging. */
const ctx = useTestApp({ signedIn: { permissions: ['tenants.view'] } });
const today = todayIn('America/New_York');
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = ctx.database.db;
  const tenant = (key: string, first: string, last: string, email: string, phone: string, extra = {}) =>
    buildTenant(db, { firstName: first, lastName: last, email, phone, ...extra }).then(
      (t) => (ids[key] = t.id),
    );
  // No order ever; an expected payment date.
  await tenant('ann', 'Ann', 'Baker', 'ann.baker@gmail.com', '3125550101', {
    expectedPaymentDate: addDays(today, 4),
  });
  // Active monthly order (due today), paid.
  await tenant('bob', 'Bob', 'Carter', 'bcarter@yahoo.com', '5125550102');
  await buildOrder(db, { tenantId: ids.bob, rentAmount: '650.00', today });
  await payIn(db, ids.bob!, '700.00', today);
  // Overdue weekly order started 10 days ago.
  await tenant('cy', 'Cy', 'Adams', 'cy@outlook.com', '2155550103', {
    expectedPaymentDate: addDays(today, 1),
  });
  await buildOrder(db, {
    tenantId: ids.cy,
    periodPayment: 'weekly',
    rentAmount: '160.00',
    startDate: addDays(today, -10),
    today,
  });
  // Daily order started 3 days ago, unpaid: overdue.
  await tenant('dee', 'Dee', 'Evans', 'dee.evans@icloud.com', '5035550104');
  await buildOrder(db, {
    tenantId: ids.dee,
    periodPayment: 'daily',
    rentAmount: '25.00',
    startDate: addDays(today, -3),
    today,
  });
  // Completed order only; inactive.
  await tenant('eve', 'Eve', 'Dunn', 'eve.dunn@gmail.com', '3125550105');
  const done = await buildOrder(db, { tenantId: ids.eve, rentAmount: '600.00', today });
  await closeOrder(db, done.id, null, { today });
  await ctx.database.db.query(sql`UPDATE tenants SET deleted_at = now() WHERE id = ${ids.eve}`);
  // Active order starting in a week (no rent charged yet), credit from a payment.
  await tenant('fay', 'Fay', 'Baker', 'fay@gmail.com', '3125550106');
  await payIn(db, ids.fay!, '50.00', today);
  await buildOrder(db, { tenantId: ids.fay, rentAmount: '700.00', startDate: addDays(today, 7), today });
});

async function list(url: string): Promise<Paged<TenantListItem>> {
  const res = await ctx.client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
const namesOf = (page: Paged<TenantListItem>) => page.results.map((t) => t.first_name);

describe('the tenants list', () => {
  it('answers each row with what the list shows', async () => {
    const page = await list('/api/tenants/?search=bcarter');
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toEqual({
      id: ids.bob,
      first_name: 'Bob',
      last_name: 'Carter',
      email: 'bcarter@yahoo.com',
      phone: '5125550102',
      balance_amount: '50.00',
      expected_payment_date: null,
      created_at: expect.any(String),
      deleted_at: null,
      deleted: false,
      status: 'active',
      current_order: {
        id: expect.any(Number),
        status: 'active',
        period_payment: 'monthly',
        rent_amount: '650.00',
        rent_due_date: today,
        created_at: expect.any(String),
      },
    });
  });

  it('searches names, e-mail and phone (also as the mask writes it), every term must match', async () => {
    expect(namesOf(await list('/api/tenants/?search=baker&ordering=last_name'))).toEqual(['Ann', 'Fay']);
    expect(namesOf(await list('/api/tenants/?search=BAKER+fay'))).toEqual(['Fay']);
    expect(namesOf(await list('/api/tenants/?search=icloud'))).toEqual(['Dee']);
    expect(namesOf(await list('/api/tenants/?search=(215)'))).toEqual(['Cy']);
    expect(namesOf(await list('/api/tenants/?search=555-0105'))).toEqual(['Eve']);
    expect(namesOf(await list('/api/tenants/?search=5035550104'))).toEqual(['Dee']);
    expect((await list('/api/tenants/?search=%25')).count).toBe(0);
    expect((await list('/api/tenants/?search=zzz')).count).toBe(0);
  });

  it('filters Active and Inactive', async () => {
    expect((await list('/api/tenants/?deleted=false')).count).toBe(5);
    expect(namesOf(await list('/api/tenants/?deleted=true'))).toEqual(['Eve']);
    expect((await list('/api/tenants/')).count).toBe(6);
  });

  it('filters by order status, several at once, with no_order meaning no order that is not completed', async () => {
    const by = async (query: string) =>
      namesOf(await list(`/api/tenants/?ordering=last_name&${query}`)).sort();
    expect(await by('orders__status=active')).toEqual(['Bob', 'Fay']);
    expect(await by('orders__status=overdue')).toEqual(['Cy', 'Dee']);
    expect(await by('orders__status=completed')).toEqual(['Eve']);
    expect(await by('orders__status=no_order')).toEqual(['Ann', 'Eve']);
    expect(await by('orders__status=active&orders__status=no_order')).toEqual(['Ann', 'Bob', 'Eve', 'Fay']);
    expect(await by('orders__status=overdue,completed&deleted=false')).toEqual(['Cy', 'Dee']);
    const res = await ctx.client.get('/api/tenants/?orders__status=late');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      orders__status: ['Select a valid choice. late is not one of the available choices.'],
    });
  });

  it('sorts by each of the six keys both ways, with tenants lacking the value last either way', async () => {
    const all = (await list('/api/tenants/?page_size=100')).results;
    const value: Record<string, (t: TenantListItem) => string | number | null> = {
      last_name: (t) => `${t.last_name} ${t.first_name}`,
      balance_amount: (t) => Number(t.balance_amount),
      expected_payment_date: (t) => t.expected_payment_date,
      orders__rent_amount: (t) => (t.current_order ? Number(t.current_order.rent_amount) : null),
      orders__created_at: (t) => t.current_order?.created_at ?? null,
      orders__rent_records__rent_due_date: (t) => t.current_order?.rent_due_date ?? null,
    };
    expect(Object.keys(value).sort()).toEqual([...TENANT_ORDERING].sort());
    for (const key of TENANT_ORDERING) {
      for (const descending of [false, true]) {
        const sorted = [...all].sort((a, b) => {
          const [va, vb] = [value[key]!(a), value[key]!(b)];
          if (va === null || vb === null)
            return va === vb ? (descending ? b.id - a.id : a.id - b.id) : va === null ? 1 : -1;
          if (va !== vb) return (va < vb ? -1 : 1) * (descending ? -1 : 1);
          return descending ? b.id - a.id : a.id - b.id;
        });
        const got = await list(`/api/tenants/?page_size=100&ordering=${descending ? '-' : ''}${key}`);
        expect(namesOf(got), `${descending ? '-' : ''}${key}`).toEqual(sorted.map((t) => t.first_name));
      }
    }
  });

  it('pages with count, next and previous, and refuses unknown orderings', async () => {
    const first = await list('/api/tenants/?ordering=-balance_amount&page_size=4');
    expect(first).toMatchObject({
      count: 6,
      previous: null,
      next: '/api/tenants/?ordering=-balance_amount&page_size=4&page=2',
    });
    const second = await list(first.next!);
    expect(second.results).toHaveLength(2);
    expect(second.next).toBeNull();
    for (const url of [
      '/api/tenants/?ordering=first_name',
      '/api/tenants/?ordering=-orders__status',
      '/api/tenants/?ordering=ssn_hash',
    ]) {
      const res = await ctx.client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json())).toEqual(['ordering']);
    }
  });
});
