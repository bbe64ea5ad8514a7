/**
 * EXPLAIN ANALYZE of the places list queries on the benchmark database (run `npm run bench -w server`
 * first, which leaves `bunkhouse_bench` seeded): `node --import tsx bench/places.explain.ts [name filter]`.
 * Without a filter it prints planning and execution time per query; with one, the whole plans.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres, type Executor } from '../src/db/client';
import * as beds from '../src/modules/places/beds.queries';
import * as properties from '../src/modules/places/properties.queries';
import * as rooms from '../src/modules/places/rooms.queries';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = '/bunkhouse_bench';
const database = openPostgres(url.toString(), { max: 1 });

/** An executor that explains each query instead of running it, keeping the last plan. */
let plan: string[] = [];
const explaining = {
  execute: async (query: SQL) => {
    const result = (await database.db.execute(
      sql`EXPLAIN (ANALYZE, TIMING off, SUMMARY on) ${query}`,
    )) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    plan = result.rows.map((row) => row['QUERY PLAN']);
    return { rows: [{ n: 0 }] };
  },
} as unknown as Executor;

const page = { limit: 20, offset: 0 };
const properties$ = (
  filter: properties.PropertyFilter,
  ordering: Parameters<typeof properties.selectPropertiesPage>[2],
) => properties.selectPropertiesPage(explaining, filter, ordering, page);
const rooms$ = (
  filter: rooms.RoomFilter,
  ordering: Parameters<typeof rooms.selectRoomsPage>[2],
  offset = 0,
) => rooms.selectRoomsPage(explaining, filter, ordering, { ...page, offset });
const beds$ = (filter: beds.BedFilter, ordering: Parameters<typeof beds.selectBedsPage>[2]) =>
  beds.selectBedsPage(explaining, filter, ordering, page);

/** Each page query carries its total, so one plan shows both. */
const cases: Array<[string, () => Promise<unknown>]> = [
  ['properties default', () => properties$({}, 'address')],
  ['properties maple -rooms_count', () => properties$({ search: 'maple' }, '-rooms_count')],
  ['rooms default', () => rooms$({}, 'property')],
  ['rooms -beds_count', () => rooms$({}, '-beds_count')],
  ['rooms oak number', () => rooms$({ search: 'oak' }, 'number')],
  ['rooms 204 -property', () => rooms$({ search: '204' }, '-property')],
  ['rooms female -number page 10', () => rooms$({ genders: ['female'] }, '-number', 180)],
  ['beds default', () => beds$({}, 'property')],
  ['beds -price', () => beds$({}, '-price')],
  ['beds maple -price', () => beds$({ search: 'maple' }, '-price')],
  ['beds 204 room', () => beds$({ search: '204' }, 'room')],
  ['beds maple 204 -number', () => beds$({ search: 'maple 204' }, '-number')],
  ['beds cedar 3 -number', () => beds$({ search: 'cedar 3' }, '-number')],
  ['beds property 250 price', () => beds$({ propertyId: 250 }, 'price')],
];

const filter = process.argv[2];
for (const [name, run] of cases) {
  if (filter && !name.includes(filter)) continue;
  await run().catch(() => undefined); // the fake result does not satisfy every caller
  const times = plan.filter((line) => /Planning Time|Execution Time/.test(line)).map((line) => line.trim());
  console.log(`== ${name}: ${times.join(', ')}`);
  if (filter) console.log(plan.join('\n'));
}
await database.close();
