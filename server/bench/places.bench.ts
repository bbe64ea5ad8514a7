/**
 * Benchmark of the places lists on a large house (`npm run bench -w server`; not a timed test).
 *
 * Creates a fresh PostgreSQL database `bunkhouse_bench` on BENCH_DATABASE_URL's server, seeds
 * 500 properties, 20,000 rooms and 60,000 beds with bulk SQL, starts the real app on an ephemeral
 * port, signs in, and drives each list endpoint with wrk (20 keep-alive connections, a closed loop;
 * see harness.ts), then prints p50/p99 and the CPU per request per endpoint as a markdown table.
 *
 * Options (environment): BENCH_SECONDS (per scenario, default 5), BENCH_CONNECTIONS (20), BENCH_POOL
 * (server pool size, as the server sizes it: DATABASE_POOL_SIZE or decision 016's default), BENCH_PATHS (paths separated by spaces, instead of the standard list).
 */
import os from 'node:os';
import { sql } from '../src/db/sql';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/open';
import { prepareDatabase } from '../src/setup/prepare';
import { createUser } from '../src/modules/users/users.service';
import { freshBenchDatabase, quietLoad, requireWrk, signIn, TABLE_HEAD, tableRow } from './harness';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  await requireWrk();
  const { url, serverVersion } = await freshBenchDatabase('bunkhouse_bench');

  const pool = env('BENCH_POOL', loadConfig(process.env).databasePoolSize);
  const database = openPostgres(url, { max: pool });
  await prepareDatabase(database, { seedDemo: false });
  const seedStart = performance.now();
  for (const statement of seedStatements()) await database.db.query(sql.raw(statement));
  await database.db.query(sql`VACUUM ANALYZE properties, rooms, beds`);
  const seedMs = performance.now() - seedStart;
  const [counts] = await database.db.query<
    Record<string, number>
  >(sql`SELECT (SELECT count(*) FROM properties) AS properties, (SELECT count(*) FROM rooms) AS rooms,
               (SELECT count(*) FROM beds) AS beds, (SELECT sum(beds_count) FROM properties) AS counted_beds`);
  console.log(
    `Seeded ${counts!.properties} properties, ${counts!.rooms} rooms, ${counts!.beds} beds ` +
      `(counters: ${counts!.counted_beds} beds) in ${(seedMs / 1000).toFixed(1)} s`,
  );

  await createUser(database.db, { username: 'bench', password: 'bench password long', groups: ['Managers'] });
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), webDistDir: undefined };
  // Secure cookies would not be sent back over plain HTTP by a browser; this client sends them anyway.
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const cookie = await signIn(port);

  const scenarios = [
    // References: no database at all; one trivial query, no sign-in; the sign-in check alone.
    '/api/csrf/',
    '/api/health/',
    '/api/user/',
    '/api/properties/',
    '/api/properties/?search=maple&ordering=-rooms_count',
    '/api/properties/?search=TX&ordering=city&page=2',
    '/api/rooms/',
    '/api/rooms/?ordering=-beds_count',
    '/api/rooms/?search=oak&ordering=number',
    '/api/rooms/?search=204&ordering=-property',
    '/api/rooms/?gender_designation=female&ordering=-number&page=10',
    '/api/properties/250/rooms/?ordering=number',
    '/api/beds/',
    '/api/beds/?ordering=-price',
    '/api/beds/?search=maple&ordering=-price',
    '/api/beds/?search=204&ordering=room',
    '/api/beds/?search=maple+204&ordering=-number',
    '/api/beds/?search=cedar+3&ordering=-number', // broad: "3" is in a third of the addresses
    '/api/beds/?property=250&ordering=price',
    '/api/rooms/5000/beds/',
  ];
  if (process.env.BENCH_PATHS) scenarios.splice(0, scenarios.length, ...process.env.BENCH_PATHS.split(' '));
  const connections = env('BENCH_CONNECTIONS', 20);
  const seconds = env('BENCH_SECONDS', 5);
  const rows: string[] = [];
  for (const path of scenarios) {
    const row = tableRow(path, await quietLoad({ port, path, cookie, connections, seconds }));
    rows.push(row);
    console.log(row);
  }
  const load1 = os.loadavg()[0]!.toFixed(2);
  console.log(
    `\nPostgreSQL ${serverVersion}, Node ${process.version}, ${os.cpus().length} CPUs ` +
      `(${os.cpus()[0]?.model}), ${connections} connections, ${seconds} s per endpoint, a pool of ${pool}; ` +
      `load average at the end: ${load1}\n`,
  );
  console.log(TABLE_HEAD);
  for (const row of rows) console.log(row);

  await app.close();
  await database.close();
}

/**
 * 500 properties in 20 real cities on 30 common street names, 40 rooms each (floors 1–4, rooms
 * x01–x10, designations in turn), 3 beds per room at $450–$900. Deterministic: no randomness.
 */
function seedStatements(): string[] {
  const streets = [
    'Maple',
    'Oak',
    'Pine',
    'Cedar',
    'Elm',
    'Washington',
    'Lake',
    'Hill',
    'Park',
    'Main',
    'Walnut',
    'Spruce',
    'Chestnut',
    'Franklin',
    'Jefferson',
    'Lincoln',
    'Madison',
    'Jackson',
    'Adams',
    'Highland',
    'Sunset',
    'River',
    'Church',
    'Mill',
    'Spring',
    'Center',
    'Union',
    'Grove',
    'Forest',
    'Ridge',
  ];
  const cities = [
    ['Austin', 'TX', '78702'],
    ['Houston', 'TX', '77004'],
    ['Chicago', 'IL', '60622'],
    ['Philadelphia', 'PA', '19143'],
    ['Portland', 'OR', '97211'],
    ['Denver', 'CO', '80205'],
    ['Atlanta', 'GA', '30310'],
    ['Phoenix', 'AZ', '85006'],
    ['Columbus', 'OH', '43201'],
    ['Nashville', 'TN', '37208'],
    ['Minneapolis', 'MN', '55406'],
    ['Seattle', 'WA', '98118'],
    ['Sacramento', 'CA', '95817'],
    ['Richmond', 'VA', '23220'],
    ['Baltimore', 'MD', '21218'],
    ['Pittsburgh', 'PA', '15213'],
    ['Milwaukee', 'WI', '53212'],
    ['Tucson', 'AZ', '85705'],
    ['Albuquerque', 'NM', '87106'],
    ['Raleigh', 'NC', '27610'],
  ];
  const list = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(', ')}]`;
  return [
    `INSERT INTO properties (address, city, state, zip_code)
     SELECT (100 + (g * 37) % 9800)::text || ' ' || (${list(streets)})[1 + g % 30] || ' '
              || (ARRAY['St', 'Ave', 'Blvd', 'Rd'])[1 + (g / 30) % 4],
            (${list(cities.map((c) => c[0]!))})[1 + g % 20],
            (${list(cities.map((c) => c[1]!))})[1 + g % 20],
            (${list(cities.map((c) => c[2]!))})[1 + g % 20]
     FROM generate_series(1, 500) g`,
    `INSERT INTO rooms (property_id, number, gender_designation)
     SELECT p.id, floor * 100 + n, (ARRAY['male', 'female', 'mixed'])[1 + (p.id + n) % 3]
     FROM properties p, generate_series(1, 4) floor, generate_series(1, 10) n`,
    `INSERT INTO beds (room_id, number, price)
     SELECT r.id, b, 450 + ((r.id * 7 + b * 13) % 46) * 10
     FROM rooms r, generate_series(1, 3) b`,
  ];
}

await main();
