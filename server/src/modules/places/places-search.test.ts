import type { Bed, Paged, Property, Room } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildSmallHouse } from '../../../test/factories';

/** Search and filters of the three lists (ordering and paging: places-lists.test.ts). */
const ctx = useTestApp({ signedIn: { permissions: ['places.view'] } });
let house: Awaited<ReturnType<typeof buildSmallHouse>>;
beforeAll(async () => {
  house = await buildSmallHouse(ctx.database.db);
});

async function list<T>(url: string): Promise<Paged<T>> {
  const res = await ctx.client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

describe('search', () => {
  /** The documented semantics, written out: every term matches a number exactly or the text. */
  const numberOf = (term: string) => (/^\d{1,9}$/.test(term) && Number(term) >= 1 ? Number(term) : null);
  const termsOf = (search: string) => search.split(/[\s,]+/).filter(Boolean);
  const expectedRooms = (all: Room[], search: string) =>
    all.filter((r) =>
      termsOf(search).every(
        (t) => r.number === numberOf(t) || r.property.address.toLowerCase().includes(t.toLowerCase()),
      ),
    );
  const expectedBeds = (all: Bed[], search: string) =>
    all.filter((b) =>
      termsOf(search).every(
        (t) =>
          b.number === numberOf(t) ||
          b.room.number === numberOf(t) ||
          b.room.property.address.toLowerCase().includes(t.toLowerCase()),
      ),
    );
  const sortIds = (items: Array<{ id: number }>) => items.map((i) => i.id).sort((a, b) => a - b);

  it('finds properties by address, city, state or zip, case-insensitively, every term matching', async () => {
    const addresses = async (search: string) =>
      (await list<Property>(`/api/properties/?search=${encodeURIComponent(search)}`)).results.map(
        (p) => p.address,
      );
    expect(await addresses('mozart')).toEqual(['1418 N Mozart St']);
    expect(await addresses('CHICAGO')).toEqual(['1418 N Mozart St']);
    expect(await addresses('tx')).toEqual(['2207 E Cesar Chavez St']);
    expect(await addresses('97211')).toEqual(['318 NE Killingsworth St']);
    expect(await addresses('st, 6062')).toEqual(['1418 N Mozart St']);
    expect(await addresses('  ')).toHaveLength(4);
    for (const nothing of ['mozart austin', 'nowhere', '%', '_', '\\'])
      expect(await addresses(nothing)).toEqual([]);
  });

  it('finds rooms by room number (exactly) or property address', async () => {
    const all = (await list<Room>('/api/rooms/?page_size=100')).results;
    for (const search of [
      '101',
      '10',
      '12',
      '1418',
      'mozart',
      'MOZART 102',
      'chavez 101 305',
      '101 102',
      'chicago',
      '2207 101',
    ]) {
      const page = await list<Room>(`/api/rooms/?search=${encodeURIComponent(search)}&page_size=100`);
      expect(sortIds(page.results), search).toEqual(sortIds(expectedRooms(all, search)));
      expect(page.count, search).toBe(page.results.length);
    }
    expect(sortIds((await list<Room>('/api/rooms/?search=101')).results)).toHaveLength(2);
  });

  it('finds beds by bed number, room number or property address', async () => {
    const all = (await list<Bed>('/api/beds/?page_size=100')).results;
    for (const search of [
      '1',
      '7',
      '305',
      '101 2',
      'killingsworth',
      'chavez 101',
      'chavez 101 3',
      '2 1',
      'st 1',
      'ave',
    ]) {
      const page = await list<Bed>(`/api/beds/?search=${encodeURIComponent(search)}&page_size=100`);
      expect(sortIds(page.results), search).toEqual(sortIds(expectedBeds(all, search)));
      expect(page.count, search).toBe(page.results.length);
    }
    expect((await list<Bed>('/api/beds/?search=killingsworth')).results).toHaveLength(1);
  });

  it('answers numbers beyond any column and odd text with an empty page, never a 5xx', async () => {
    for (const search of ['99999999999', '2147483648', '0', '-1', "'; DROP TABLE beds; --", 'é', '🛏️']) {
      for (const path of ['/api/properties/', '/api/rooms/', '/api/beds/']) {
        const res = await ctx.client.get(`${path}?search=${encodeURIComponent(search)}`);
        expect(res.statusCode, `${path} ${search}`).toBe(200);
      }
    }
    expect((await ctx.client.get(`/api/beds/?search=${'x'.repeat(201)}`)).json()).toEqual({
      search: ['Ensure this field has no more than 200 characters.'],
    });
  });
});

describe('filters', () => {
  it('filters properties by is_active', async () => {
    expect((await list<Property>('/api/properties/?is_active=false')).results.map((p) => p.city)).toEqual([
      'Philadelphia',
    ]);
    expect((await list('/api/properties/?is_active=true')).count).toBe(3);
    expect((await list('/api/properties/?is_active=')).count).toBe(4);
    expect((await ctx.client.get('/api/properties/?is_active=maybe')).json()).toEqual({
      is_active: ['Must be true or false.'],
    });
  });

  it('filters rooms by gender designation (one or several) and by property', async () => {
    expect((await list('/api/rooms/?gender_designation=male')).count).toBe(2);
    expect((await list('/api/rooms/?gender_designation=male,female')).count).toBe(4);
    expect((await list('/api/rooms/?gender_designation=male&gender_designation=mixed')).count).toBe(4);
    const { chicago } = house.properties;
    expect((await list(`/api/rooms/?property=${chicago.id}`)).count).toBe(3);
    expect((await list(`/api/rooms/?property=${chicago.id}&gender_designation=mixed`)).count).toBe(1);
    expect((await ctx.client.get('/api/rooms/?gender_designation=other')).json()).toEqual({
      gender_designation: ['Select a valid choice. other is not one of the available choices.'],
    });
  });

  it('filters beds by room and by property, with counts that agree with the rows', async () => {
    const { chicago } = house.properties;
    const austinRoom = house.rooms.austin101;
    expect((await list(`/api/beds/?property=${chicago.id}`)).count).toBe(3);
    expect((await list(`/api/beds/?room=${austinRoom.id}`)).count).toBe(3);
    expect((await list(`/api/beds/?room=${austinRoom.id}&property=${austinRoom.propertyId}`)).count).toBe(3);
    const mismatch = await list(`/api/beds/?room=${austinRoom.id}&property=${chicago.id}`);
    expect(mismatch).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list('/api/beds/?property=999999')).count).toBe(0);
    expect((await list('/api/rooms/?property=999999')).count).toBe(0);
  });

  it('refuses filter ids that are not ids', async () => {
    expect((await ctx.client.get('/api/beds/?property=abc&room=1.5')).json()).toEqual({
      property: ['A valid integer is required.'],
      room: ['A valid integer is required.'],
    });
    expect((await ctx.client.get('/api/rooms/?property=99999999999')).json()).toEqual({
      property: ['Ensure this value is less than or equal to 2147483647.'],
    });
  });

  it('follows a room that changes number or property: its beds are found and sorted by the new ones', async () => {
    const room = house.rooms.austin101;
    const { chicago } = house.properties;
    await ctx.database.db.query(
      sql`UPDATE rooms SET number = 777, property_id = ${chicago.id} WHERE id = ${room.id}`,
    );
    const found = await list<Bed>('/api/beds/?search=777&page_size=100');
    expect(found.results.map((b) => b.room.id)).toEqual([room.id, room.id, room.id]);
    expect(found.results.every((b) => b.room.property.id === chicago.id)).toBe(true);
    expect((await list(`/api/beds/?property=${chicago.id}`)).count).toBe(6);
    expect((await list(`/api/beds/?property=${room.propertyId}`)).results).not.toContainEqual(
      expect.objectContaining({ room: expect.objectContaining({ id: room.id }) }),
    );
    const byRoom = (await list<Bed>('/api/beds/?ordering=-room&page_size=3')).results;
    expect(byRoom.map((b) => b.room.number)).toEqual([777, 777, 777]);
  });

  it('counts rooms by designation as rooms are added, changed and removed', async () => {
    const count = async (g: string) => (await list(`/api/rooms/?gender_designation=${g}`)).count;
    const before = { male: await count('male'), mixed: await count('mixed') };
    const { chicago } = house.properties;
    const [added] = await ctx.database.db.query<{
      id: number;
    }>(sql`INSERT INTO rooms (property_id, number, gender_designation)
          VALUES (${chicago.id}, 901, 'male'), (${chicago.id}, 902, 'male') RETURNING id`);
    expect(await count('male')).toBe(before.male + 2);
    await ctx.database.db.query(sql`UPDATE rooms SET gender_designation = 'mixed' WHERE id = ${added!.id}`);
    expect([await count('male'), await count('mixed')]).toEqual([before.male + 1, before.mixed + 1]);
    await ctx.database.db.query(sql`DELETE FROM rooms WHERE number IN (901, 902)`);
    expect([await count('male'), await count('mixed')]).toEqual([before.male, before.mixed]);
    expect(await count('male,mixed')).toBe(before.male + before.mixed);
  });
});
