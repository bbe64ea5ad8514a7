/**
 * EXPLAIN ANALYZE of the transactions list's page query on the tenants benchmark database (run
 * `npm run bench:tenants -w server` first, which leaves `bunkhouse_bench_tenants` with ~90,000 ledger
 * rows): `node --import tsx bench/transactions.explain.ts`. Prints planning and execution time (ms)
 * per case as markdown rows, among them pages deep in the ledger, to show that a cursor page costs
 * the same at any depth.
 */
import type { Executor } from '../src/db/database';
import { openPostgres } from '../src/db/open';
import { sql, type Sql } from '../src/db/sql';
import { selectTransactionBatch } from '../src/modules/finance/transactions.queries';
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = '/bunkhouse_bench_tenants';
const database = openPostgres(url.toString(), { max: 1 });
/** An executor that explains each query instead of running it, keeping the timing lines. */
let last = '';
const explaining: Executor = {
  async query<T>(statement: Sql) {
    const rows = await database.db.query<{ 'QUERY PLAN': string }>(
      sql`EXPLAIN (ANALYZE, TIMING off, SUMMARY on) ${statement}`,
    );
    last = rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => /Time/.test(line))
      .join(' ');
    return [] as T[];
  },
};
const [deep] = await database.db.query<{ key: string; id: number }>(
  sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key, id FROM transactions ORDER BY created_at DESC, id DESC OFFSET 80000 LIMIT 1`,
);
const [deepAmount] = await database.db.query<{ amount: string; id: number }>(
  sql`SELECT amount::text, id FROM transactions ORDER BY amount ASC NULLS FIRST, id ASC NULLS FIRST OFFSET 80000 LIMIT 1`,
);
const cases: Array<
  [
    string,
    Parameters<typeof selectTransactionBatch>[1],
    Parameters<typeof selectTransactionBatch>[2],
    Parameters<typeof selectTransactionBatch>[3],
  ]
> = [
  ['first page, `-created_at`', {}, '-created_at', null],
  ['page after row 80,000, `-created_at`', {}, '-created_at', { key: deep!.key, id: deep!.id }],
  ['first page, `-amount`', {}, '-amount', null],
  ['page after row 80,000, `amount`', {}, 'amount', { key: deepAmount!.amount, id: deepAmount!.id }],
  ['`type=rent`', { types: ['rent'] }, '-created_at', null],
  ['`tenant=garcia` (2,346 rows)', { tenant: 'garcia' }, '-created_at', null],
  ['`property=maple`', { property: 'maple' }, '-created_at', null],
  ['`date_from=date_to=` a day', { dateFrom: '2026-11-25', dateTo: '2026-11-25' }, '-created_at', null],
];
for (const [name, filter, ordering, after] of cases) {
  for (let i = 0; i < 3; i++) await selectTransactionBatch(explaining, filter, ordering, after, 20);
  console.log(
    `| ${name} | ${last.replace('Planning Time: ', '').replace(' Execution Time: ', ' | ').replace(/ ms/g, '')} |`,
  );
}
await database.close();
