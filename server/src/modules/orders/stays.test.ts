import { addDays } from '@bunkhouse/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildBed, buildOrder, buildRoom, buildProperty } from '../../../test/factories';
import { balanceOf, confirmationsOf, expectLedgerSound, ledgerOf, payIn } from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { sql } from '../../db/sql';
import { runBilling } from '../billing/billing.service';
import { closeOrder } from './orders.service';
import { moveTenant, setPlannedEnd } from './stays.service';

/** Moves between beds and planned move-outs, on simulated days (issue 34, decision 045). */
let database: Database;
beforeEach(async () => {
  database = await freshDatabase();
});
const db = () => database.db;
const on = (today: string, leadDays = 5) => ({ today, leadDays });
const charges = async (orderId: number) =>
  (await confirmationsOf(db(), orderId))
    .filter((c) => c.status !== 'cancelled')
    .map((c) => [c.rent_due_date, c.rent_amount]);
const billDays = async (from: string, to: string) => {
  for (let day = from; day <= to; day = addDays(day, 1)) await runBilling(db(), { today: day, leadDays: 5 });
};
const stays = (orderId: number) =>
  db().query<{ bed_id: number; start_date: string; end_date: string | null; is_open: boolean }>(
    sql`SELECT bed_id, start_date, end_date, is_open FROM order_beds WHERE order_id = ${orderId} ORDER BY start_date, bed_id`,
  );
const occupied = async (roomId: number) =>
  (await db().query<{ n: number }>(sql`SELECT occupied_beds AS n FROM rooms WHERE id = ${roomId}`))[0]!.n;

async function twoBeds(prices: [string, string]) {
  const property = await buildProperty(db());
  const rooms = [
    await buildRoom(db(), { propertyId: property.id, number: 1 }),
    await buildRoom(db(), { propertyId: property.id, number: 2 }),
  ];
  return Promise.all(
    rooms.map((room, i) => buildBed(db(), { roomId: room.id, number: 1, price: prices[i] })),
  );
}

describe('moving a tenant to another bed', () => {
  it('monthly: splits the month at the move, the days before at the old rent and after at the new', async () => {
    const [from, to] = await twoBeds(['600.00', '700.00']);
    const order = await buildOrder(db(), {
      bedIds: [from!.id],
      rentAmount: '600.00',
      startDate: '2026-03-01',
    });
    const moved = await moveTenant(
      db(),
      order.id,
      { from_bed_id: from!.id, to_bed_id: to!.id, on: '2026-03-16' },
      null,
      on('2026-03-16'),
    );
    // March has 31 days; 16 of them from the move: 600 × 16/31 = 309.68 given back, 700 × 16/31 = 361.29 charged.
    expect(await charges(order.id)).toEqual([
      ['2026-03-01', '290.32'],
      ['2026-03-16', '361.29'],
    ]);
    expect(moved).toMatchObject({ rent_amount: '700.00', beds: [{ id: to!.id }], planned_end_date: null });
    expect(moved.stays.map((s) => [s.bed.id, s.start_date, s.end_date])).toEqual([
      [from!.id, '2026-03-01', '2026-03-16'],
      [to!.id, '2026-03-16', null],
    ]);
    expect(await balanceOf(db(), order.tenant.id)).toBe('-651.61');
    // From April the new rent.
    await billDays('2026-03-17', '2026-03-27');
    expect((await charges(order.id)).at(-1)).toEqual(['2026-04-01', '700.00']);
    await expectLedgerSound(db(), { today: '2026-03-27' });
  });

  it('monthly from a due day: the prorated first period is split over the days of the start month', async () => {
    const [from, to] = await twoBeds(['620.00', '720.00']);
    const order = await buildOrder(db(), {
      bedIds: [from!.id],
      rentAmount: '620.00',
      startDate: '2026-03-10',
      dueDay: 1,
    });
    expect(await charges(order.id)).toEqual([['2026-03-10', '440.00']]); // 620 × 22/31
    await moveTenant(
      db(),
      order.id,
      { from_bed_id: from!.id, to_bed_id: to!.id, on: '2026-03-20' },
      null,
      on('2026-03-20'),
    );
    // 12 days from the move: 620 × 12/31 = 240.00 back, 720 × 12/31 = 278.71 charged.
    expect(await charges(order.id)).toEqual([
      ['2026-03-10', '200.00'],
      ['2026-03-20', '278.71'],
    ]);
    await expectLedgerSound(db(), { today: '2026-03-20' });
  });

  it('weekly: the week is split over 7 days; a cheaper bed gives money back, and what was paid covers the rest', async () => {
    const [from, to] = await twoBeds(['700.00', '600.00']);
    const order = await buildOrder(db(), {
      bedIds: [from!.id],
      periodPayment: 'weekly',
      rentAmount: '175.00',
      startDate: '2026-03-02',
      today: '2026-03-02',
      leadDays: 0,
    });
    await payIn(db(), order.tenant.id, '175.00', '2026-03-02');
    // Default rent: 175 + (600 − 700) / 4 = 150.00.
    const moved = await moveTenant(
      db(),
      order.id,
      { from_bed_id: from!.id, to_bed_id: to!.id, on: '2026-03-05' },
      null,
      on('2026-03-05', 0),
    );
    expect(moved.rent_amount).toBe('150.00');
    // 4 days of 7 from the move: 175 × 4/7 = 100.00 back, 150 × 4/7 = 85.71 charged.
    expect(await charges(order.id)).toEqual([
      ['2026-03-02', '75.00'],
      ['2026-03-05', '85.71'],
    ]);
    expect(await balanceOf(db(), order.tenant.id)).toBe('14.29');
    await expectLedgerSound(db(), { today: '2026-03-05' });
  });

  it('daily: each day is whole, so the days from the move charged ahead are charged again at the new rent', async () => {
    const [from, to] = await twoBeds(['600.00', '900.00']);
    const order = await buildOrder(db(), {
      bedIds: [from!.id],
      periodPayment: 'daily',
      rentAmount: '20.00',
      startDate: '2026-03-01',
      today: '2026-03-05',
    });
    await moveTenant(
      db(),
      order.id,
      { from_bed_id: from!.id, to_bed_id: to!.id, on: '2026-03-05', rent_amount: '25.00' },
      null,
      on('2026-03-05'),
    );
    const charged = await charges(order.id);
    expect(charged.filter(([day]) => day! < '2026-03-05').every(([, amount]) => amount === '20.00')).toBe(
      true,
    );
    expect(charged.filter(([day]) => day! >= '2026-03-05')).toEqual(
      ['05', '06', '07', '08', '09', '10'].map((d) => [`2026-03-${d}`, '25.00']),
    );
    expect(await balanceOf(db(), order.tenant.id)).toBe('-230.00');
    await expectLedgerSound(db(), { today: '2026-03-05' });
  });

  it('the same rent moves only the bed: no money changes, no bed sold, the rooms count it where it sleeps', async () => {
    const [from, to] = await twoBeds(['650.00', '650.00']);
    const order = await buildOrder(db(), {
      bedIds: [from!.id],
      startDate: '2026-03-01',
      today: '2026-03-10',
    });
    const ledgerBefore = await ledgerOf(db(), order.tenant.id);
    const sold = () =>
      db().query<{ beds_sold: number }>(sql`SELECT sum(beds_sold)::int AS beds_sold FROM daily_totals`);
    const soldBefore = await sold();
    await moveTenant(
      db(),
      order.id,
      { from_bed_id: from!.id, to_bed_id: to!.id, on: '2026-03-10' },
      null,
      on('2026-03-10'),
    );
    expect(await ledgerOf(db(), order.tenant.id)).toEqual(ledgerBefore);
    expect(await sold()).toEqual(soldBefore);
    const roomOf = async (bedId: number) =>
      (await db().query<{ room_id: number }>(sql`SELECT room_id FROM beds WHERE id = ${bedId}`))[0]!.room_id;
    expect([await occupied(await roomOf(from!.id)), await occupied(await roomOf(to!.id))]).toEqual([0, 1]);
  });

  it('refuses a bed another order holds from that day, a day ahead, and a bed the order is not in; nothing changes', async () => {
    const [from, to] = await twoBeds(['650.00', '650.00']);
    const order = await buildOrder(db(), {
      bedIds: [from!.id],
      startDate: '2026-03-01',
      today: '2026-03-10',
    });
    // The other bed is reserved from 03-20: a move on 03-10 would hold it then too.
    await buildOrder(db(), { bedIds: [to!.id], startDate: '2026-03-20', today: '2026-03-10' });
    const before = await stays(order.id);
    const move = (body: Partial<Parameters<typeof moveTenant>[2]>) =>
      moveTenant(
        db(),
        order.id,
        { from_bed_id: from!.id, to_bed_id: to!.id, on: '2026-03-10', ...body },
        null,
        on('2026-03-10'),
      );
    await expect(move({})).rejects.toMatchObject({
      fields: { to_bed_id: ['Bed 1 in Room 2 is not free from 10 Mar 2026.'] },
    });
    await expect(move({ on: '2026-03-11' })).rejects.toMatchObject({
      fields: { on: [expect.stringMatching(/today or earlier/)] },
    });
    await expect(move({ from_bed_id: to!.id, to_bed_id: from!.id })).rejects.toMatchObject({
      fields: { from_bed_id: [expect.any(String)] },
    });
    expect(await stays(order.id)).toEqual(before);
    await expectLedgerSound(db(), { today: '2026-03-10' });
  });
});

describe('reservations', () => {
  it('charges no rent before the start, and the bed is held for those days only', async () => {
    const [bed] = await twoBeds(['650.00', '650.00']);
    const reserved = await buildOrder(db(), {
      bedIds: [bed!.id],
      startDate: '2026-04-20',
      today: '2026-04-01',
    });
    expect(await charges(reserved.id)).toEqual([]);
    // Someone else may sleep there until the reservation starts, not a day more.
    const overlapping = buildOrder(db(), {
      bedIds: [bed!.id],
      startDate: '2026-04-02',
      today: '2026-04-02',
      plannedEndDate: '2026-04-21',
    });
    await expect(overlapping).rejects.toMatchObject({
      fields: { bed_ids: [expect.stringMatching(/Bed 1 in Room 1/)] },
    });
    const before = await buildOrder(db(), {
      bedIds: [bed!.id],
      startDate: '2026-04-02',
      today: '2026-04-02',
      plannedEndDate: '2026-04-20',
    });
    expect(before.planned_end_date).toBe('2026-04-20');
    await billDays('2026-04-03', '2026-04-15');
    expect(await charges(reserved.id)).toEqual([['2026-04-20', '650.00']]);
    await expectLedgerSound(db(), { today: '2026-04-15' });
  });

  it('two reservations of one bed for shared days at the same moment: one is made, the other refused', async () => {
    const [bed] = await twoBeds(['650.00', '650.00']);
    const reserve = (startDate: string) =>
      buildOrder(db(), { bedIds: [bed!.id], startDate, today: '2026-04-01' });
    const results = await Promise.allSettled([reserve('2026-04-20'), reserve('2026-04-25')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'validation', fields: { bed_ids: [expect.any(String)] } });
    await expectLedgerSound(db(), { today: '2026-04-01' });
  });
});

describe('the planned move-out', () => {
  it('stops the billing at it, and completing the order that day frees the bed', async () => {
    const [bed] = await twoBeds(['650.00', '650.00']);
    const order = await buildOrder(db(), { bedIds: [bed!.id], startDate: '2026-03-01' });
    await setPlannedEnd(db(), order.id, { planned_end_date: '2026-05-01' }, null, on('2026-03-01'));
    await billDays('2026-03-02', '2026-05-10');
    expect((await charges(order.id)).map(([day]) => day)).toEqual(['2026-03-01', '2026-04-01']);
    await closeOrder(db(), order.id, null, { today: '2026-05-01' });
    expect(await stays(order.id)).toEqual([
      { bed_id: bed!.id, start_date: '2026-03-01', end_date: '2026-05-01', is_open: false },
    ]);
    await expectLedgerSound(db(), { today: '2026-05-10' });
  });

  it('cancels rent charged ahead past it; cleared, charges it again; refused when a later stay holds the bed', async () => {
    const [bed] = await twoBeds(['650.00', '650.00']);
    const order = await buildOrder(db(), {
      bedIds: [bed!.id],
      periodPayment: 'weekly',
      rentAmount: '150.00',
      startDate: '2026-03-02',
      today: '2026-03-10',
    });
    expect((await charges(order.id)).map(([day]) => day)).toEqual(['2026-03-02', '2026-03-09']);
    await billDays('2026-03-11', '2026-03-11'); // charges 03-16 (lead 5)
    await setPlannedEnd(db(), order.id, { planned_end_date: '2026-03-14' }, null, on('2026-03-11'));
    expect((await charges(order.id)).map(([day]) => day)).toEqual(['2026-03-02', '2026-03-09']);
    expect(await balanceOf(db(), order.tenant.id)).toBe('-300.00');
    await setPlannedEnd(db(), order.id, { planned_end_date: null }, null, on('2026-03-11'));
    expect((await charges(order.id)).map(([day]) => day)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    // A reservation after a planned move-out on 03-20: the move-out cannot be cleared or moved past it.
    await setPlannedEnd(db(), order.id, { planned_end_date: '2026-03-20' }, null, on('2026-03-11'));
    await buildOrder(db(), { bedIds: [bed!.id], startDate: '2026-03-20', today: '2026-03-11' });
    await expect(
      setPlannedEnd(db(), order.id, { planned_end_date: null }, null, on('2026-03-11')),
    ).rejects.toMatchObject({
      fields: { planned_end_date: [expect.any(String)] },
    });
    await expectLedgerSound(db(), { today: '2026-03-11' });
  });
});
