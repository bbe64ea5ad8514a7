import { addDays, board as boardSchema, todayIn, type Board, type BoardBed } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { signedInClient, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildProperty, buildRoom } from '../../../test/factories';
import { payIn } from '../../../test/ledger-helpers';
import { closeOrder } from '../orders/orders.service';
import { setPlannedEnd } from '../orders/stays.service';

/** The board of beds and the arrivals and departures, on the real today (issue 34). */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

async function house() {
  const db = ctx.database.db;
  const property = await buildProperty(db, { address: '12 Oak St' });
  const room = await buildRoom(db, { propertyId: property.id, number: 1, genderDesignation: 'female' });
  const beds = [];
  for (const number of [1, 2, 3, 4, 5])
    beds.push(await buildBed(db, { roomId: room.id, number, price: '600.00' }));
  return { property, room, beds };
}

const bedsOf = (board: Board) => board.properties.flatMap((p) => p.rooms.flatMap((r) => r.beds));
const byNumber = (board: Board) => new Map(bedsOf(board).map((b): [number, BoardBed] => [b.number, b]));

describe('GET /api/board/', () => {
  it('answers every bed with its status, occupant, next stay and the day it is free from', async () => {
    const db = ctx.database.db;
    const { property, room, beds } = await house();
    const t = today();
    // 1 free; 2 occupied; 3 overdue (started 20 days ago, unpaid); 4 leaving in 3 days, then reserved; 5 reserved.
    const occupied = await buildOrder(db, { bedIds: [beds[1]!.id], startDate: t });
    await buildOrder(db, { bedIds: [beds[2]!.id], startDate: addDays(t, -20), today: t });
    const leaving = await buildOrder(db, {
      bedIds: [beds[3]!.id],
      startDate: t,
      plannedEndDate: addDays(t, 3),
    });
    const after = await buildOrder(db, { bedIds: [beds[3]!.id], startDate: addDays(t, 3), today: t });
    const reserved = await buildOrder(db, { bedIds: [beds[4]!.id], startDate: addDays(t, 10), today: t });

    const res = await ctx.client.get(`/api/board/?property=${property.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const board = boardSchema.parse(res.json());
    expect(board.today).toBe(t);
    expect(board.properties).toHaveLength(1);
    expect(board.properties[0]!.rooms).toMatchObject([
      { id: room.id, number: 1, gender_designation: 'female' },
    ]);
    const bed = byNumber(board);
    expect([...bed.values()].map((b) => b.status)).toEqual([
      'free',
      'occupied',
      'overdue',
      'leaving',
      'reserved',
    ]);
    expect(bed.get(1)).toMatchObject({ occupant: null, next: null, free_from: t, price: '600.00' });
    expect(bed.get(2)).toMatchObject({
      occupant: { order_id: occupied.id, tenant: occupied.tenant, start_date: t, end_date: null },
      free_from: null,
    });
    expect(bed.get(4)).toMatchObject({
      occupant: { order_id: leaving.id, end_date: addDays(t, 3) },
      next: { order_id: after.id, tenant: after.tenant, start_date: addDays(t, 3) },
      free_from: null,
    });
    expect(bed.get(5)).toMatchObject({
      occupant: null,
      next: { order_id: reserved.id, start_date: addDays(t, 10) },
    });
  });

  it('a leaving bed stays leaving past its day until the order is completed, then it is free', async () => {
    const db = ctx.database.db;
    const { beds } = await house();
    const t = today();
    const order = await buildOrder(db, {
      bedIds: [beds[0]!.id],
      startDate: addDays(t, -10),
      today: t,
      leadDays: 0,
    });
    await payIn(db, order.tenant.id, '650.00', t);
    await setPlannedEnd(db, order.id, { planned_end_date: t }, null, { today: t, leadDays: 0 });
    const board = async () =>
      byNumber(boardSchema.parse((await ctx.client.get('/api/board/')).json())).get(1)!;
    expect(await board()).toMatchObject({ status: 'leaving', free_from: t, occupant: { end_date: t } });
    await closeOrder(db, order.id, null, { today: t });
    expect(await board()).toMatchObject({ status: 'free', occupant: null, free_from: t });
  });

  it('answers 404 for a property that does not exist, and 403 without places.view', async () => {
    expect((await ctx.client.get('/api/board/?property=999999')).statusCode).toBe(404);
    const { client } = await signedInClient(ctx, { permissions: ['orders.view'] });
    expect((await client.get('/api/board/')).statusCode).toBe(403);
  });
});

describe('GET /api/board/arrivals-departures/', () => {
  it('lists the orders that start and the planned move-outs of the next 7 days, by day', async () => {
    const db = ctx.database.db;
    const { property, beds } = await house();
    const t = today();
    const arriving = await buildOrder(db, { bedIds: [beds[0]!.id], startDate: addDays(t, 2), today: t });
    await buildOrder(db, { bedIds: [beds[1]!.id], startDate: addDays(t, 8), today: t }); // after the week
    const leaving = await buildOrder(db, {
      bedIds: [beds[2]!.id],
      startDate: t,
      plannedEndDate: addDays(t, 5),
    });
    await buildOrder(db, { bedIds: [beds[3]!.id], startDate: t, plannedEndDate: addDays(t, 30) });
    const res = await ctx.client.get(`/api/board/arrivals-departures/?property=${property.id}`);
    expect(res.statusCode, res.body).toBe(200);
    // An order starting today is an arrival too.
    expect(res.json()).toMatchObject({
      arrivals: [
        { day: t },
        { day: t },
        {
          order_id: arriving.id,
          day: addDays(t, 2),
          beds: [{ id: beds[0]!.id, number: 1, room_number: 1, property: { id: property.id } }],
        },
      ],
      departures: [{ order_id: leaving.id, tenant: leaving.tenant, day: addDays(t, 5) }],
    });
  });
});
