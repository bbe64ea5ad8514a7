/**
 * Benchmark of the places lists on a large house (`npm run bench -w server`; not a timed test).
 *
 * Creates a fresh PostgreSQL database `bunkhouse_bench` on BENCH_DATABASE_URL's server, seeds
 * 500 properties, 20,000 rooms and 60,000 beds with bulk SQL, starts the real app on an ephemeral
 * port, signs in, and drives each list endpoint from a worker thread with 20 keep-alive connections,
 * a fixed number of requests and a time bound, then prints p50/p99 per endpoint as a markdown table.
 *
 * The machine may be shared: the share of CPU that other processes (not this one, not PostgreSQL) took
 * during each scenario is measured from /proc and printed; a scenario where it exceeds 10% is run
 * again (at most 3 attempts), keeping the quietest attempt.
 *
 * Options (environment): BENCH_REQUESTS (per scenario, default 5000), BENCH_CONNECTIONS (20),
 * BENCH_SECONDS (time bound per scenario, 30), BENCH_POOL (server pool size, 10), BENCH_PATHS (paths
 * separated by spaces, instead of the standard list).
 */
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres, queryRows } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { createUser } from '../src/modules/users/users.service';
import { load, signIn, type LoadResult } from './harness';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bunkhouse_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE bunkhouse_bench');
  const { rows: version } = await admin.query<{ server_version: string }>('SHOW server_version');
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/bunkhouse_bench';

  const database = openPostgres(url.toString(), { max: env('BENCH_POOL', 10) });
  await prepareDatabase(database, { seedDemo: false });
  const seedStart = performance.now();
  for (const statement of seedStatements()) await database.db.execute(sql.raw(statement));
  await database.db.execute(sql`VACUUM ANALYZE properties, rooms, beds`);
  const seedMs = performance.now() - seedStart;
  const [counts] = await queryRows<Record<string, number>>(
    database.db,
    sql`SELECT (SELECT count(*) FROM properties) AS properties, (SELECT count(*) FROM rooms) AS rooms,
               (SELECT count(*) FROM beds) AS beds, (SELECT sum(beds_count) FROM properties) AS counted_beds`,
  );
  console.log(
    `Seeded ${counts!.properties} properties, ${counts!.rooms} rooms, ${counts!.beds} beds ` +
      `(counters: ${counts!.counted_beds} beds) in ${(seedMs / 1000).toFixed(1)} s`,
  );

  await createUser(database.db, { username: 'bench', password: 'bench password', groups: ['Managers'] });
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
  const requests = env('BENCH_REQUESTS', 5000);
  const connections = env('BENCH_CONNECTIONS', 20);
  const seconds = env('BENCH_SECONDS', 30);
  const rows: string[] = [];
  for (const path of scenarios) {
    let result: LoadResult | undefined;
    let others = Infinity;
    for (let attempt = 1; attempt <= 3 && others > 0.1; attempt++) {
      await load({ port, path, cookie, requests: 200, connections, seconds }); // warm-up
      const before = cpuSnapshot();
      const attemptResult = await load({ port, path, cookie, requests, connections, seconds });
      const attemptOthers = othersShare(before, cpuSnapshot());
      if (attemptOthers > 0.1) {
        console.log(
          `  (other processes took ${Math.round(attemptOthers * 100)}% of the CPU during ${path}; attempt ${attempt})`,
        );
      }
      if (attemptOthers < others || !result) [result, others] = [attemptResult, attemptOthers];
    }
    result = result!;
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
    const ok = result.statuses[200] ?? 0;
    const rps = (result.latencies.length / result.elapsedMs) * 1000;
    const othersCell = Number.isFinite(others) ? `${Math.round(others * 100)}%` : '–';
    const line = `| \`GET ${path}\` | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${rps.toFixed(0)} | ${ok}/${result.latencies.length + result.errors} | ${othersCell} |`;
    rows.push(line);
    console.log(line);
  }
  const load1 = os.loadavg()[0]!.toFixed(2);
  console.log(
    `\nPostgreSQL ${version[0]!.server_version}, Node ${process.version}, ${os.cpus().length} CPUs, ` +
      `${connections} connections, ${requests} requests per endpoint; load average at the end: ${load1}\n`,
  );
  console.log('| Endpoint | p50 ms | p99 ms | max ms | req/s | 200s | other CPU |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);

  await app.close();
  await database.close();
}

interface CpuSnapshot {
  busy: number;
  total: number;
  /** This process and PostgreSQL's. */
  ours: number;
}

/** CPU time (jiffies) of the whole machine, and of this process and PostgreSQL, from /proc (Linux). */
function cpuSnapshot(): CpuSnapshot | null {
  try {
    const fields = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = fields[3]! + (fields[4] ?? 0);
    let ours = 0;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        if (pid !== String(process.pid) && name !== 'postgres') continue;
        const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ours += Number(rest[11]) + Number(rest[12]); // utime + stime
      } catch {
        // the process ended meanwhile
      }
    }
    return { busy: total - idle, total, ours };
  } catch {
    return null; // not Linux
  }
}

/** The share of the machine's CPU that other processes took between two snapshots (NaN if unknown). */
function othersShare(before: CpuSnapshot | null, after: CpuSnapshot | null) {
  if (!before || !after || after.total === before.total) return NaN;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, others) / (after.total - before.total);
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
