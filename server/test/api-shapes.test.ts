import { addDays, type Paged, type Transaction } from '@bunkhouse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedDemoHouse, signedInClient, TestClient, type TestContext } from './app';

/**
 * What the API answers, recorded: every list and detail endpoint (several filters and orderings
 * each), the answers of writes, and every error shape, on the demo house as it stands on a fixed day.
 * Both engines compare against the same files (`api-shapes/*.json`), so they must answer alike; a
 * change of behaviour shows as a diff of those files (`vitest -u` records a deliberate one).
 * Object keys are sorted (their order means nothing in JSON) and instants stamped by the clock of
 * the run (after the fixed day) read '<now>'.
 */
const DAY = '2026-03-20'; // its 90 days of history cross the DST change of March 8

let ctx: TestContext;
let client: TestClient;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemoHouse(ctx.database, DAY);
  ({ client } = await signedInClient(ctx, { superuser: true, username: 'snapshot' }));
}, 240_000);
afterAll(() => ctx.app.close());

const LATEST_STAMP = `${addDays(DAY, 2)}T00:00:00.000Z`;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

function normalize(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .replace(INSTANT, (stamp) => (stamp >= LATEST_STAMP ? '<now>' : stamp))
      .replace(/cursor=[^&]+/, 'cursor=<cursor>');
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalize((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body,
});

/** Records each request's status and body under its label, in `api-shapes/<name>.json`. */
async function record(name: string, requests: Array<[string, () => Promise<LightMyRequestResponse>]>) {
  const recorded: Record<string, unknown> = {};
  for (const [label, send] of requests) recorded[label] = answer(await send());
  await expect(`${JSON.stringify(normalize(recorded), null, 2)}\n`).toMatchFileSnapshot(
    `./api-shapes/${name}.json`,
  );
}

const gets = (urls: string[]) =>
  urls.map((url): [string, () => Promise<LightMyRequestResponse>] => [`GET ${url}`, () => client.get(url)]);

async function page<T>(url: string) {
  const res = await client.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Paged<T> & { next: string | null };
}

async function transactions(query: string) {
  return (await page<Transaction>(`/api/transactions/?page_size=100&${query}`)).results;
}

describe('the API as recorded on the demo house', () => {
  it('answers the places lists and details', async () => {
    await record('places', [
      ...gets([
        '/api/properties/',
        '/api/properties/?ordering=-rooms_count',
        '/api/properties/?search=st&ordering=city',
        '/api/properties/?search=tx',
        '/api/properties/?is_active=true&ordering=-zip_code&page=2&page_size=2',
        '/api/properties/2/',
        '/api/properties/2/rooms/',
        '/api/properties/2/rooms/?gender_designation=female&ordering=-beds_count',
        '/api/properties/2/rooms/?search=20',
        '/api/rooms/',
        '/api/rooms/?ordering=-beds_count',
        '/api/rooms/?ordering=-property&page=2',
        '/api/rooms/?search=baltimore&ordering=number',
        '/api/rooms/?search=201&ordering=-property',
        '/api/rooms/?gender_designation=female&ordering=-number&page=2',
        '/api/rooms/?gender_designation=male&gender_designation=mixed&ordering=gender_designation',
        '/api/rooms/?property=3&page_size=5',
        '/api/rooms/7/',
        '/api/rooms/7/beds/',
        '/api/rooms/7/beds/?ordering=-price',
        '/api/beds/',
        '/api/beds/?ordering=-price',
        '/api/beds/?ordering=room&page=3',
        '/api/beds/?search=mozart&ordering=-price',
        '/api/beds/?search=102&ordering=room',
        '/api/beds/?search=killingsworth+3&ordering=-number',
        '/api/beds/?search=austin',
        '/api/beds/?property=2&ordering=price',
        '/api/beds/?room=7',
        '/api/beds/?property=1&room=30',
        '/api/beds/15/',
      ]),
    ]);
  });

  it('answers the tenants list, details and ledgers', async () => {
    const first = async (query: string) =>
      (await page<{ id: number }>(`/api/tenants/?${query}`)).results[0]!.id;
    const ids = {
      active: await first('orders__status=active'),
      overdue: await first('orders__status=overdue&ordering=balance_amount'),
      completed: await first('orders__status=completed&deleted=false'),
      noOrder: await first('orders__status=no_order&deleted=false'),
      inactive: await first('deleted=true'),
      promised: await first('ordering=expected_payment_date'),
    };
    await record('tenants', [
      ...gets([
        '/api/tenants/',
        '/api/tenants/?deleted=false',
        '/api/tenants/?deleted=true',
        '/api/tenants/?orders__status=overdue',
        '/api/tenants/?orders__status=active&orders__status=overdue&ordering=-balance_amount',
        '/api/tenants/?orders__status=no_order&orders__status=completed',
        '/api/tenants/?orders__status=no_order&deleted=false',
        '/api/tenants/?ordering=-balance_amount',
        '/api/tenants/?ordering=expected_payment_date',
        '/api/tenants/?ordering=-expected_payment_date',
        '/api/tenants/?ordering=-orders__rent_amount',
        '/api/tenants/?ordering=orders__created_at&page=2',
        '/api/tenants/?ordering=-orders__rent_records__rent_due_date',
        '/api/tenants/?search=garcia',
        '/api/tenants/?search=maria,lopez',
        '/api/tenants/?search=(312)',
        '/api/tenants/?search=gmail&orders__status=overdue&ordering=-balance_amount',
        '/api/tenants/?page=3&page_size=5',
        ...Object.values(ids).map((id) => `/api/tenants/${id}/`),
        `/api/tenants/${ids.active}/transactions/`,
        `/api/tenants/${ids.overdue}/transactions/?type=payment`,
        `/api/tenants/${ids.overdue}/transactions/?type=rent&type=fee&page=2&page_size=3`,
        `/api/tenants/${ids.completed}/transactions/`,
        `/api/tenants/${ids.noOrder}/transactions/`,
      ]),
    ]);
  });

  it('answers the orders, the finance details, the transactions list and the reports', async () => {
    const tenant = await page<{ id: number; current_order: { id: number } | null }>(
      '/api/tenants/?orders__status=active',
    );
    const completed = (
      await client.get(
        `/api/tenants/${(await page<{ id: number }>('/api/tenants/?orders__status=completed')).results[0]!.id}/`,
      )
    ).json() as { orders: Array<{ id: number }> };
    const payments = await transactions('type=payment&ordering=created_at');
    const fees = await transactions('type=fee&ordering=created_at');
    const rent = await transactions('type=rent&ordering=created_at');
    const reversals = await transactions('type=payment&type=fee&ordering=-created_at');
    const cancelled = await transactions('type=rent&ordering=-amount');
    const related = (rows: Transaction[], pick: (row: Transaction) => boolean) =>
      rows.find(pick)?.related_id ?? 'none';
    const subTypes = (await client.get('/api/transaction-sub-types/')).json() as Array<{
      id: number;
      type: string;
    }>;
    const feeType = subTypes.find((s) => s.type === 'fee')!.id;
    await record('finance', [
      ...gets([
        '/api/orders/available_tenants/',
        '/api/orders/available_beds/',
        `/api/orders/${tenant.results[0]!.current_order!.id}/`,
        `/api/orders/${completed.orders[0]!.id}/`,
        '/api/transaction-sub-types/',
        '/api/transaction-sub-types/?is_active=true&type=payment',
        '/api/transaction-sub-types/?type=fee',
        '/api/transaction-sub-types/?type=expense',
        `/api/transaction-sub-types/${feeType}/get-amount/`,
        `/api/payments/${related(payments, () => true)}/`,
        `/api/payments/${related(reversals, (r) => r.type === 'payment' && r.reverses_id !== null)}/`,
        `/api/fees/${related(fees, (r) => !r.is_reversed)}/`,
        `/api/fees/${related(reversals, (r) => r.type === 'fee' && r.reverses_id !== null)}/`,
        `/api/rent-confirmations/${related(rent, () => true)}/`,
        `/api/rent-confirmations/${related(cancelled, (r) => r.reverses_id !== null)}/`,
        `/api/rent-confirmations/${related(rent.slice().reverse(), () => true)}/`,
        '/api/transactions/',
        '/api/transactions/?page_size=5&type=payment',
        '/api/transactions/?type=rent&type=fee&ordering=-amount&page_size=10',
        '/api/transactions/?ordering=amount&page_size=10',
        '/api/transactions/?type=income&type=expense&ordering=created_at&page_size=10',
        '/api/transactions/?tenant=garcia&page_size=10',
        '/api/transactions/?property=mozart&type=expense&page_size=10',
        `/api/transactions/?date_from=2026-03-08&date_to=2026-03-08&page_size=50`,
        `/api/transactions/?sub_type=${feeType}&page_size=10`,
        '/api/transactions/csv/?date_from=2026-03-01&date_to=2026-03-02',
        '/api/reportsapp/total/?start=2026-03-01&end=2026-03-31',
        '/api/reportsapp/total/?start=2026-01-01&end=2026-01-31',
        '/api/reportsapp/total/?start=2025-12-20&end=2026-03-20',
      ]),
      [
        'POST /api/orders/get_beds_total_price/',
        () => client.post('/api/orders/get_beds_total_price/', { beds: [1, 2, 3] }),
      ],
    ]);
    // Following `next` keeps the filters and reaches every row once.
    const seen: number[] = [];
    for (let url: string | null = '/api/transactions/?page_size=40&type=payment'; url;) {
      const batch: Paged<Transaction> = await page<Transaction>(url);
      seen.push(...batch.results.map((r) => r.id));
      url = batch.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(payments.length < 100 ? payments.length : seen.length);
  });

  it('answers who is signed in, and the health check', async () => {
    await record('session', gets(['/api/user/', '/api/health/']));
  });

  it('answers the writes with what they made', async () => {
    const property = (
      await client.post('/api/properties/', {
        address: '12 Shape Street',
        city: 'Boston',
        state: 'MA',
        zip_code: '02118',
      })
    ).json() as { id: number };
    const room = (
      await client.post('/api/rooms/', {
        property_id: property.id,
        number: 1,
        gender_designation: 'mixed',
      })
    ).json() as { id: number };
    const bed = (
      await client.post('/api/beds/', { room_id: room.id, number: 1, price: '640.00' })
    ).json() as {
      id: number;
    };
    const tenantBody = {
      first_name: 'Shape',
      last_name: 'Tester',
      email: 'shape@example.com',
      phone: '3125550100',
      date_of_birth: '1990-04-02',
      social_security_number: '123456789',
      emergency_contact_first_name: 'Ann',
      emergency_contact_last_name: 'Tester',
      emergency_contact_phone: '3125550101',
      emergency_contact_relationship_to_tenant: 'mother',
    };
    const created = await client.post('/api/tenants/', tenantBody);
    const tenantId = (created.json() as { id: number }).id;
    const method = (
      (await client.get('/api/transaction-sub-types/?type=payment')).json() as Array<{ id: number }>
    )[0]!.id;
    const feeType = (
      (await client.get('/api/transaction-sub-types/?type=fee')).json() as Array<{ id: number }>
    )[0]!.id;
    const income = (
      (await client.get('/api/transaction-sub-types/?type=income')).json() as Array<{ id: number }>
    )[0]!.id;
    const order = await client.post('/api/orders/', {
      tenant_id: tenantId,
      bed_ids: [bed.id],
      period_payment: 'weekly',
      rent_amount: '160.00',
    });
    const orderId = (order.json() as { id: number }).id;
    const payment = await client.post('/api/payments/', {
      tenant_id: tenantId,
      method_id: method,
      amount: '100.00',
    });
    const paymentId = (payment.json() as { id: number }).id;
    const fee = await client.post('/api/fees/', {
      tenant_id: tenantId,
      type_id: feeType,
      amount: '25.00',
      description: 'Lost key',
    });
    const feeId = (fee.json() as { id: number }).id;
    await record('writes', [
      ['POST /api/tenants/', async () => created],
      ['POST /api/orders/', async () => order],
      ['POST /api/payments/', async () => payment],
      ['POST /api/fees/', async () => fee],
      [`GET /api/properties/${property.id}/`, () => client.get(`/api/properties/${property.id}/`)],
      [
        `PUT /api/beds/${bed.id}/`,
        () => client.put(`/api/beds/${bed.id}/`, { room_id: room.id, number: 2, price: '650.50' }),
      ],
      [
        `PUT /api/rooms/${room.id}/`,
        () =>
          client.put(`/api/rooms/${room.id}/`, {
            property_id: property.id,
            number: 3,
            gender_designation: 'female',
          }),
      ],
      [
        `PUT /api/tenants/${tenantId}/`,
        () =>
          client.put(`/api/tenants/${tenantId}/`, {
            ...tenantBody,
            social_security_number: null,
            first_name: 'Shaped',
          }),
      ],
      [
        `PATCH /api/tenants/${tenantId}/`,
        () =>
          client.request({
            method: 'PATCH',
            url: `/api/tenants/${tenantId}/`,
            payload: { expected_payment_date: '2099-01-02' },
          }),
      ],
      [
        `POST /api/tenants/${tenantId}/verify_ssn/ (right)`,
        () => client.post(`/api/tenants/${tenantId}/verify_ssn/`, { social_security_number: '123456789' }),
      ],
      [
        `POST /api/tenants/${tenantId}/verify_ssn/ (wrong)`,
        () => client.post(`/api/tenants/${tenantId}/verify_ssn/`, { social_security_number: '123456780' }),
      ],
      [
        'POST /api/transactions/',
        () =>
          client.post('/api/transactions/', {
            type: 'income',
            sub_type_id: income,
            property_id: property.id,
            amount: '40.00',
            description: 'Laundry',
          }),
      ],
      [
        `POST /api/payments/${paymentId}/void/`,
        () => client.post(`/api/payments/${paymentId}/void/`, { reason: 'Entered twice' }),
      ],
      [
        `POST /api/fees/${feeId}/void/`,
        () => client.post(`/api/fees/${feeId}/void/`, { reason: 'Wrong tenant' }),
      ],
      [`GET /api/tenants/${tenantId}/`, () => client.get(`/api/tenants/${tenantId}/`)],
      [
        `GET /api/tenants/${tenantId}/transactions/`,
        () => client.get(`/api/tenants/${tenantId}/transactions/`),
      ],
      [`DELETE /api/orders/${orderId}/`, () => client.delete(`/api/orders/${orderId}/`)],
      [`GET /api/orders/${orderId}/`, () => client.get(`/api/orders/${orderId}/`)],
      [`DELETE /api/tenants/${tenantId}/`, () => client.delete(`/api/tenants/${tenantId}/`)],
      [`POST /api/tenants/${tenantId}/activate/`, () => client.post(`/api/tenants/${tenantId}/activate/`)],
      [`DELETE /api/beds/${bed.id}/`, () => client.delete(`/api/beds/${bed.id}/`)],
      [`DELETE /api/rooms/${room.id}/`, () => client.delete(`/api/rooms/${room.id}/`)],
      [`DELETE /api/properties/${property.id}/`, () => client.delete(`/api/properties/${property.id}/`)],
    ]);
  });

  it('answers mistakes, refusals and access errors in their shapes', async () => {
    const anonymous = await new TestClient(ctx.app).fetchCsrf();
    const nobody = (await signedInClient(ctx, { permissions: ['places.view'], username: 'shapes-viewer' }))
      .client;
    const tenantWithOrder = (await page<{ id: number }>('/api/tenants/?orders__status=active')).results[0]!
      .id;
    const inactive = (await page<{ id: number }>('/api/tenants/?deleted=true')).results[0]!.id;
    const completedOrder = (
      (await client.get(`/api/tenants/${inactive}/`)).json() as { orders: Array<{ id: number }> }
    ).orders[0]!.id;
    const method = (
      (await client.get('/api/transaction-sub-types/?type=payment')).json() as Array<{ id: number }>
    )[0]!.id;
    await record('errors', [
      ['GET /api/tenants/ (signed out)', () => anonymous.get('/api/tenants/')],
      ['GET /api/tenants/ (no permission)', () => nobody.get('/api/tenants/')],
      [
        'POST /api/beds/ (no CSRF header)',
        () => client.request({ method: 'POST', url: '/api/beds/', payload: {}, csrf: false }),
      ],
      ...gets([
        '/api/tenants/999999/',
        '/api/tenants/abc/',
        '/api/orders/999999/',
        '/api/payments/999999/',
        '/api/fees/999999/',
        '/api/rent-confirmations/999999/',
        '/api/rooms/999999/beds/',
        '/api/properties/999999/rooms/',
        '/api/tenants/999999/transactions/',
        '/api/nothing-here/',
        '/api/tenants/?ordering=bogus',
        '/api/tenants/?page=0&page_size=1000',
        '/api/tenants/?orders__status=lost',
        '/api/rooms/?gender_designation=other',
        '/api/beds/?room=x',
        '/api/transactions/?cursor=garbage',
        '/api/transactions/?date_from=2026-02-30',
        '/api/reportsapp/total/?start=2026-03-02&end=2026-03-01',
        '/api/reportsapp/total/',
      ]),
      ['POST /api/tenants/ {}', () => client.post('/api/tenants/', {})],
      [
        'POST /api/tenants/ (bad fields)',
        () =>
          client.post('/api/tenants/', {
            first_name: '',
            last_name: 'X',
            email: 'not-mail',
            phone: '12',
            date_of_birth: '2999-01-01',
            social_security_number: '12',
            extra: true,
          }),
      ],
      ['POST /api/orders/ {}', () => client.post('/api/orders/', {})],
      [
        'POST /api/orders/ (taken tenant and bed)',
        () =>
          client.post('/api/orders/', {
            tenant_id: tenantWithOrder,
            bed_ids: [1],
            period_payment: 'monthly',
            rent_amount: '10.001',
          }),
      ],
      [
        'POST /api/payments/ (inactive tenant)',
        () => client.post('/api/payments/', { tenant_id: inactive, method_id: method, amount: '5.00' }),
      ],
      [
        'POST /api/payments/ (bad amount)',
        () => client.post('/api/payments/', { tenant_id: inactive, method_id: 999999, amount: '-1' }),
      ],
      ['DELETE /api/properties/1/ (has rooms)', () => client.delete('/api/properties/1/')],
      ['DELETE /api/rooms/1/ (has beds)', () => client.delete('/api/rooms/1/')],
      ['DELETE /api/beds/1/ (in an order)', () => client.delete('/api/beds/1/')],
      [
        `DELETE /api/tenants/${tenantWithOrder}/ (open order)`,
        () => client.delete(`/api/tenants/${tenantWithOrder}/`),
      ],
      [
        `POST /api/tenants/${tenantWithOrder}/activate/ (active)`,
        () => client.post(`/api/tenants/${tenantWithOrder}/activate/`),
      ],
      [
        `DELETE /api/orders/${completedOrder}/ (completed)`,
        () => client.delete(`/api/orders/${completedOrder}/`),
      ],
      [
        'POST /api/rooms/ (text/plain)',
        () =>
          client.request({
            method: 'POST',
            url: '/api/rooms/',
            payload: 'number=1',
            headers: { 'content-type': 'text/plain' },
          }),
      ],
      [
        'POST /api/rooms/ (broken JSON)',
        () =>
          client.request({
            method: 'POST',
            url: '/api/rooms/',
            payload: '{"number":',
            headers: { 'content-type': 'application/json' },
          }),
      ],
      [
        'POST /api/rooms/ (too large)',
        () => client.post('/api/rooms/', { number: 1, padding: 'x'.repeat(1024 * 1024) }),
      ],
      [
        'PATCH /api/beds/1/ (no such method)',
        () => client.request({ method: 'PATCH', url: '/api/beds/1/', payload: {} }),
      ],
      [
        'POST /api/login/ (wrong password)',
        () => anonymous.post('/api/login/', { username: 'snapshot', password: 'wrong' }),
      ],
      ['POST /api/login/ {}', () => anonymous.post('/api/login/', {})],
    ]);
  });
});
