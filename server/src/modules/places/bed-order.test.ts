import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';
import { buildBed, buildRoom } from '../../../test/factories';

/** PUT /api/rooms/{id}/bed-order/ (issue 34): the board's move up and down of a room's beds. */
const ctx = useTestApp({ signedIn: { superuser: true } });
const db = () => ctx.database.db;

/** A room with beds numbered as given; their ids in that order. */
async function roomWithBeds(numbers: number[]) {
  const room = await buildRoom(db());
  const ids: number[] = [];
  for (const number of numbers) ids.push((await buildBed(db(), { roomId: room.id, number })).id);
  return { roomId: room.id, ids };
}

/** The room's beds as `[id, number]`, by number. */
const numbersOf = async (roomId: number) =>
  (
    await db().query<{ id: number; number: number }>(
      sql`SELECT id, number FROM beds WHERE room_id = ${roomId} ORDER BY number`,
    )
  ).map((bed) => [bed.id, bed.number]);

const reorder = (roomId: number, bedIds: unknown) =>
  ctx.client.put(`/api/rooms/${roomId}/bed-order/`, { bed_ids: bedIds });

describe("a room's bed order", () => {
  it('numbers the beds 1, 2, … in the order given and answers them so', async () => {
    const { roomId, ids } = await roomWithBeds([1, 2, 3]);
    const [a, b, c] = ids as [number, number, number];
    const res = await reorder(roomId, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Array<{ id: number; number: number }>).map((bed) => [bed.id, bed.number])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect(res.json()[0]).toEqual({
      id: c,
      number: 1,
      price: '650.00',
      room: expect.objectContaining({ id: roomId }),
    });
    expect(await numbersOf(roomId)).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
  });

  it('closes the gaps of numbers chosen by hand', async () => {
    const { roomId, ids } = await roomWithBeds([5, 9, 12]);
    expect((await reorder(roomId, ids)).statusCode).toBe(200);
    expect(await numbersOf(roomId)).toEqual(ids.map((id, i) => [id, i + 1]));
  });

  it('audits each bed whose number changed, from → to, with the request id', async () => {
    const { roomId, ids } = await roomWithBeds([1, 2, 3]);
    const [a, b, c] = ids as [number, number, number];
    const res = await reorder(roomId, [b, a, c]);
    const entries = await db().query<{ entity_id: string; changes: unknown; request_id: string }>(
      sql`SELECT entity_id, changes, request_id FROM audit_log
          WHERE entity = 'bed' AND action = 'update' AND entity_id IN (${String(a)}, ${String(b)}, ${String(c)})
          ORDER BY id`,
    );
    expect(entries.map((e) => [Number(e.entity_id), e.changes])).toEqual([
      [b, { number: { from: 2, to: 1 } }],
      [a, { number: { from: 1, to: 2 } }],
    ]);
    expect(entries.every((e) => e.request_id === res.headers['x-request-id'])).toBe(true);
  });

  it('refuses a list that is not exactly the room’s beds, each once, and changes nothing', async () => {
    const { roomId, ids } = await roomWithBeds([1, 2, 3]);
    const [a, b, c] = ids as [number, number, number];
    const elsewhere = await buildBed(db());
    const message = { bed_ids: ['List every bed of this room once, and no other bed.'] };
    for (const bedIds of [[a, b], [a, b, c, elsewhere.id], [a, b, b], [a, b, elsewhere.id], []]) {
      expect(fieldErrors(await reorder(roomId, bedIds)), JSON.stringify(bedIds)).toEqual(message);
    }
    expect(fieldErrors(await reorder(roomId, 'a,b'))).toEqual({ bed_ids: ['Expected a list of bed ids.'] });
    expect(await numbersOf(roomId)).toEqual(ids.map((id, i) => [id, i + 1]));
  });

  it('answers 404 for an unknown room', async () => {
    const res = await reorder(999_999, [1]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Room not found.', code: 'not_found' });
  });

  it('needs places.change', async () => {
    const { roomId, ids } = await roomWithBeds([1, 2]);
    const viewer = (await signedInClient(ctx, { permissions: ['places.view', 'places.add'] })).client;
    const res = await viewer.put(`/api/rooms/${roomId}/bed-order/`, { bed_ids: [...ids].reverse() });
    expect(res.statusCode).toBe(403);
    const changer = (await signedInClient(ctx, { permissions: ['places.change'] })).client;
    const done = await changer.put(`/api/rooms/${roomId}/bed-order/`, { bed_ids: [...ids].reverse() });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('orders two requests at once one after the other, each leaving the beds 1…n', async () => {
    const { roomId, ids } = await roomWithBeds([1, 2, 3, 4]);
    const reversed = [...ids].reverse();
    const results = await Promise.all([reorder(roomId, reversed), reorder(roomId, ids)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await numbersOf(roomId);
    expect(after.map(([, number]) => number)).toEqual([1, 2, 3, 4]);
    expect([ids, reversed]).toContainEqual(after.map(([id]) => id));
  });
});
