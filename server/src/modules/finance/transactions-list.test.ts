import { SEEDED_GROUPS, todayIn, transactionPage } from '@bunkhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';
import { buildProperty, buildTenant } from '../../../test/factories';
import { insertOtherRow, postTenantRows, subTypeId } from '../../../test/finance-fixtures';

const ctx = useTestApp({ signedIn: { superuser: true } });

const list = async (query: string) => {
  const res = await ctx.client.get(`/api/transactions/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return transactionPage.parse(res.json());
};
const idsOf = async (query: string) => (await list(query)).results.map((r) => r.id);
describe('the transactions list: filters', () => {
  let ids: Record<string, number>;
  let subTypes: Record<string, number>;
  let tenantIds: Record<string, number>;
  let chicagoId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const chicago = await buildProperty(db, { address: '1418 N Mozart St' });
    const austin = await buildProperty(db, { address: '2207 E Cesar Chavez St' });
    chicagoId = chicago.id;
    const maria = await buildTenant(db, { firstName: 'Maria', lastName: 'Garcia' });
    const mario = await buildTenant(db, { firstName: 'Mario', lastName: 'Garcia-Lopez' });
    // Only the e-mail says "maria": the tenant filter matches names, not e-mails.
    const john = await buildTenant(db, {
      firstName: 'John',
      lastName: 'Smith',
      email: 'maria.fan@example.com',
    });
    tenantIds = { maria: maria.id, mario: mario.id, john: john.id };
    subTypes = {
      laundry: await subTypeId(db, 'income', 'Test laundry'),
      repairs: await subTypeId(db, 'expense', 'Test repairs'),
    };
    const [mariaPays, mariaRent, marioPays, johnFee] = await postTenantRows(db, [
      { tenantId: maria.id, type: 'payment', amount: '300.00', description: 'Zelle' },
      { tenantId: maria.id, type: 'rent', amount: '-650.00' },
      { tenantId: mario.id, type: 'payment', amount: '120.00' },
      { tenantId: john.id, type: 'fee', amount: '-25.00' },
    ]);
    ids = {
      mariaPays: mariaPays!,
      mariaRent: mariaRent!,
      marioPays: marioPays!,
      johnFee: johnFee!,
      laundry: await insertOtherRow(db, {
        type: 'income',
        amount: '40.00',
        propertyId: chicago.id,
        subTypeId: subTypes.laundry!,
        tenantId: maria.id,
        description: 'Machines',
      }),
      repairs: await insertOtherRow(db, {
        type: 'expense',
        amount: '210.50',
        propertyId: austin.id,
        subTypeId: subTypes.repairs!,
      }),
    };
  });

  it('answers every row newest first in the transaction shape, sub-type and property named', async () => {
    const page = await list('');
    expect(page.next).toBeNull();
    expect(page.results.map((r) => r.id)).toEqual(
      [...page.results]
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((r) => r.id),
    );
    expect(page.results.find((r) => r.id === ids.laundry)).toEqual({
      id: ids.laundry,
      type: 'income',
      sub_type: { id: subTypes.laundry, name: 'Test laundry' },
      amount: '40.00',
      current_balance: null,
      description: 'Machines',
      booked_on: todayIn('America/New_York'),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      received_on: null, // an income or expense row: only a payment's row has one
      tenant: { id: tenantIds.maria, first_name: 'Maria', last_name: 'Garcia' },
      property: { id: chicagoId, address: '1418 N Mozart St' },
      related_id: null,
      reverses_id: null,
      is_reversed: false,
    });
    expect(page.results.find((r) => r.id === ids.mariaPays)).toMatchObject({
      type: 'payment',
      amount: '300.00',
      current_balance: '300.00',
      description: 'Zelle',
      sub_type: null,
    });
  });

  it('filters by type, repeated or comma-separated, and by sub-type', async () => {
    expect(await idsOf('?type=payment')).toEqual([ids.marioPays, ids.mariaPays]);
    const both = [ids.repairs, ids.laundry, ids.johnFee];
    expect(await idsOf('?type=fee&type=income&type=expense')).toEqual(both);
    expect(await idsOf('?type=fee,income,expense')).toEqual(both);
    expect(await idsOf(`?sub_type=${subTypes.repairs}`)).toEqual([ids.repairs]);
    expect(await idsOf(`?sub_type=${subTypes.repairs}&type=income`)).toEqual([]);
  });

  it('filters by words of the tenant name in any order and case, never by e-mail', async () => {
    const maria = [ids.laundry, ids.mariaRent, ids.mariaPays];
    expect(await idsOf('?tenant=Maria')).toEqual(maria);
    expect(await idsOf('?tenant=maria%20garcia')).toEqual(maria);
    expect(await idsOf('?tenant=GARCIA%20Maria')).toEqual(maria);
    expect(await idsOf('?tenant=ria%20Gar')).toEqual(maria);
    expect(await idsOf('?tenant=garc')).toEqual([ids.laundry, ids.marioPays, ids.mariaRent, ids.mariaPays]);
    expect(await idsOf('?tenant=lopez&type=payment')).toEqual([ids.marioPays]);
    expect(await idsOf('?tenant=fan%40example')).toEqual([]);
    expect(await idsOf('?tenant=%25')).toEqual([]);
    expect(await idsOf('?tenant=%20')).toHaveLength(6);
  });

  it("filters by words of the property's address, case-insensitively", async () => {
    expect(await idsOf('?property=mozart')).toEqual([ids.laundry]);
    expect(await idsOf('?property=1418%20n%20MOZART%20st')).toEqual([ids.laundry]);
    expect(await idsOf('?property=St')).toEqual([ids.repairs, ids.laundry]);
    expect(await idsOf('?property=cesar&tenant=maria')).toEqual([]);
    expect(await idsOf('?property=_')).toEqual([]);
  });

  it('orders by amount either way, the id breaking ties', async () => {
    const ascending = await list('?ordering=amount');
    expect(ascending.results.map((r) => r.amount)).toEqual([
      '-650.00',
      '-25.00',
      '40.00',
      '120.00',
      '210.50',
      '300.00',
    ]);
    const descending = await idsOf('?ordering=-amount');
    expect(descending).toEqual(ascending.results.map((r) => r.id).reverse());
    const oldestFirst = await idsOf('?ordering=created_at');
    expect(oldestFirst).toEqual((await idsOf('?ordering=-created_at')).reverse());
  });
});

describe('the transactions list: days in the business time zone (America/New_York)', () => {
  const rows: Record<string, number> = {};
  beforeAll(async () => {
    const db = ctx.database.db;
    const property = await buildProperty(db, { address: '9 Edge Lane' });
    const sub = await subTypeId(db, 'income', 'Test edges');
    const at = async (name: string, createdAt: string) => {
      rows[name] = await insertOtherRow(db, {
        type: 'income',
        amount: '1.00',
        propertyId: property.id,
        subTypeId: sub,
        createdAt,
      });
    };
    await at('mar7Late', '2025-03-08T04:59:59.999Z'); // 23:59:59.999 EST, March 7
    await at('mar8Start', '2025-03-08T05:00:00Z'); // 00:00 EST, March 8
    await at('mar8Late', '2025-03-09T04:30:00Z'); // 23:30 EST, March 8
    await at('mar9Start', '2025-03-09T05:00:00Z'); // 00:00 EST, March 9 (clocks spring forward at 2:00)
    await at('mar9Late', '2025-03-10T03:59:59.999Z'); // 23:59:59.999 EDT, March 9: a 23-hour day
    await at('mar10Start', '2025-03-10T04:00:00Z'); // 00:00 EDT, March 10
    await at('nov2Start', '2025-11-02T04:00:00Z'); // 00:00 EDT, November 2 (clocks fall back at 2:00)
    await at('nov2Late', '2025-11-03T04:30:00Z'); // 23:30 EST, November 2: a 25-hour day
    await at('nov3Start', '2025-11-03T05:00:00Z'); // 00:00 EST, November 3
  });

  const ids = async (from: string, to: string) =>
    idsOf(`?ordering=created_at&property=edge&date_from=${from}&date_to=${to}`);

  it('keeps a row at 23:30 on date_to and leaves out one at midnight starting the next day', async () => {
    expect(await ids('2025-03-08', '2025-03-08')).toEqual([rows.mar8Start, rows.mar8Late]);
    expect(await ids('', '2025-03-08')).toEqual([rows.mar7Late, rows.mar8Start, rows.mar8Late]);
    expect(await ids('2025-03-09', '')).toEqual([
      rows.mar9Start,
      rows.mar9Late,
      rows.mar10Start,
      rows.nov2Start,
      rows.nov2Late,
      rows.nov3Start,
    ]);
  });

  it('counts the 23-hour and 25-hour days of the DST changes whole', async () => {
    expect(await ids('2025-03-09', '2025-03-09')).toEqual([rows.mar9Start, rows.mar9Late]);
    expect(await ids('2025-03-10', '2025-03-10')).toEqual([rows.mar10Start]);
    expect(await ids('2025-11-02', '2025-11-02')).toEqual([rows.nov2Start, rows.nov2Late]);
    expect(await ids('2025-11-03', '2025-11-03')).toEqual([rows.nov3Start]);
    expect(await ids('2025-03-07', '2025-11-03')).toHaveLength(9);
  });
});

describe('the transactions list: refusals and permissions', () => {
  it('answers 400 field errors for a bad type, sub-type, ordering, date, range or page size', async () => {
    const bad = async (query: string) => fieldErrors(await ctx.client.get(`/api/transactions/${query}`));
    expect(await bad('?type=bonus')).toEqual({
      type: ['Select a valid choice. bonus is not one of the available choices.'],
    });
    expect(Object.keys(await bad('?sub_type=abc'))).toEqual(['sub_type']);
    expect(Object.keys(await bad('?ordering=balance'))).toEqual(['ordering']);
    expect(Object.keys(await bad('?ordering=-id'))).toEqual(['ordering']);
    expect(Object.keys(await bad('?date_from=2025-02-30'))).toEqual(['date_from']);
    expect(Object.keys(await bad('?date_to=03/08/2025x'))).toEqual(['date_to']);
    expect(await bad('?date_from=2025-03-09&date_to=2025-03-08')).toEqual({
      date_to: ['The start date must not be after the end date.'],
    });
    expect(Object.keys(await bad('?page_size=0'))).toEqual(['page_size']);
    expect(Object.keys(await bad('?page_size=101'))).toEqual(['page_size']);
    expect(Object.keys(await bad(`?tenant=${'x'.repeat(201)}`))).toEqual(['tenant']);
  });

  it('needs transactions.view: Front desk and a user without it get 403', async () => {
    const frontDesk = (await signedInClient(ctx, { permissions: [...SEEDED_GROUPS['Front desk']!] })).client;
    const viewer = (await signedInClient(ctx, { permissions: ['transactions.view'] })).client;
    for (const url of ['/api/transactions/', '/api/transactions/csv/']) {
      expect((await frontDesk.get(url)).json(), url).toEqual({
        detail: expect.any(String),
        code: 'permission_denied',
      });
      expect((await viewer.get(url)).statusCode, url).toBe(200);
    }
  });
});

describe("a tenant's transactions name the sub-type too", () => {
  it('answers the same row shape as the transactions list', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db);
    const property = await buildProperty(db);
    const id = await insertOtherRow(db, {
      type: 'income',
      amount: '15.00',
      propertyId: property.id,
      subTypeId: await subTypeId(db, 'income', 'Test deposit kept'),
      tenantId: tenant.id,
    });
    const own = (await ctx.client.get(`/api/tenants/${tenant.id}/transactions/`)).json();
    const [listed] = (await list(`?tenant=${tenant.firstName}%20${tenant.lastName}`)).results;
    expect(own.results).toEqual([listed]);
    expect(listed).toMatchObject({ id, sub_type: { name: 'Test deposit kept' } });
  });
});
