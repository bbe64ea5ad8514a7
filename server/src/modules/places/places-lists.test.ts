import {
  BED_ORDERING,
  PROPERTY_ORDERING,
  ROOM_ORDERING,
  type Bed,
  type Paged,
  type Property,
  type Room,
} from '@bunkhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildSmallHouse } from '../../../test/factories';

/** Ordering and paging of the three lists (search and filters: places-search.test.ts). */
const ctx = useTestApp({ signedIn: { permissions: ['places.view'] } });
let chicagoId: number;
beforeAll(async () => {
  chicagoId = (await buildSmallHouse(ctx.database.db)).properties.chicago.id;
});

async function list<T>(url: string): Promise<Paged<T>> {
  const res = await ctx.client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
const idsOf = (page: Paged<{ id: number }>) => page.results.map((r) => r.id);

type Key = string | number;
const byKeys =
  <T>(keys: (item: T) => Key[]) =>
  (a: T, b: T) => {
    const [ka, kb] = [keys(a), keys(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
    return 0;
  };
const cents = (price: string) => Math.round(Number(price) * 100);

const propertyKeys: Record<string, (p: Property) => Key[]> = {
  address: (p) => [p.address, p.id],
  city: (p) => [p.city, p.id],
  state: (p) => [p.state, p.id],
  zip_code: (p) => [p.zip_code, p.id],
  rooms_count: (p) => [p.rooms_count, p.id],
  id: (p) => [p.id],
};
const roomKeys: Record<string, (r: Room) => Key[]> = {
  number: (r) => [r.number, r.id],
  gender_designation: (r) => [r.gender_designation, r.number, r.id],
  property: (r) => [r.property.address, r.property.id, r.number],
  beds_count: (r) => [r.beds_count, r.id],
  id: (r) => [r.id],
};
const bedKeys: Record<string, (b: Bed) => Key[]> = {
  number: (b) => [b.number, b.id],
  price: (b) => [cents(b.price), b.id],
  room: (b) => [b.room.number, b.room.id, b.number],
  property: (b) => [b.room.property.address, b.room.property.id, b.room.number, b.number],
  id: (b) => [b.id],
};

describe('ordering', () => {
  const cases = [
    ['/api/properties/', PROPERTY_ORDERING, propertyKeys, 4],
    ['/api/rooms/', ROOM_ORDERING, roomKeys, 6],
    ['/api/beds/', BED_ORDERING, bedKeys, 8],
  ] as const;

  for (const [path, orderings, keysOf, total] of cases) {
    it(`sorts ${path} by every visible column, ascending and descending, with a stable tiebreak`, async () => {
      expect(Object.keys(keysOf).sort()).toEqual([...orderings].sort());
      for (const key of orderings) {
        const compare = byKeys(keysOf[key] as (item: { id: number }) => Key[]);
        const asc = await list<{ id: number }>(`${path}?ordering=${key}`);
        expect(asc.count).toBe(total);
        expect(idsOf(asc), key).toEqual(idsOf({ ...asc, results: [...asc.results].sort(compare) }));
        const desc = await list<{ id: number }>(`${path}?ordering=-${key}`);
        expect(idsOf(desc), `-${key}`).toEqual(idsOf(asc).reverse());
      }
    });
  }

  it('sorts filtered lists as it sorts the whole list, page by page, whatever the query shape', async () => {
    const filtered = [
      [
        '/api/rooms/',
        ROOM_ORDERING,
        ['search=101', 'search=st', 'gender_designation=female', 'search=mozart+1'],
      ],
      [
        '/api/beds/',
        BED_ORDERING,
        ['search=st', 'search=chavez+1', 'search=1', `property=${chicagoId}`, 'search=101+2'],
      ],
    ] as const;
    for (const [path, orderings, filters] of filtered) {
      for (const key of orderings.flatMap((k) => [k, `-${k}`])) {
        const whole = idsOf(await list(`${path}?ordering=${key}&page_size=100`));
        for (const filter of filters) {
          const kept = idsOf(await list(`${path}?ordering=${key}&page_size=100&${filter}`));
          expect(kept.length, `${filter} ${key}`).toBeGreaterThan(0);
          expect(kept, `${filter} ${key}`).toEqual(whole.filter((id) => kept.includes(id)));
          const second = idsOf(await list(`${path}?ordering=${key}&page_size=2&page=2&${filter}`));
          expect(second, `${filter} ${key} page 2`).toEqual(kept.slice(2, 4));
        }
      }
    }
  });

  it('uses a sensible default: properties by address, rooms and beds by property', async () => {
    expect(idsOf(await list('/api/properties/'))).toEqual(
      idsOf(await list('/api/properties/?ordering=address')),
    );
    expect(idsOf(await list('/api/rooms/'))).toEqual(idsOf(await list('/api/rooms/?ordering=property')));
    expect(idsOf(await list('/api/beds/?ordering='))).toEqual(
      idsOf(await list('/api/beds/?ordering=property')),
    );
  });

  it('refuses an ordering that is not a visible column', async () => {
    for (const url of [
      '/api/properties/?ordering=password',
      '/api/properties/?ordering=-',
      '/api/rooms/?ordering=price',
      '/api/beds/?ordering=room__number',
      '/api/beds/?ordering=price,id',
      '/api/beds/?ordering=price&ordering=id',
    ]) {
      const res = await ctx.client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json()), url).toEqual(['ordering']);
    }
  });
});

describe('paging', () => {
  it('pages with count, next and previous, keeping the other query parameters', async () => {
    const base = '/api/beds/?ordering=-price&page_size=3';
    const first = await list<Bed>(base);
    expect(first).toMatchObject({
      count: 8,
      previous: null,
      next: '/api/beds/?ordering=-price&page_size=3&page=2',
    });
    const second = await list<Bed>(first.next!);
    expect(second).toMatchObject({
      previous: '/api/beds/?ordering=-price&page_size=3',
      next: '/api/beds/?ordering=-price&page_size=3&page=3',
    });
    const third = await list<Bed>(second.next!);
    expect(third).toMatchObject({ next: null, previous: '/api/beds/?ordering=-price&page_size=3&page=2' });
    const all = [...first.results, ...second.results, ...third.results];
    expect(all.map((b) => b.id)).toEqual(idsOf(await list('/api/beds/?ordering=-price&page_size=100')));
    expect(all.map((b) => b.price).slice(0, 2)).toEqual(['900.00', '720.00']);
  });

  it('answers a page past the end with an empty page that links back to the last one', async () => {
    expect(await list('/api/beds/?page_size=3&page=9&search=1')).toEqual({
      count: 5,
      next: null,
      previous: '/api/beds/?page_size=3&page=2&search=1',
      results: [],
    });
  });

  it('defaults to 20 per page and refuses page sizes over 100 and pages below 1', async () => {
    expect((await list('/api/beds/')).results).toHaveLength(8);
    for (const [url, field] of [
      ['/api/beds/?page_size=101', 'page_size'],
      ['/api/beds/?page_size=0', 'page_size'],
      ['/api/beds/?page=0', 'page'],
      ['/api/beds/?page=abc', 'page'],
      ['/api/beds/?page=99999999999', 'page'],
    ]) {
      const res = await ctx.client.get(url!);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
  });
});
