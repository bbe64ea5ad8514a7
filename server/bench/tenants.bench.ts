/**
 * Benchmark of the tenants list and the billing job on a large house (`npm run bench:tenants -w
 * server`, also part of `npm run bench`; not a timed test).
 *
 * Creates a fresh PostgreSQL database `bunkhouse_bench_tenants` on BENCH_DATABASE_URL's server, seeds
 * 500 properties with 60,000 beds and 50,000 tenants with bulk SQL: 20,000 with an open order on a bed
 * (all three periods), 15,000 more with completed orders only, 2,000 of those inactive, the rest
 * without orders. Then it times the billing job: the first run charges the 20,000 new orders (20,000
 * rent confirmations and ledger rows), a second run on the same day (nothing to do), and the next
 * day's run (statuses). Then it starts the real app, signs in, and drives each ordering and filter of
 * the tenants list with wrk (20 keep-alive connections; see harness.ts), printing p50/p99 and the CPU
 * per request.
 *
 * Options (environment): BENCH_SECONDS (per scenario, default 5), BENCH_CONNECTIONS (20), BENCH_POOL
 * (server pool size, as the server sizes it: DATABASE_POOL_SIZE or decision 016's default), BENCH_PATHS (paths separated by spaces).
 */
import os from 'node:os';
import { addDays, tenantListQuery, todayIn } from '@bunkhouse/contract';
import { sql } from '../src/db/sql';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/open';
import { prepareDatabase } from '../src/setup/prepare';
import { describeBilling, runBilling } from '../src/modules/billing/billing.service';
import { checkLedgerInvariants } from '../test/ledger-invariants';
import { listTenants } from '../src/modules/tenants/tenants.service';
import { createUser } from '../src/modules/users/users.service';
import { houseStatements } from './house';
import { freshBenchDatabase, quietLoad, requireWrk, signIn, TABLE_HEAD, tableRow } from './harness';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LEAD_DAYS = 5;

async function main() {
  await requireWrk();
  const { url, serverVersion } = await freshBenchDatabase('bunkhouse_bench_tenants');

  const pool = env('BENCH_POOL', loadConfig(process.env).databasePoolSize);
  const database = openPostgres(url, { max: pool });
  await prepareDatabase(database, { seedDemo: false });
  const today = todayIn('America/New_York');
  let started = performance.now();
  for (const statement of houseStatements(50_000, today)) await database.db.query(sql.raw(statement));
  await database.db.query(sql`VACUUM ANALYZE`);
  const [counts] = await database.db.query<
    Record<string, number>
  >(sql`SELECT (SELECT count(*) FROM beds) AS beds, (SELECT count(*) FROM tenants) AS tenants,
               (SELECT count(*) FROM orders WHERE status <> 'completed') AS open_orders,
               (SELECT count(*) FROM orders WHERE status = 'completed') AS completed_orders,
               (SELECT count(*) FROM tenants WHERE deleted_at IS NOT NULL) AS inactive`);
  console.log(
    `Seeded ${counts!.beds} beds, ${counts!.tenants} tenants, ${counts!.open_orders} open and ` +
      `${counts!.completed_orders} completed orders, ${counts!.inactive} inactive tenants ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  console.log('\n| Billing run | confirmations | ms |\n|---|---:|---:|');
  const billing = async (label: string, day: string) => {
    started = performance.now();
    const report = await runBilling(database.db, {
      today: day,
      leadDays: LEAD_DAYS,
      connections: loadConfig(process.env).billingConnections, // as the server runs it
    });
    const ms = performance.now() - started;
    console.log(`| ${label} | ${report.confirmations} | ${ms.toFixed(0)} |`);
    if (process.env.BENCH_VERBOSE) console.log(describeBilling(report));
    return report;
  };
  await billing('first run: 20,000 new orders charged', today);
  await billing('second run, same day (nothing to charge)', today);
  await billing('next day (statuses; weekly/daily rent due)', addDays(today, 1));
  await billing('a week later (catch-up)', addDays(today, 8));
  started = performance.now();
  const problems = await checkLedgerInvariants(database.db, { today: addDays(today, 8) });
  console.log(
    `Ledger invariants on 50,000 tenants: ${problems.length ? problems.join('; ') : 'all hold'} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await database.db.query(sql`VACUUM ANALYZE`);

  await createUser(database.db, { username: 'bench', password: 'bench password long', groups: ['Managers'] });
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), webDistDir: undefined };
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const cookie = await signIn(port);

  const scenarios = [
    '/api/user/', // reference: the sign-in check alone
    '/api/tenants/',
    '/api/tenants/?deleted=false',
    '/api/tenants/?deleted=true',
    ...[
      'last_name',
      'balance_amount',
      'expected_payment_date',
      'orders__rent_amount',
      'orders__created_at',
      'orders__rent_records__rent_due_date',
    ].flatMap((key) => [
      `/api/tenants/?deleted=false&ordering=${key}`,
      `/api/tenants/?deleted=false&ordering=-${key}`,
    ]),
    '/api/tenants/?orders__status=active',
    '/api/tenants/?orders__status=overdue&ordering=-balance_amount',
    '/api/tenants/?orders__status=completed',
    '/api/tenants/?orders__status=no_order&deleted=false',
    '/api/tenants/?orders__status=active,overdue&ordering=orders__rent_records__rent_due_date',
    '/api/tenants/?search=garcia',
    '/api/tenants/?search=maria+garcia&ordering=-orders__rent_amount',
    '/api/tenants/?search=(312)+555',
    '/api/tenants/?search=gmail&orders__status=overdue',
    '/api/tenants/?deleted=false&page=200',
    '/api/tenants/25000/',
    '/api/tenants/25000/transactions',
  ];
  if (process.env.BENCH_PATHS) scenarios.splice(0, scenarios.length, ...process.env.BENCH_PATHS.split(' '));

  // The list's own cost, one request at a time in this process (query, planning and round trip; no
  // HTTP, no sign-in check): the median of 50 calls of the service after 10 warm-up calls.
  console.log('\n| List query (in process, sequential) | median ms | max ms |\n|---|---:|---:|');
  for (const path of scenarios.filter((p) => /^\/api\/tenants\/\?|^\/api\/tenants\/$/.test(p))) {
    const query = tenantListQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await listTenants(database.db, query);
      if (i >= 10) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`| \`${path}\` | ${times[25]!.toFixed(2)} | ${times.at(-1)!.toFixed(2)} |`);
  }
  console.log('');
  const connections = env('BENCH_CONNECTIONS', 20);
  const seconds = env('BENCH_SECONDS', 5);
  const rows: string[] = [];
  for (const path of scenarios) {
    const row = tableRow(path, await quietLoad({ port, path, cookie, connections, seconds }));
    rows.push(row);
    console.log(row);
  }
  console.log(
    `\nPostgreSQL ${serverVersion}, Node ${process.version}, ${os.cpus().length} CPUs ` +
      `(${os.cpus()[0]?.model}), ${connections} connections, ${seconds} s per endpoint, a pool of ${pool}\n`,
  );
  console.log(TABLE_HEAD);
  for (const row of rows) console.log(row);

  await app.close();
  await database.close();
}

await main();
