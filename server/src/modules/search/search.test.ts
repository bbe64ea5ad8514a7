import { displayDate, todayIn, type Permission, type SearchAllResponse } from '@bunkhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, signedInClient, useTestApp, type TestClient } from '../../../test/app';
import { buildFee, buildPayment, buildSmallHouse, buildTenant, subTypeIdOf } from '../../../test/factories';
import { mailTestConfig, uploadMail, uploadResults, venmoMail } from '../../../test/mail';

/** Search from anywhere (GET /api/search/?q=), over HTTP, as a superuser unless a test says otherwise. */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });
const today = todayIn('America/New_York');
const ids = {} as { maria: number; house: Awaited<ReturnType<typeof buildSmallHouse>>; cash: number };

beforeAll(async () => {
  const db = ctx.database.db;
  ids.house = await buildSmallHouse(db);
  ids.cash = await subTypeIdOf(db, 'payment', 'Cash');
  const maria = await buildTenant(db, {
    firstName: 'Maria',
    lastName: 'Garcia',
    email: 'maria.garcia@example.com',
    phone: '7735550142',
  });
  ids.maria = maria.id;
  await buildTenant(db, { firstName: 'Jonas', lastName: 'Garcia', email: 'jonas@example.org' });
  await buildTenant(db, { firstName: 'Ines', lastName: 'Garcia', deletedAt: new Date('2026-01-02') });
  await buildTenant(db, { firstName: 'Mariana', lastName: 'Lopez', email: 'mlopez@example.net' });
  await buildPayment(db, {
    tenantId: maria.id,
    amount: '275.50',
    description: 'Check 88417 from her employer',
  });
  await buildFee(db, { tenantId: maria.id, amount: '35.00' });
  // A payment applied from a Venmo mail: its reference is the candidate's, not in its description.
  const lucas = await buildTenant(db, { firstName: 'Lucas', lastName: 'Moreau' });
  const [uploaded] = uploadResults(
    await uploadMail(ctx.client, [
      {
        name: 'v.eml',
        data: venmoMail({ payer: 'Lucas Moreau', amount: '650.00', reference: '4099887766554' }),
      },
    ]),
  );
  const applied = await ctx.client.request({
    method: 'PATCH',
    url: `/api/payment-candidates/${uploaded!.candidate_ids[0]}/`,
    payload: { action: 'apply', tenant_id: lucas.id },
  });
  expect(applied.statusCode, applied.body).toBe(200);
});

async function search(q: string, client: TestClient = ctx.client): Promise<SearchAllResponse> {
  const res = await client.get(`/api/search/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
  return res.json();
}
const labels = async (q: string, kind: keyof SearchAllResponse) =>
  (await search(q))[kind]?.map((r) => r.label);

describe('search from anywhere', () => {
  it('finds tenants by part of a name, e-mail or phone, current tenants first', async () => {
    const found = await search('garc');
    expect(found.tenants).toEqual([
      {
        id: expect.any(Number),
        label: 'Jonas Garcia',
        detail: expect.stringContaining('jonas@example.org'),
        link: expect.any(String),
      },
      {
        id: ids.maria,
        label: 'Maria Garcia',
        detail: 'maria.garcia@example.com · (773) 555-0142',
        link: `/tenants/${ids.maria}`,
      },
      {
        id: expect.any(Number),
        label: 'Ines Garcia',
        detail: expect.stringMatching(/ · Inactive$/),
        link: expect.any(String),
      },
    ]);
    expect(await labels('MARIA.GARCIA@', 'tenants')).toEqual(['Maria Garcia']);
    expect(await labels('(773) 555-01', 'tenants')).toEqual(['Maria Garcia']);
    expect(await labels('7735550', 'tenants')).toEqual(['Maria Garcia']);
    expect(await labels('maria garcia', 'tenants')).toEqual(['Maria Garcia']);
    expect(await labels('mari', 'tenants')).toEqual(['Maria Garcia', 'Mariana Lopez']);
  });

  it('answers at most five of a kind', async () => {
    for (let i = 0; i < 4; i++)
      await buildTenant(ctx.database.db, { firstName: `Zed${i}`, lastName: 'Quill' });
    expect(await labels('quill', 'tenants')).toEqual([
      'Zed0 Quill',
      'Zed1 Quill',
      'Zed2 Quill',
      'Zed3 Quill',
    ]);
    await buildTenant(ctx.database.db, { firstName: 'Zed4', lastName: 'Quill' });
    await buildTenant(ctx.database.db, { firstName: 'Zed5', lastName: 'Quill' });
    expect(await labels('quill', 'tenants')).toHaveLength(5);
  });

  it('finds rooms and beds by number with their property, and properties by address or city', async () => {
    const { rooms, properties } = ids.house;
    const rooms101 = await search('room 101');
    expect(rooms101.rooms).toEqual([
      {
        id: rooms.chicago101.id,
        label: 'Room 101',
        detail: '1418 N Mozart St · Male · 2 beds',
        link: `/rooms/${rooms.chicago101.id}`,
      },
      {
        id: rooms.austin101.id,
        label: 'Room 101',
        detail: '2207 E Cesar Chavez St · Female · 3 beds',
        link: `/rooms/${rooms.austin101.id}`,
      },
    ]);
    const mozart102 = await search('mozart 102');
    expect(mozart102.rooms?.map((r) => r.detail)).toEqual(['1418 N Mozart St · Female · 1 bed']);
    expect(mozart102.beds).toEqual([
      {
        id: expect.any(Number),
        label: 'Bed 1',
        detail: 'Room 102 · 1418 N Mozart St · $600.00',
        link: expect.stringMatching(/^\/beds\/\d+$/),
      },
    ]);
    expect((await search('killingsworth bed 1')).beds?.map((b) => b.detail)).toEqual([
      'Room 12 · 318 NE Killingsworth St · $505.00',
    ]);
    expect((await search('portland')).properties).toEqual([
      {
        id: properties.portland.id,
        label: '318 NE Killingsworth St',
        detail: 'Portland, OR 97211 · 1 bed',
        link: `/properties/${properties.portland.id}`,
      },
    ]);
    expect((await search('baltimore')).properties?.map((p) => p.detail)).toEqual([
      'Philadelphia, PA 19143 · 0 beds · Inactive',
    ]);
  });

  it('finds a transaction by a reference in its description, or a payment by its mail’s reference', async () => {
    const byDescription = await search('88417');
    expect(byDescription.transactions).toEqual([
      {
        id: expect.any(Number),
        label: 'Payment $275.50',
        detail: `Maria Garcia · Cash · ${displayDate(today)} · Check 88417 from her employer`,
        link:
          `/transactions?type=payment&sub_type=${ids.cash}&tenant=Maria+Garcia` +
          `&date_from=${today}&date_to=${today}`,
      },
    ]);
    expect(await labels('check 88417', 'transactions')).toEqual(['Payment $275.50']);
    const byMail = await search('887766');
    expect(byMail.transactions?.map((t) => [t.label, t.detail])).toEqual([
      [
        'Payment $650.00',
        expect.stringMatching(/^Lucas Moreau · Venmo · 16 Nov 2026 · .* · Ref\. 4099887766554$/),
      ],
    ]);
  });

  it('finds transactions by amount, of either sign, as people type it', async () => {
    expect(await labels('275.5', 'transactions')).toEqual(['Payment $275.50']);
    expect(await labels('$275.50', 'transactions')).toEqual(['Payment $275.50']);
    expect(await labels('35', 'transactions')).toEqual(['Fee -$35.00']);
    expect(await labels('-35.00', 'transactions')).toEqual(['Fee -$35.00']);
    expect(await labels('275.51', 'transactions')).toEqual([]);
  });

  it('finds nothing that does not match', async () => {
    expect(await search('nowhere')).toEqual({
      tenants: [],
      beds: [],
      rooms: [],
      properties: [],
      transactions: [],
    });
    const garcia = await search('garcia');
    expect(garcia.tenants?.map((t) => t.label)).toEqual(['Jonas Garcia', 'Maria Garcia', 'Ines Garcia']);
    expect([garcia.beds, garcia.rooms, garcia.properties, garcia.transactions]).toEqual([[], [], [], []]);
    for (const wildcard of ['%%', '__', '\\\\'])
      expect(await search(wildcard)).toMatchObject({ tenants: [], properties: [] });
  });

  it('answers empty groups while fewer than two characters are typed, and refuses what is no search', async () => {
    const empty = { tenants: [], beds: [], rooms: [], properties: [], transactions: [] };
    expect(await search('')).toEqual(empty);
    expect(await search('  g  ')).toEqual(empty);
    expect(fieldErrors(await ctx.client.get('/api/search/'))).toEqual({ q: ['This field is required.'] });
    expect(fieldErrors(await ctx.client.get(`/api/search/?q=${'x'.repeat(101)}`))).toEqual({
      q: ['Ensure this field has no more than 100 characters.'],
    });
  });
});

describe('what a user may see', () => {
  const clientWith = async (permissions: Permission[]) => (await signedInClient(ctx, { permissions })).client;

  it('answers only the groups of the kinds the user may see', async () => {
    const front = await clientWith(['tenants.view', 'places.view']);
    const frontDesk = await search('88417', front);
    expect(Object.keys(frontDesk)).toEqual(['tenants', 'beds', 'rooms', 'properties']);
    expect((await search('garcia', front)).tenants).toHaveLength(3);

    const places = await search('mozart', await clientWith(['places.view']));
    expect(Object.keys(places)).toEqual(['beds', 'rooms', 'properties']);
    expect(places.properties?.map((p) => p.label)).toEqual(['1418 N Mozart St']);

    const accounting = await clientWith(['transactions.view']);
    expect(await search('88417', accounting)).toEqual({
      transactions: [expect.objectContaining({ label: 'Payment $275.50' })],
    });
    expect(await search('garcia', accounting)).toEqual({ transactions: [] });

    expect(await search('garcia', await clientWith(['reports.view']))).toEqual({});
  });

  it('asks for a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search/?q=garcia' });
    expect(res.statusCode).toBe(401);
  });
});
