/**
 * EXPLAIN ANALYZE of the places list queries on the benchmark database (run `npm run bench -w server`
 * first, which leaves `bunkhouse_bench` seeded): `node --import tsx bench/places.explain.ts [name filter]`.
 * Without a filter it prints planning and execution time per query; with one, the whole plans.
 */
import type { Executor } from '../src/db/database';
import { listQuery } from '../src/db/list';
import { openPostgres } from '../src/db/open';
import { sql, type Sql } from '../src/db/sql';
import * as beds from '../src/modules/places/beds.queries';
import * as properties from '../src/modules/places/properties.queries';
import * as rooms from '../src/modules/places/rooms.queries';

const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = '/bunkhouse_bench';
const database = openPostgres(url.toString(), { max: 1 });

/** An executor that explains each statement instead of running it, keeping the last plan. */
let plan: string[] = [];
const explaining: Executor = {
  async query<T>(statement: Sql) {
    const rows = await database.db.query<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN (ANALYZE, TIMING off, SUMMARY on) ${statement}`,
    );
    plan = rows.map((row) => row['QUERY PLAN']);
    return [{ page_total: 0, results: '[]' }] as T[];
  },
};

const list = <K extends string>(search: string, ordering: string, page = 1) =>
  listQuery<K>({ search, ordering: ordering as K, page, page_size: 20 }, ordering as K);
const properties$ = (search: string, ordering: string) =>
  properties.selectPropertiesPage(explaining, {}, list(search, ordering));
const rooms$ = (filter: rooms.RoomFilter, search: string, ordering: string, page = 1) =>
  rooms.selectRoomsPage(explaining, filter, list(search, ordering, page));
const beds$ = (filter: beds.BedFilter, search: string, ordering: string) =>
  beds.selectBedsPage(explaining, filter, list(search, ordering));

/** Each page query carries its total, so one plan shows both. */
const cases: Array<[string, () => Promise<unknown>]> = [
  ['properties default', () => properties$('', 'address')],
  ['properties maple -rooms_count', () => properties$('maple', '-rooms_count')],
  ['rooms default', () => rooms$({}, '', 'property')],
  ['rooms -beds_count', () => rooms$({}, '', '-beds_count')],
  ['rooms oak number', () => rooms$({}, 'oak', 'number')],
  ['rooms 204 -property', () => rooms$({}, '204', '-property')],
  ['rooms female -number page 10', () => rooms$({ genders: ['female'] }, '', '-number', 10)],
  ['beds default', () => beds$({}, '', 'property')],
  ['beds -price', () => beds$({}, '', '-price')],
  ['beds maple -price', () => beds$({}, 'maple', '-price')],
  ['beds 204 room', () => beds$({}, '204', 'room')],
  ['beds maple 204 -number', () => beds$({}, 'maple 204', '-number')],
  ['beds cedar 3 -number', () => beds$({}, 'cedar 3', '-number')],
  ['beds property 250 price', () => beds$({ propertyId: 250 }, '', 'price')],
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
