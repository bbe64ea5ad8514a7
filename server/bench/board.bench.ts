/**
 * Benchmark of the board of beds (issue 34; `npm run bench:board -w server`, not part of CI, nor a
 * timed test), in one run, on two houses of bench/house.ts: 5,000 tenants (50 properties of 120 beds)
 * and 50,000 (500 properties), each with one more property of 200 beds (20 rooms of 10), half of them
 * in open orders, a tenth reserved ahead and a tenth with a planned move-out.
 *
 * - The 200-bed property: `GET /api/board/?property=` against the beds list of the same property, the
 *   same 200 beds in its two pages of 100 (`/api/beds/?property=&page_size=100`, page 1 + page 2).
 * - The whole house: `GET /api/board/` on each house; its cost per bed, large / small (the board
 *   answers every bed, so a tenfold house is tenfold the work; the aim is at most 1.3× per bed).
 *
 * Each load BENCH_ROUNDS times (3), interleaved, after a second of warm-up (harness.ts); a ratio is the
 * median of the rounds' CPU per request (server + PostgreSQL).
 *
 * Options (environment): BENCH_DATABASE_URL, BENCH_SECONDS (per load of one property, 3),
 * BENCH_CONNECTIONS (one property, 20), BENCH_WHOLE_SECONDS (per load of a whole house, one connection:
 * the large house's board takes about a second, 12), BENCH_ROUNDS (3).
 */
import os from 'node:os';
import { todayIn } from '@bunkhouse/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { createUser } from '../src/modules/users/users.service';
import { prepareDatabase } from '../src/setup/prepare';
import {
  freshBenchDatabase,
  quietLoad,
  requireWrk,
  signIn,
  TABLE_HEAD,
  tableRow,
  type LoadResult,
} from './harness';
import { houseStatements } from './house';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = (r: LoadResult) => r.serverUs + r.postgresUs;

/** The 200-bed property, its orders on tenants without one (the house's last ones), and its id. */
function bigPropertyStatements(n: number, today: string) {
  return [
    `INSERT INTO properties (address, city, state, zip_code) VALUES ('200 Board Ave', 'Austin', 'TX', '78702')`,
    `INSERT INTO rooms (property_id, number, gender_designation)
     SELECT (SELECT max(id) FROM properties), g, 'mixed' FROM generate_series(1, 20) g`,
    `INSERT INTO beds (room_id, number, price)
     SELECT r.id, b, 500 FROM rooms r, generate_series(1, 10) b
     WHERE r.property_id = (SELECT max(id) FROM properties)`,
    // Beds k = 1…200 of the property: k ≤ 100 occupied (k ≤ 20 leaving in 5 days), 101…120 reserved.
    `INSERT INTO orders (tenant_id, period_payment, rent_amount, start_date, property_id)
     SELECT ${n} - k, 'monthly', 500, date '${today}' + CASE WHEN k > 100 THEN 10 ELSE 0 END, b.property_id
     FROM (SELECT b.*, row_number() OVER (ORDER BY b.id) AS k FROM beds b
           WHERE b.property_id = (SELECT max(id) FROM properties)) b WHERE k <= 120`,
    `INSERT INTO order_beds (order_id, bed_id, start_date, end_date)
     SELECT o.id, b.id, o.start_date, CASE WHEN b.k <= 20 THEN date '${today}' + 5 END
     FROM (SELECT b.id, row_number() OVER (ORDER BY b.id) AS k FROM beds b
           WHERE b.property_id = (SELECT max(id) FROM properties)) b
     JOIN orders o ON o.tenant_id = ${n} - b.k`,
  ];
}

async function house(n: number) {
  const today = todayIn('America/New_York');
  const { url } = await freshBenchDatabase(`bunkhouse_bench_board_${n}`);
  const database = openPostgres(url);
  await prepareDatabase(database, { seedDemo: false });
  for (const statement of [...houseStatements(n, today), ...bigPropertyStatements(n, today)])
    await database.db.query(sql.raw(statement));
  await database.db.query(sql`VACUUM ANALYZE`);
  const [counts] = await database.db.query<{ beds: number; property: number }>(
    sql`SELECT (SELECT count(*)::int FROM beds) AS beds, (SELECT max(id) FROM properties) AS property`,
  );
  await createUser(database.db, { username: 'bench', password: 'bench password long', isSuperuser: true });
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), webDistDir: undefined };
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  return {
    n,
    ...counts!,
    port,
    cookie: await signIn(port),
    close: () => app.close().then(() => database.close()),
  };
}

async function main() {
  await requireWrk();
  const houses = [await house(5_000), await house(50_000)];
  const seconds = env('BENCH_SECONDS', 3);
  const load = async (h: (typeof houses)[number], path: string, connections: number, time = seconds) => {
    const result = await quietLoad({ port: h.port, cookie: h.cookie, path, connections, seconds: time });
    console.log(tableRow(`${h.n / 100} properties: ${path}`, result));
    return result;
  };
  const property = { board: [] as number[], beds: [] as number[] };
  const whole = houses.map(() => [] as number[]);
  console.log(`\n${TABLE_HEAD}`);
  for (let round = 0; round < env('BENCH_ROUNDS', 3); round++) {
    const big = houses[1]!;
    const one = env('BENCH_CONNECTIONS', 20);
    property.board.push(cpu(await load(big, `/api/board/?property=${big.property}`, one)));
    const pages = [1, 2].map((page) => `/api/beds/?property=${big.property}&page_size=100&page=${page}`);
    property.beds.push(cpu(await load(big, pages[0]!, one)) + cpu(await load(big, pages[1]!, one)));
    for (const [i, h] of houses.entries())
      whole[i]!.push(cpu(await load(h, '/api/board/', 1, env('BENCH_WHOLE_SECONDS', 12))));
  }
  const ratios = property.board.map((b, i) => b / property.beds[i]!);
  const perBed = whole[1]!.map((large, i) => large / houses[1]!.beds / (whole[0]![i]! / houses[0]!.beds));
  console.log(
    `\nThe 200-bed property's board / its two pages of the beds list: ${median(ratios).toFixed(2)}× ` +
      `(rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})` +
      `\nThe whole board, CPU per bed, ${houses[1]!.beds} beds / ${houses[0]!.beds} beds: ${median(perBed).toFixed(2)}× ` +
      `(rounds ${perBed.map((r) => r.toFixed(2)).join(', ')}; µs a request ${whole.map((w) => Math.round(median(w))).join(' → ')})` +
      `\nNode ${process.version}, ${os.cpus().length} CPUs, ${seconds} s per load`,
  );
  for (const h of houses) await h.close();
}

await main();
