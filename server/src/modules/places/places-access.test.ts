import type { Permission } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { signedInClient, TestClient, useTestApp } from '../../../test/app';
import { buildBed, buildProperty, buildRoom } from '../../../test/factories';

const ctx = useTestApp();

const clientWith = async (...permissions: Permission[]) =>
  (await signedInClient(ctx, { permissions })).client;

describe('places permissions', () => {
  it('lets places.view read every list and detail, and nothing else', async () => {
    const bed = await buildBed(ctx.database.db);
    const viewer = await clientWith('places.view');
    const propertyId = (await viewer.get(`/api/rooms/${bed.roomId}/`)).json().property.id;
    for (const url of [
      '/api/properties/',
      `/api/properties/${propertyId}/`,
      `/api/properties/${propertyId}/rooms/`,
      '/api/rooms/',
      `/api/rooms/${bed.roomId}/`,
      `/api/rooms/${bed.roomId}/beds/`,
      '/api/beds/',
      `/api/beds/${bed.id}/`,
    ]) {
      expect((await viewer.get(url)).statusCode, url).toBe(200);
    }
    const writes = [
      await viewer.post('/api/properties/', {}),
      await viewer.put(`/api/properties/${propertyId}/`, {}),
      await viewer.delete(`/api/properties/${propertyId}/`),
      await viewer.post('/api/rooms/', {}),
      await viewer.put(`/api/rooms/${bed.roomId}/`, {}),
      await viewer.delete(`/api/rooms/${bed.roomId}/`),
      await viewer.post('/api/beds/', {}),
      await viewer.put(`/api/beds/${bed.id}/`, {}),
      await viewer.delete(`/api/beds/${bed.id}/`),
    ];
    for (const res of writes)
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'permission_denied' });
  });

  it('needs places.add to create, places.change to change and places.delete to delete', async () => {
    const adder = await clientWith('places.add');
    const changer = await clientWith('places.change');
    const deleter = await clientWith('places.delete');
    const body = { address: '1 Main St', city: 'Austin', state: 'TX', zip_code: '78701' };

    const created = await adder.post('/api/properties/', body);
    expect(created.statusCode).toBe(201);
    const url = `/api/properties/${created.json().id}/`;
    expect((await adder.get(url)).statusCode).toBe(403);
    expect((await adder.put(url, body)).statusCode).toBe(403);
    expect((await changer.post('/api/properties/', body)).statusCode).toBe(403);
    expect((await changer.put(url, { ...body, city: 'Houston' })).statusCode).toBe(200);
    expect((await changer.delete(url)).statusCode).toBe(403);
    expect((await deleter.put(url, body)).statusCode).toBe(403);
    expect((await deleter.delete(url)).statusCode).toBe(204);
  });

  it('answers 401 to anyone not signed in, before looking at the input', async () => {
    const anonymous = await new TestClient(ctx.app).fetchCsrf();
    for (const res of [
      await anonymous.get('/api/beds/?ordering=nonsense'),
      await anonymous.get('/api/rooms/abc/'),
      await anonymous.post('/api/properties/', { address: 1 }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the counters the database keeps', () => {
  it('agree with the rows after creates, moves and deletes through the API and in bulk', async () => {
    const manager = await clientWith('places.view', 'places.add', 'places.change', 'places.delete');
    const db = ctx.database.db;
    const [a, b] = [await buildProperty(db), await buildProperty(db)];
    const rooms = [];
    for (let i = 1; i <= 4; i++)
      rooms.push(await buildRoom(db, { propertyId: i % 2 ? a.id : b.id, number: i }));
    for (const room of rooms) for (let n = 1; n <= 3; n++) await buildBed(db, { roomId: room.id, number: n });
    const firstBed = (await manager.get(`/api/rooms/${rooms[0]!.id}/beds/`)).json().results[0];
    await manager.put(`/api/beds/${firstBed.id}/`, { room_id: rooms[1]!.id, number: 9, price: 500 });
    await manager.put(`/api/rooms/${rooms[2]!.id}/`, {
      property_id: b.id,
      number: 30,
      gender_designation: 'male',
    });
    await manager.delete(`/api/beds/${firstBed.id}/`);
    await db.query(sql`DELETE FROM beds WHERE room_id = ${rooms[3]!.id}`);
    await manager.delete(`/api/rooms/${rooms[3]!.id}/`);

    const drift = await db.query<{ id: number }>(sql`SELECT p.id FROM properties p
          WHERE p.rooms_count <> (SELECT count(*) FROM rooms r WHERE r.property_id = p.id)
             OR p.beds_count <> (SELECT count(*) FROM beds x JOIN rooms r ON r.id = x.room_id WHERE r.property_id = p.id)
          UNION ALL
          SELECT r.id FROM rooms r WHERE r.beds_count <> (SELECT count(*) FROM beds x WHERE x.room_id = r.id)`);
    expect(drift).toEqual([]);
    expect((await manager.get(`/api/properties/${b.id}/`)).json()).toMatchObject({
      rooms_count: 2,
      beds_count: 6,
    });
    expect((await manager.get('/api/beds/')).json().count).toBe(
      (await db.query<{ n: number }>(sql`SELECT count(*) AS n FROM beds`))[0]!.n,
    );
  });

  it('let a property delete and a room create race without both succeeding', async () => {
    const manager = await clientWith('places.add', 'places.delete', 'places.view');
    const property = await buildProperty(ctx.database.db);
    const [removed, added] = await Promise.all([
      manager.delete(`/api/properties/${property.id}/`),
      manager.post('/api/rooms/', { property_id: property.id, number: 1, gender_designation: 'male' }),
    ]);
    const outcome = [removed.statusCode, added.statusCode];
    expect([
      [204, 400],
      [400, 201],
    ]).toContainEqual(outcome);
    if (added.statusCode === 400)
      expect(added.json()).toEqual({ property_id: ['This property does not exist.'] });
    else expect(removed.json().non_field_errors[0]).toMatch(/^This property still has 1 room\./);
  });
});
