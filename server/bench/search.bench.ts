/**
 * Benchmark of the search from anywhere (issue 34; `npm run bench:search -w server`, not part of CI,
 * nor a timed test): `GET /api/search/?q=<part of a surname>` against the tenants list's search of
 * the same text, `GET /api/tenants/?search=`, on the tenants benchmark's house (bench/house.ts, 50,000
 * tenants) with its ledger (200,000 rows), in the same run. The search answers every group (a
 * superuser); its tenants are found by the same condition, through `tenant_search`'s trigram index,
 * whose plan it prints first. Each path is loaded in turn, BENCH_ROUNDS times (3) after a second of
 * warm-up (harness.ts); the ratio is the median of the rounds' CPU per request (server + PostgreSQL).
 *
 * Options (environment): BENCH_DATABASE_URL, BENCH_SECONDS (per load, 3), BENCH_CONNECTIONS (20),
 * BENCH_ROUNDS (3), BENCH_TERM ('garc').
 */
import os from 'node:os';
import { todayIn } from '@bunkhouse/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/open';
import { sql, type Sql } from '../src/db/sql';
import { findTenants } from '../src/modules/search/search.queries';
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
import { houseStatements, ledgerStatement } from './house';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const TENANTS = 50_000;
const TERM = process.env.BENCH_TERM ?? 'garc';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = (r: LoadResult) => r.serverUs + r.postgresUs;

async function main() {
  await requireWrk();
  const { url, serverVersion } = await freshBenchDatabase('bunkhouse_bench_search');
  const database = openPostgres(url);
  await prepareDatabase(database, { seedDemo: false });
  for (const statement of houseStatements(TENANTS, todayIn('America/New_York')))
    await database.db.query(sql.raw(statement));
  await database.db.query(sql.raw(ledgerStatement(TENANTS * 4, TENANTS)));
  await database.db.query(sql`VACUUM ANALYZE`);

  // The tenants part's plan: the trigram index of tenant_search, as the list's search reads it.
  await findTenants(
    {
      query: async <T>(statement: Sql) => {
        const plan = await database.db.query<{ 'QUERY PLAN': string }>(sql`EXPLAIN ANALYZE ${statement}`);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
        return [] as T[];
      },
    },
    [TERM],
  );

  await createUser(database.db, { username: 'bench', password: 'bench password long', isSuperuser: true });
  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), webDistDir: undefined };
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const cookie = await signIn(port);
  const job = { port, cookie, connections: env('BENCH_CONNECTIONS', 20), seconds: env('BENCH_SECONDS', 3) };
  const paths = { search: `/api/search/?q=${TERM}`, list: `/api/tenants/?search=${TERM}` };
  const runs = { search: [] as LoadResult[], list: [] as LoadResult[] };
  console.log(`\n${TABLE_HEAD}`);
  for (let round = 0; round < env('BENCH_ROUNDS', 3); round++) {
    for (const key of ['search', 'list'] as const) {
      const result = await quietLoad({ ...job, path: paths[key] });
      runs[key].push(result);
      console.log(tableRow(paths[key], result));
    }
  }
  const ratios = runs.search.map((r, i) => cpu(r) / cpu(runs.list[i]!));
  console.log(
    `\nCPU per request, search / tenants list: ${median(ratios).toFixed(2)}× (rounds ` +
      `${ratios.map((r) => r.toFixed(2)).join(', ')}); PostgreSQL ${serverVersion}, Node ${process.version}, ` +
      `${os.cpus().length} CPUs, ${job.connections} connections, ${job.seconds} s per load`,
  );
  await app.close();
  await database.close();
}

await main();
