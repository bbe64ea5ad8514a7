import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditOf } from '../../../test/audit';
import { sql } from '../../db/sql';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildProperty, buildRoom } from '../../../test/factories';
import * as bedQueries from './beds.queries';

const ctx = useTestApp({ signedIn: { superuser: true } });
afterEach(() => vi.restoreAllMocks());

const countsOf = async (roomId: number) => {
  const room = (await ctx.client.get(`/api/rooms/${roomId}/`)).json();
  const property = (await ctx.client.get(`/api/properties/${room.property.id}/`)).json();
  return { room: room.beds_count, property: property.beds_count };
};

describe('beds: create, read, change, delete', () => {
  it("creates a bed and answers it with its room and the room's property", async () => {
    const property = await buildProperty(ctx.database.db, { address: '2207 E Cesar Chavez St' });
    const room = await buildRoom(ctx.database.db, { propertyId: property.id, number: 204 });
    const res = await ctx.client.post('/api/beds/', { room_id: room.id, number: '3', price: '650.5' });
    expect(res.statusCode).toBe(201);
    const expected = {
      id: expect.any(Number),
      number: 3,
      price: '650.50',
      room: {
        id: room.id,
        number: 204,
        gender_designation: 'mixed',
        property: { id: property.id, address: '2207 E Cesar Chavez St' },
      },
    };
    expect(res.json()).toEqual(expected);
    expect((await ctx.client.get(`/api/beds/${res.json().id}/`)).json()).toEqual(expected);
    expect(await countsOf(room.id)).toEqual({ room: 1, property: 1 });
    const audit = await auditOf(ctx.database.db, 'bed', res.json().id);
    expect(audit).toMatchObject([
      { action: 'create', detail: { room_id: room.id, number: 3, price: '650.50' } },
    ]);
  });

  it('takes the price as a string or a number and answers it with 2 decimals', async () => {
    const room = await buildRoom(ctx.database.db);
    const cases: Array<[unknown, string]> = [
      ['450', '450.00'],
      [900, '900.00'],
      [0.5, '0.50'],
      [' 725.25 ', '725.25'],
      ['1000000.00', '1000000.00'],
    ];
    for (const [i, [price, answered]] of cases.entries()) {
      const res = await ctx.client.post('/api/beds/', { room_id: room.id, number: i + 1, price });
      expect(res.statusCode, String(price)).toBe(201);
      expect(res.json().price).toBe(answered);
    }
  });

  it('refuses a number already used in the same room, also when two requests race', async () => {
    const room = await buildRoom(ctx.database.db);
    await buildBed(ctx.database.db, { roomId: room.id, number: 1 });
    expect(
      fieldErrors(await ctx.client.post('/api/beds/', { room_id: room.id, number: 1, price: 500 })),
    ).toEqual({
      number: ['A bed with this number already exists in this room.'],
    });
    const body = { room_id: room.id, number: 2, price: 500 };
    const results = await Promise.all([
      ctx.client.post('/api/beds/', body),
      ctx.client.post('/api/beds/', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await countsOf(room.id)).toEqual({ room: 2, property: 2 });
    const other = await buildRoom(ctx.database.db);
    expect((await ctx.client.post('/api/beds/', { ...body, room_id: other.id })).statusCode).toBe(201);
  });

  it('refuses a room that does not exist', async () => {
    expect(
      fieldErrors(await ctx.client.post('/api/beds/', { room_id: 999999, number: 1, price: 500 })),
    ).toEqual({
      room_id: ['This room does not exist.'],
    });
  });

  it('changes a bed and moves it to a room of another property, with the counters following', async () => {
    const from = await buildRoom(ctx.database.db);
    const to = await buildRoom(ctx.database.db);
    const bed = await buildBed(ctx.database.db, { roomId: from.id, number: 1, price: '500.00' });
    const res = await ctx.client.put(`/api/beds/${bed.id}/`, { room_id: to.id, number: 4, price: '525.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bed.id, number: 4, price: '525.00', room: { id: to.id } });
    expect(await countsOf(from.id)).toEqual({ room: 0, property: 0 });
    expect(await countsOf(to.id)).toEqual({ room: 1, property: 1 });
  });

  it('refuses a change onto a taken number or a missing room, and leaves the bed as it was', async () => {
    const room = await buildRoom(ctx.database.db);
    await buildBed(ctx.database.db, { roomId: room.id, number: 1 });
    const bed = await buildBed(ctx.database.db, { roomId: room.id, number: 2, price: '480.00' });
    const url = `/api/beds/${bed.id}/`;
    expect(fieldErrors(await ctx.client.put(url, { room_id: room.id, number: 1, price: 480 }))).toEqual({
      number: ['A bed with this number already exists in this room.'],
    });
    expect(fieldErrors(await ctx.client.put(url, { room_id: 999999, number: 2, price: 480 }))).toEqual({
      room_id: ['This room does not exist.'],
    });
    expect((await ctx.client.get(url)).json()).toMatchObject({
      number: 2,
      price: '480.00',
      room: { id: room.id },
    });
  });

  it('deletes a bed and uncounts it', async () => {
    const bed = await buildBed(ctx.database.db);
    const res = await ctx.client.delete(`/api/beds/${bed.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await ctx.client.get(`/api/beds/${bed.id}/`)).statusCode).toBe(404);
    expect(await countsOf(bed.roomId)).toEqual({ room: 0, property: 0 });
  });

  it('refuses to delete a bed that is in an order that is not completed, and keeps it', async () => {
    const bed = await buildBed(ctx.database.db);
    vi.spyOn(bedQueries, 'findOpenOrderOfBed').mockResolvedValue({ id: 77 });
    const res = await ctx.client.delete(`/api/beds/${bed.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [
        'This bed is in order #77, which is not completed. Complete the order or take the bed out of it first.',
      ],
    });
    expect(await ctx.database.db.query(sql`SELECT id FROM beds WHERE id = ${bed.id}`)).toHaveLength(1);
  });
});

describe('beds: unknown and malformed ids', () => {
  it('answers 404 with the bed message for unknown or impossible ids, never a 5xx', async () => {
    const room = await buildRoom(ctx.database.db);
    for (const id of ['999999', 'abc', '0', '-1', '4294967296', '1;DROP TABLE beds']) {
      for (const res of [
        await ctx.client.get(`/api/beds/${encodeURIComponent(id)}/`),
        await ctx.client.put(`/api/beds/${encodeURIComponent(id)}/`, {
          room_id: room.id,
          number: 1,
          price: 1,
        }),
        await ctx.client.delete(`/api/beds/${encodeURIComponent(id)}/`),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ detail: 'Bed not found.', code: 'not_found' });
      }
    }
  });
});

describe('beds: validation', () => {
  const base = { room_id: 1, number: 1, price: '500.00' };

  it('requires room, number and price', async () => {
    const required = {
      room_id: ['This field is required.'],
      number: ['This field is required.'],
      price: ['This field is required.'],
    };
    expect(fieldErrors(await ctx.client.post('/api/beds/', {}))).toEqual(required);
    expect(
      fieldErrors(await ctx.client.post('/api/beds/', { room_id: null, number: null, price: null })),
    ).toEqual(required);
    expect(fieldErrors(await ctx.client.post('/api/beds/', { room_id: '', number: ' ', price: '' }))).toEqual(
      required,
    );
  });

  it('takes a positive price up to 1,000,000.00 with at most 2 decimals', async () => {
    const notAmount = 'Enter a positive amount with at most 2 decimal places.';
    const cases: Array<[unknown, string]> = [
      ['-1', notAmount],
      [-25, notAmount],
      ['0', 'Amount must be greater than 0.'],
      ['0.00', 'Amount must be greater than 0.'],
      ['12.345', notAmount],
      [12.345, notAmount],
      ['1000000.01', 'Amount must be at most 1,000,000.00.'],
      ['9999999999', 'Amount must be at most 1,000,000.00.'],
      ['99999999999', notAmount],
      [1e21, notAmount],
      ['abc', notAmount],
      ['1,000', notAmount],
      ['$500', notAmount],
      ['NaN', notAmount],
      [true, notAmount],
      [{ amount: 5 }, notAmount],
    ];
    for (const [price, message] of cases) {
      expect(fieldErrors(await ctx.client.post('/api/beds/', { ...base, price })), String(price)).toEqual({
        price: [message],
      });
    }
  });

  it('takes the number as a whole number from 1 to 99999, and the room as an id', async () => {
    expect(
      fieldErrors(await ctx.client.post('/api/beds/', { ...base, number: 'two', room_id: 'x' })),
    ).toEqual({
      number: ['A valid integer is required.'],
      room_id: ['A valid integer is required.'],
    });
    expect(fieldErrors(await ctx.client.post('/api/beds/', { ...base, number: 2 ** 40 }))).toEqual({
      number: ['Ensure this value is less than or equal to 99999.'],
    });
    expect(fieldErrors(await ctx.client.post('/api/beds/', { ...base, room_id: 2 ** 31 }))).toEqual({
      room_id: ['Ensure this value is less than or equal to 2147483647.'],
    });
  });
});
