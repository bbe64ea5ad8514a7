import { describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildProperty, buildRoom } from '../../../test/factories';

const ctx = useTestApp({ signedIn: { superuser: true } });

const property = (id: number) => ctx.client.get(`/api/properties/${id}/`).then((res) => res.json());

describe('rooms: create, read, change, delete', () => {
  it('creates a room with its property and counts it on the property', async () => {
    const home = await buildProperty(ctx.database.db, { address: '5523 Baltimore Ave' });
    const res = await ctx.client.post('/api/rooms/', {
      property_id: home.id,
      number: '12',
      gender_designation: 'female',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      number: 12,
      gender_designation: 'female',
      property: { id: home.id, address: '5523 Baltimore Ave' },
      beds_count: 0,
    });
    expect((await ctx.client.get(`/api/rooms/${res.json().id}/`)).json()).toEqual(res.json());
    expect((await property(home.id)).rooms_count).toBe(1);
    const audit = await auditOf(ctx.database.db, 'room', res.json().id);
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses a number already used in the same property, and takes it in another', async () => {
    const home = await buildProperty(ctx.database.db);
    const other = await buildProperty(ctx.database.db);
    await buildRoom(ctx.database.db, { propertyId: home.id, number: 7 });
    const clash = await ctx.client.post('/api/rooms/', {
      property_id: home.id,
      number: 7,
      gender_designation: 'male',
    });
    expect(fieldErrors(clash)).toEqual({
      number: ['A room with this number already exists in this property.'],
    });
    const elsewhere = await ctx.client.post('/api/rooms/', {
      property_id: other.id,
      number: 7,
      gender_designation: 'male',
    });
    expect(elsewhere.statusCode).toBe(201);
    expect((await property(home.id)).rooms_count).toBe(1);
  });

  it('answers one 201 and one field error when two requests add the same number at once', async () => {
    const home = await buildProperty(ctx.database.db);
    const body = { property_id: home.id, number: 42, gender_designation: 'mixed' };
    const results = await Promise.all([
      ctx.client.post('/api/rooms/', body),
      ctx.client.post('/api/rooms/', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json()).toEqual({
      number: ['A room with this number already exists in this property.'],
    });
    expect((await property(home.id)).rooms_count).toBe(1);
  });

  it('refuses a property that does not exist', async () => {
    const res = await ctx.client.post('/api/rooms/', {
      property_id: 999999,
      number: 1,
      gender_designation: 'male',
    });
    expect(fieldErrors(res)).toEqual({ property_id: ['This property does not exist.'] });
  });

  it('changes a room and moves it to another property, with both counters following', async () => {
    const from = await buildProperty(ctx.database.db);
    const to = await buildProperty(ctx.database.db, { address: '318 NE Killingsworth St' });
    const room = await buildRoom(ctx.database.db, { propertyId: from.id, number: 1 });
    await buildBed(ctx.database.db, { roomId: room.id });
    await buildBed(ctx.database.db, { roomId: room.id });
    const res = await ctx.client.put(`/api/rooms/${room.id}/`, {
      property_id: to.id,
      number: 5,
      gender_designation: 'male',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: room.id,
      number: 5,
      gender_designation: 'male',
      property: { id: to.id, address: '318 NE Killingsworth St' },
      beds_count: 2,
    });
    expect(await property(from.id)).toMatchObject({ rooms_count: 0, beds_count: 0 });
    expect(await property(to.id)).toMatchObject({ rooms_count: 1, beds_count: 2 });
  });

  it('refuses a change onto a number taken in the property, or to a missing property', async () => {
    const home = await buildProperty(ctx.database.db);
    await buildRoom(ctx.database.db, { propertyId: home.id, number: 1 });
    const room = await buildRoom(ctx.database.db, { propertyId: home.id, number: 2 });
    const url = `/api/rooms/${room.id}/`;
    expect(
      fieldErrors(await ctx.client.put(url, { property_id: home.id, number: 1, gender_designation: 'male' })),
    ).toEqual({ number: ['A room with this number already exists in this property.'] });
    expect(
      fieldErrors(await ctx.client.put(url, { property_id: 999999, number: 2, gender_designation: 'male' })),
    ).toEqual({ property_id: ['This property does not exist.'] });
    const unchanged = await ctx.client.get(url);
    expect(unchanged.json()).toMatchObject({ number: 2, property: { id: home.id } });
  });

  it('deletes a room without beds and refuses one with beds', async () => {
    const home = await buildProperty(ctx.database.db);
    const empty = await buildRoom(ctx.database.db, { propertyId: home.id });
    const full = await buildRoom(ctx.database.db, { propertyId: home.id });
    await buildBed(ctx.database.db, { roomId: full.id });
    const refused = await ctx.client.delete(`/api/rooms/${full.id}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: ['This room still has 1 bed. Delete or move it first.'],
    });
    expect((await ctx.client.get(`/api/rooms/${full.id}/`)).json().beds_count).toBe(1);

    expect((await ctx.client.delete(`/api/rooms/${empty.id}/`)).statusCode).toBe(204);
    expect((await ctx.client.get(`/api/rooms/${empty.id}/`)).statusCode).toBe(404);
    expect(await property(home.id)).toMatchObject({ rooms_count: 1, beds_count: 1 });
  });

  it("lists a room's beds, paged, and answers 404 for an unknown room", async () => {
    const room = await buildRoom(ctx.database.db);
    for (const number of [2, 1]) await buildBed(ctx.database.db, { roomId: room.id, number });
    await buildBed(ctx.database.db);
    const res = await ctx.client.get(`/api/rooms/${room.id}/beds/?ordering=number`);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.json().results.map((b: { number: number }) => b.number)).toEqual([1, 2]);
    const bare = await buildRoom(ctx.database.db);
    expect((await ctx.client.get(`/api/rooms/${bare.id}/beds/?page=2`)).json()).toEqual({
      count: 0,
      next: null,
      previous: `/api/rooms/${bare.id}/beds/`,
      results: [],
    });
    expect((await ctx.client.get('/api/rooms/999999/beds/')).json()).toEqual({
      detail: 'Room not found.',
      code: 'not_found',
    });
  });
});

describe('rooms: unknown and malformed ids', () => {
  it('answers 404 for unknown or impossible ids, never a 5xx', async () => {
    const body = {
      property_id: (await buildProperty(ctx.database.db)).id,
      number: 1,
      gender_designation: 'male',
    };
    for (const id of ['999999', 'abc', '0', '-3', '99999999999']) {
      for (const res of [
        await ctx.client.get(`/api/rooms/${id}/`),
        await ctx.client.get(`/api/rooms/${id}/beds/`),
        await ctx.client.put(`/api/rooms/${id}/`, body),
        await ctx.client.delete(`/api/rooms/${id}/`),
      ]) {
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ detail: 'Room not found.', code: 'not_found' });
      }
    }
  });
});

describe('rooms: validation', () => {
  const base = { property_id: 1, number: 1, gender_designation: 'male' };

  it('requires property, number and gender designation', async () => {
    expect(fieldErrors(await ctx.client.post('/api/rooms/', {}))).toEqual({
      property_id: ['This field is required.'],
      number: ['This field is required.'],
      gender_designation: ['This field is required.'],
    });
    expect(
      fieldErrors(
        await ctx.client.post('/api/rooms/', { property_id: null, number: '', gender_designation: null }),
      ),
    ).toEqual({
      property_id: ['This field is required.'],
      number: ['This field is required.'],
      gender_designation: ['This field is required.'],
    });
  });

  it('takes the number as a whole number from 1 to 99999', async () => {
    const cases: Array<[unknown, string]> = [
      ['abc', 'A valid integer is required.'],
      ['12a', 'A valid integer is required.'],
      [12.5, 'A valid integer is required.'],
      ['1e3', 'A valid integer is required.'],
      [true, 'A valid integer is required.'],
      [[1], 'A valid integer is required.'],
      [0, 'Ensure this value is greater than or equal to 1.'],
      [-4, 'Ensure this value is greater than or equal to 1.'],
      [100000, 'Ensure this value is less than or equal to 99999.'],
      ['99999999999999999999', 'Ensure this value is less than or equal to 99999.'],
      [1e21, 'A valid integer is required.'],
    ];
    for (const [number, message] of cases) {
      expect(fieldErrors(await ctx.client.post('/api/rooms/', { ...base, number })), String(number)).toEqual({
        number: [message],
      });
    }
  });

  it('takes a gender designation from male, female and mixed only', async () => {
    for (const gender_designation of ['Male', 'other', 1]) {
      expect(fieldErrors(await ctx.client.post('/api/rooms/', { ...base, gender_designation }))).toEqual({
        gender_designation: [`"${gender_designation}" is not a valid choice.`],
      });
    }
  });

  it('refuses property ids that are not ids', async () => {
    for (const [property_id, message] of [
      ['abc', 'A valid integer is required.'],
      [0, 'Ensure this value is greater than or equal to 1.'],
      [99999999999, 'Ensure this value is less than or equal to 2147483647.'],
    ] as const) {
      expect(fieldErrors(await ctx.client.post('/api/rooms/', { ...base, property_id }))).toEqual({
        property_id: [message],
      });
    }
  });
});
