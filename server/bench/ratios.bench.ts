/**
 * The ratio benchmark of issue 16 (`npm run bench:ratios -w server`, also part of `npm run bench`;
 * not a timed test). For houses of 5,000, 50,000 and 500,000 tenants (BENCH_SIZES), each with four
 * ledger rows per tenant over two years, it seeds a fresh PostgreSQL database, starts the real app and
 * two bare baselines (bench/baseline-server.ts: the same SQL after one session lookup, one of them with
 * a session cache like the app's), and drives the tenants list and the transactions page (first, next,
 * a type, a month) through each with wrk, in the same run. It prints:
 * - the app's throughput as a ratio to each baseline (aim: at least 0.8× the cached one), and the
 *   lowest and highest of the rounds' ratios to the cached one;
 * - each transactions page's CPU per request (server + PostgreSQL) as a ratio to a plain keyset scan of
 *   50 ledger rows on the same index (aim: at most 2×);
 * - how each path's CPU per request grows per tenfold house (aim: at most 1.3×).
 *
 * Each path is first loaded on each server for BENCH_WARMUP seconds (3), unmeasured, then on each
 * server in turn, BENCH_ROUNDS times (3); ratios are medians over rounds.
 *
 * Options (environment): BENCH_SIZES (default "5000 50000 500000"), BENCH_SECONDS (per load, 5),
 * BENCH_CONNECTIONS (20), BENCH_POOL (the server's pool, as the server sizes it).
 */
import os from 'node:os';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { todayIn } from '@bunkhouse/contract';
import { createUser } from '../src/modules/users/users.service';
import { storeMissingItems } from '../src/modules/ledger/transaction-items';
import { prepareDatabase } from '../src/setup/prepare';
import { recordStatements, startBaseline, type Recorded } from './baseline-server';
import { freshBenchDatabase, load, type LoadResult, quietLoad, requireWrk, signIn } from './harness';
import { houseStatements, ledgerStatement } from './house';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SIZES = (process.env.BENCH_SIZES ?? '5000 50000 500000').split(/\s+/).map(Number);
const LEDGER_PER_TENANT = 4;
const ROUNDS = env('BENCH_ROUNDS', 3);
const WARM_UP = env('BENCH_WARMUP', 3);
const ZONE = 'America/New_York';

/** Each server's load results, a round each. */
interface Measured {
  app: LoadResult[];
  cached: LoadResult[];
  uncached: LoadResult[];
  keyset?: LoadResult[];
}

const cpu = (r: LoadResult) => r.serverUs + r.postgresUs;
const perSecond = (r: LoadResult) => r.perSecond;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The round whose CPU per request is the median. */
const middle = (rs: LoadResult[]) => rs.find((r) => cpu(r) === median(rs.map(cpu)))!;
/** Each round's `measure(a) / measure(b)`. */
const ratios = (a: LoadResult[], b: LoadResult[], measure: (r: LoadResult) => number) =>
  a.map((r, i) => measure(r) / measure(b[i]!));
/** The median over the rounds of `measure(a) / measure(b)`. */
const ratio = (a: LoadResult[], b: LoadResult[], measure: (r: LoadResult) => number) =>
  median(ratios(a, b, measure));
/** The rounds' lowest and highest ratio: how far one figure moves within the run. */
const spread = (a: LoadResult[], b: LoadResult[], measure: (r: LoadResult) => number) => {
  const all = ratios(a, b, measure);
  return `${Math.min(...all).toFixed(2)}–${Math.max(...all).toFixed(2)}`;
};
const isPage = (path: string) => path.startsWith('/api/transactions/');

async function measureHouse(n: number): Promise<Map<string, Measured>> {
  const { url } = await freshBenchDatabase('bunkhouse_bench_ratios');

  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), webDistDir: undefined };
  const pool = env('BENCH_POOL', config.databasePoolSize);
  const database = openPostgres(url, { max: pool });
  await prepareDatabase(database, { seedDemo: false, firstSettings: { timeZone: ZONE, rentLeadDays: 5 } });
  const started = performance.now();
  const statements = [...houseStatements(n, todayIn(ZONE)), ledgerStatement(n * LEDGER_PER_TENANT, n)];
  for (const statement of statements) await database.db.query(sql.raw(statement));
  await storeMissingItems(database.db); // the ledger rows' stored JSON, as a start would write it
  await database.db.query(sql`VACUUM ANALYZE`);
  console.log(
    `\n## ${n.toLocaleString('en-US')} tenants, ${(n * LEDGER_PER_TENANT).toLocaleString('en-US')} ledger rows ` +
      `(seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
  );
  await createUser(database.db, { username: 'bench', password: 'bench password long', groups: ['Managers'] });

  const recorder = recordStatements(database);
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const cookie = await signIn(port);
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });

  const month = await database.db.query<{ from: string; to: string }>(
    sql`SELECT to_char(date_trunc('month', now() - interval '1 month'), 'YYYY-MM-DD') AS from,
               to_char(date_trunc('month', now()) - interval '1 day', 'YYYY-MM-DD') AS to`,
  );
  const first = '/api/transactions/?page_size=50';
  const { next } = (await (await get(first)).json()) as { next: string | null };
  const paths = [
    '/api/tenants/',
    '/api/tenants/?deleted=false&ordering=-balance_amount',
    first,
    next!, // the next page's link, as the app wrote it (a path with its cursor)
    '/api/transactions/?page_size=50&type=rent',
    `/api/transactions/?page_size=50&date_from=${month[0]!.from}&date_to=${month[0]!.to}`,
  ];
  // The statements each path runs, recorded from the app (its session already cached).
  const recorded = new Map<string, Recorded[]>();
  for (const path of paths) {
    await get(path);
    recorder.on = true;
    const res = await get(path);
    recorder.on = false;
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    recorded.set(path, recorder.statements.splice(0));
  }
  const cached = await startBaseline(database, { statements: recorded, cacheSessions: true });
  const uncached = await startBaseline(database, { statements: recorded, cacheSessions: false });

  const connections = env('BENCH_CONNECTIONS', 20);
  const seconds = env('BENCH_SECONDS', 5);
  const loadOn = (on: number, path: string) => quietLoad({ port: on, path, cookie, connections, seconds });
  const firstRows = (await (await get(first)).json()) as { results: { id: number; created_at: string }[] };
  const last = firstRows.results.at(-1)!;
  const keysetPaths: Record<string, string> = {
    [paths[2]!]: '/keyset',
    [paths[3]!]: `/keyset?after=${encodeURIComponent(last.created_at)}_${last.id}`,
  };
  // Every path on every server first, unmeasured: the app's code (several times the baseline's) is
  // still being compiled during its first loads, which read 10-25% slower than the later ones.
  for (const path of paths) {
    for (const on of [port, cached.port, uncached.port])
      await load({ port: on, path, cookie, connections, seconds: WARM_UP });
  }
  // Rounds interleave the servers, so that a slow phase of the machine falls on all of them alike;
  // each ratio is the median of the rounds' ratios.
  const results = new Map<string, Measured>(
    paths.map((path) => [
      path,
      { app: [], cached: [], uncached: [], ...(isPage(path) ? { keyset: [] } : {}) },
    ]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const [path, m] of results) {
      m.app.push(await loadOn(port, path));
      m.cached.push(await loadOn(cached.port, path));
      m.uncached.push(await loadOn(uncached.port, path));
      m.keyset?.push(await loadOn(cached.port, keysetPaths[path] ?? '/keyset'));
    }
  }
  for (const [path, m] of results) {
    const failed = [...m.app, ...m.cached, ...m.uncached, ...(m.keyset ?? [])].some((r) => r.failures);
    if (failed) throw new Error(`${path}: failed requests`);
  }
  console.log(
    '| Path | app req/s | cached baseline req/s | app / cached | rounds | uncached baseline req/s | app / uncached | ' +
      'app CPU µs/req (server + PostgreSQL) | keyset CPU µs/req | app / keyset (CPU) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [path, m] of results) {
    const app = middle(m.app);
    const keyset = m.keyset
      ? `${cpu(middle(m.keyset)).toFixed(0)} | ${ratio(m.app, m.keyset, cpu).toFixed(2)}×`
      : '– | –';
    console.log(
      `| \`${path.replace(/cursor=[^&]+/, 'cursor=…')}\` | ${app.perSecond.toFixed(0)} | ` +
        `${middle(m.cached).perSecond.toFixed(0)} | ${ratio(m.app, m.cached, perSecond).toFixed(2)}× | ` +
        `${spread(m.app, m.cached, perSecond)} | ` +
        `${middle(m.uncached).perSecond.toFixed(0)} | ${ratio(m.app, m.uncached, perSecond).toFixed(2)}× | ` +
        `${cpu(app).toFixed(0)} (${app.serverUs.toFixed(0)} + ${app.postgresUs.toFixed(0)}) | ${keyset} |`,
    );
  }
  await Promise.all([app.close(), cached.app.close(), uncached.app.close()]);
  await database.close();
  // The next path's cursor differs per house: keyed by its place in the list instead.
  return new Map([...results].map(([path, m], i) => [`${i}:${path.replace(/cursor=[^&]+/, 'cursor=…')}`, m]));
}

async function main() {
  await requireWrk();
  const houses: Array<{ n: number; results: Map<string, Measured> }> = [];
  for (const n of SIZES) houses.push({ n, results: await measureHouse(n) });
  if (houses.length > 1) {
    console.log('\n## Growth: CPU per request (server + PostgreSQL) per tenfold house\n');
    const head = houses.slice(1).map((h, i) => `${houses[i]!.n / 1000}k → ${h.n / 1000}k`);
    console.log(`| Path | ${houses.map((h) => `µs at ${h.n / 1000}k`).join(' | ')} | ${head.join(' | ')} |`);
    console.log(`|---|${houses.map(() => '---:').join('|')}|${head.map(() => '---:').join('|')}|`);
    for (const key of houses[0]!.results.keys()) {
      const costs = houses.map((h) => median(h.results.get(key)!.app.map(cpu)));
      const growth = costs.slice(1).map((c, i) => {
        const tenfolds = Math.log10(houses[i + 1]!.n / houses[i]!.n);
        return `${((c / costs[i]!) ** (1 / tenfolds)).toFixed(2)}×`;
      });
      console.log(
        `| \`${key.slice(key.indexOf(':') + 1)}\` | ${costs.map((c) => c.toFixed(0)).join(' | ')} | ${growth.join(' | ')} |`,
      );
    }
  }
  console.log(
    `\nNode ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), ` +
      `${env('BENCH_CONNECTIONS', 20)} connections, ${env('BENCH_SECONDS', 5)} s per load`,
  );
}

await main();
