import { addDays, order as orderSchema, todayIn, type Order } from '@bunkhouse/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from '../../db/sql';
import { auditOf } from '../../../test/audit';
import { fieldErrors, useTestApp } from '../../../test/app';
import {
  buildBed,
  buildOrder,
  buildPayment,
  buildProperty,
  buildRoom,
  buildTenant,
} from '../../../test/factories';
import { balanceOf, confirmationsOf, expectLedgerSound } from '../../../test/ledger-helpers';

const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');
afterEach(() => vi.useRealTimers());

async function place(overrides: { price?: string; room?: number; bed?: number; address?: string } = {}) {
  const property = await buildProperty(ctx.database.db, { address: overrides.address ?? '1418 N Mozart St' });
  const room = await buildRoom(ctx.database.db, { propertyId: property.id, number: overrides.room ?? 3 });
  return buildBed(ctx.database.db, {
    roomId: room.id,
    number: overrides.bed ?? 12,
    price: overrides.price ?? '650.00',
  });
}

describe('POST /api/orders/', () => {
  it('creates an order, charges its first rent and answers the order with its beds', async () => {
    const tenant = await buildTenant(ctx.database.db, { firstName: 'Maria', lastName: 'Garcia' });
    const bed = await place({ price: '650.00', room: 204, bed: 2, address: '2207 E Cesar Chavez St' });
    const res = await ctx.client.post('/api/orders/', {
      tenant_id: tenant.id,
      bed_ids: [bed.id],
      period_payment: 'monthly',
      rent_amount: '650',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created: Order = orderSchema.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      tenant: { id: tenant.id, first_name: 'Maria', last_name: 'Garcia' },
      status: 'active',
      period_payment: 'monthly',
      period_payment_display: 'Monthly',
      rent_amount: '650.00',
      start_date: today(),
      due_day: null,
      rent_due_date: today(),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      deleted_at: null,
      // The business default is none (Settings); deposits: modules/deposits/deposits.test.ts.
      deposit: null,
      beds: [
        {
          id: bed.id,
          number: 2,
          price: '650.00',
          room: {
            id: bed.roomId,
            number: 204,
            gender_designation: 'mixed',
            property: { id: expect.any(Number), address: '2207 E Cesar Chavez St' },
          },
        },
      ],
      stays: [{ bed: expect.objectContaining({ id: bed.id }), start_date: today(), end_date: null }],
      planned_end_date: null,
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('-650.00');
    expect((await ctx.client.get(`/api/orders/${created.id}/`)).json()).toEqual(created);
    const audit = await auditOf(ctx.database.db, 'order', created.id);
    expect(audit).toMatchObject([{ action: 'create' }]);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('takes an explicit start date within 31 days back and 90 ahead', async () => {
    const start = addDays(today(), -14);
    const res = await ctx.client.post('/api/orders/', {
      tenant_id: (await buildTenant(ctx.database.db)).id,
      bed_ids: [(await buildBed(ctx.database.db)).id],
      period_payment: 'weekly',
      rent_amount: '150.00',
      start_date: start,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ start_date: start, status: 'overdue' });
    for (const [offset, message] of [
      [-32, 'The start date cannot be more than 31 days in the past.'],
      [91, 'The start date cannot be more than 90 days ahead.'],
    ] as const) {
      const body = {
        tenant_id: (await buildTenant(ctx.database.db)).id,
        bed_ids: [(await buildBed(ctx.database.db)).id],
        period_payment: 'monthly',
        rent_amount: '600',
        start_date: addDays(today(), offset),
      };
      expect(fieldErrors(await ctx.client.post('/api/orders/', body))).toEqual({ start_date: [message] });
    }
  });

  it('says which fields are missing or wrong, with the form messages', async () => {
    expect(fieldErrors(await ctx.client.post('/api/orders/', {}))).toEqual({
      tenant_id: ['This field is required.'],
      bed_ids: ['This field is required.'],
      period_payment: ['This field is required.'],
      rent_amount: ['This field is required.'],
    });
    expect(
      fieldErrors(
        await ctx.client.post('/api/orders/', {
          tenant_id: 'x',
          bed_ids: [],
          period_payment: 'yearly',
          rent_amount: '-5',
          start_date: '2026-02-30',
        }),
      ),
    ).toEqual({
      tenant_id: ['A valid integer is required.'],
      bed_ids: ['Select at least one bed.'],
      period_payment: ['"yearly" is not a valid choice.'],
      rent_amount: ['Enter a positive amount with at most 2 decimal places.'],
      start_date: ['Enter a real calendar date.'],
    });
  });

  it('refuses an unknown or inactive tenant, one with an open order, and unknown beds', async () => {
    const bed = await buildBed(ctx.database.db);
    const body = (tenantId: number, bedIds = [bed.id]) => ({
      tenant_id: tenantId,
      bed_ids: bedIds,
      period_payment: 'monthly',
      rent_amount: '600',
    });
    expect(fieldErrors(await ctx.client.post('/api/orders/', body(999_999)))).toEqual({
      tenant_id: ['This tenant does not exist.'],
    });
    const inactive = await buildTenant(ctx.database.db, { deletedAt: new Date() });
    expect(fieldErrors(await ctx.client.post('/api/orders/', body(inactive.id)))).toEqual({
      tenant_id: ['This tenant is inactive. Activate them first.'],
    });
    const busy = (await buildOrder(ctx.database.db)).tenant.id;
    expect(fieldErrors(await ctx.client.post('/api/orders/', body(busy)))).toEqual({
      tenant_id: ['This tenant already has an open order.'],
    });
    const free = await buildTenant(ctx.database.db);
    expect(fieldErrors(await ctx.client.post('/api/orders/', body(free.id, [bed.id, 999_999])))).toEqual({
      bed_ids: ['One of the selected beds no longer exists.'],
    });
    expect(await ctx.database.db.query(sql`SELECT id FROM orders WHERE tenant_id = ${free.id}`)).toEqual([]);
  });

  it('refuses a bed that is in an open order, naming it', async () => {
    const bed = await place({ room: 3, bed: 12 });
    await buildOrder(ctx.database.db, { bedIds: [bed.id] });
    const tenant = await buildTenant(ctx.database.db);
    const res = await ctx.client.post('/api/orders/', {
      tenant_id: tenant.id,
      bed_ids: [bed.id],
      period_payment: 'daily',
      rent_amount: '21.67',
    });
    expect(fieldErrors(res)).toEqual({ bed_ids: ['Bed 12 in Room 3 is taken on some of these days.'] });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
  });

  it('books a bed once when 20 staff submit at the same moment: one 201, nineteen clear 400s', async () => {
    const bed = await place({ room: 7, bed: 1 });
    const tenants = [];
    for (let i = 0; i < 20; i++) tenants.push(await buildTenant(ctx.database.db));
    const results = await Promise.all(
      tenants.map((t) =>
        ctx.client.post('/api/orders/', {
          tenant_id: t.id,
          bed_ids: [bed.id],
          period_payment: 'monthly',
          rent_amount: '650',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 201)) {
      expect(fieldErrors(res)).toEqual({ bed_ids: ['Bed 1 in Room 7 is taken on some of these days.'] });
    }
    await expectLedgerSound(ctx.database.db);
  });

  it('gives a tenant one open order when 10 requests for them race on different beds', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const beds = [];
    for (let i = 0; i < 10; i++) beds.push(await buildBed(ctx.database.db));
    const results = await Promise.all(
      beds.map((b) =>
        ctx.client.post('/api/orders/', {
          tenant_id: tenant.id,
          bed_ids: [b.id],
          period_payment: 'weekly',
          rent_amount: '150',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(400)]);
    for (const res of results.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toEqual({ tenant_id: ['This tenant already has an open order.'] });
    }
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('-150.00');
  });
});

describe('DELETE /api/orders/{id}/ (close)', () => {
  it('completes the order, frees its beds, and refuses a second close', async () => {
    const bed = await buildBed(ctx.database.db);
    const created = await buildOrder(ctx.database.db, { bedIds: [bed.id] });
    const res = await ctx.client.delete(`/api/orders/${created.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    const closed = (await ctx.client.get(`/api/orders/${created.id}/`)).json();
    expect(closed).toMatchObject({
      status: 'completed',
      deleted_at: expect.any(String),
      rent_due_date: today(),
    });
    expect(
      (await ctx.client.get('/api/orders/available_beds')).json().map((b: { id: number }) => b.id),
    ).toContain(bed.id);
    expect(fieldErrors(await ctx.client.delete(`/api/orders/${created.id}/`))).toEqual({
      non_field_errors: ['This order is already completed.'],
    });
    // Rent due today stays owed.
    expect(await balanceOf(ctx.database.db, created.tenant.id)).toBe('-650.00');
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('cancels the rent charged ahead of its due date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8 pm in New York: 01:00 UTC of the next day. "Today" is the business day.
    vi.setSystemTime(new Date('2026-03-11T01:00:00Z'));
    const created = await buildOrder(ctx.database.db, {
      startDate: '2026-03-01',
      today: '2026-03-10',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    expect((await confirmationsOf(ctx.database.db, created.id)).map((c) => c.rent_due_date)).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
    ]);
    expect((await ctx.client.delete(`/api/orders/${created.id}/`)).statusCode).toBe(204);
    expect((await confirmationsOf(ctx.database.db, created.id)).map((c) => c.status)).toEqual([
      'unpaid',
      'unpaid',
      'cancelled',
    ]);
    expect(await balanceOf(ctx.database.db, created.tenant.id)).toBe('-200.00');
    await expectLedgerSound(ctx.database.db);
  });

  it('cancels rent due after the close even when credit had paid it, and gives the credit back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
    const created = await buildOrder(ctx.database.db, {
      startDate: '2026-03-01',
      today: '2026-03-10',
      periodPayment: 'weekly',
      rentAmount: '100.00',
    });
    // Paid ahead: the two weeks due and the one charged ahead (03-15) are all covered.
    await buildPayment(ctx.database.db, {
      tenantId: created.tenant.id,
      amount: '320.00',
      today: '2026-03-10',
    });
    expect((await confirmationsOf(ctx.database.db, created.id)).map((c) => c.status)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
    expect(await balanceOf(ctx.database.db, created.tenant.id)).toBe('20.00');

    expect((await ctx.client.delete(`/api/orders/${created.id}/`)).statusCode).toBe(204);
    const after = await confirmationsOf(ctx.database.db, created.id);
    expect(after.map((c) => [c.rent_due_date, c.status])).toEqual([
      ['2026-03-01', 'paid'],
      ['2026-03-08', 'paid'],
      ['2026-03-15', 'cancelled'],
    ]);
    // The week the tenant will not stay is given back as credit, with a row that reverses its charge.
    expect(await balanceOf(ctx.database.db, created.tenant.id)).toBe('120.00');
    const rows = await ctx.database.db.query<{ amount: string; reverses_id: number | null }>(
      sql`SELECT amount, reverses_id FROM transactions
          WHERE tenant_id = ${created.tenant.id} AND type = 'rent' ORDER BY id`,
    );
    expect(rows.map((r) => [r.amount, r.reverses_id !== null])).toEqual([
      ['-100.00', false],
      ['-100.00', false],
      ['-100.00', false],
      ['100.00', true],
    ]);
    await expectLedgerSound(ctx.database.db, { tenantId: created.tenant.id, today: '2026-03-10' });
  });

  it('answers 404 for unknown and malformed ids, never a 5xx', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '4294967296']) {
      expect((await ctx.client.delete(`/api/orders/${id}/`)).statusCode, id).toBe(404);
      expect((await ctx.client.get(`/api/orders/${id}/`)).statusCode, id).toBe(404);
    }
  });
});

describe('beds in orders', () => {
  it('refuses to delete a bed in an open order, and deletes it once the order is completed', async () => {
    const bed = await buildBed(ctx.database.db);
    const created = await buildOrder(ctx.database.db, { bedIds: [bed.id] });
    expect(fieldErrors(await ctx.client.delete(`/api/beds/${bed.id}/`))).toEqual({
      non_field_errors: [
        `This bed is in order #${created.id}, which is not completed. Complete the order or take the bed out of it first.`,
      ],
    });
    expect((await ctx.client.delete(`/api/orders/${created.id}/`)).statusCode).toBe(204);
    expect((await ctx.client.delete(`/api/beds/${bed.id}/`)).statusCode).toBe(204);
    expect((await ctx.client.get(`/api/orders/${created.id}/`)).json().beds).toEqual([]);
  });
});
