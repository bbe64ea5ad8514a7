/**
 * Where the transactions page's PostgreSQL time goes (issue 16's 2× aim; docs/benchmarks.md "Ratios"):
 * `node --import tsx bench/transactions-page.explain.ts` (BENCH_TENANTS, default 50,000). On a fresh
 * database of the ratio benchmark's house (four ledger rows a tenant), it runs, 1,000 times each and in
 * turn over three rounds, the first page of 50 rows as the app asks for it (the rows' stored JSON,
 * decision 030), the plain keyset scan the ratio benchmark compares it with, and the same page with
 * each row's JSON built at each request from its joins (the app before decision 030). It prints each
 * statement's median execution time (EXPLAIN ANALYZE, no timing of nodes) and round trip from this
 * client.
 */
import pg from 'pg';
import { todayIn } from '@bunkhouse/contract';
import type { Executor } from '../src/db/database';
import { openPostgres } from '../src/db/open';
import { sql, type Sql } from '../src/db/sql';
import { selectTransactionBatch } from '../src/modules/finance/transactions.queries';
import { storeMissingItems } from '../src/modules/ledger/transaction-items';
import { TRANSACTION_JOINS, TRANSACTION_JSON } from '../src/presenters/finance';
import { prepareDatabase } from '../src/setup/prepare';
import { freshBenchDatabase } from './harness';
import { houseStatements, ledgerStatement } from './house';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 50_000);
const ZONE = 'America/New_York';
const { url } = await freshBenchDatabase('bunkhouse_bench_page');
const database = openPostgres(url, { max: 4 }); // set-up holds a lock on one connection
await prepareDatabase(database, { seedDemo: false, firstSettings: { timeZone: ZONE, rentLeadDays: 5 } });
for (const statement of [...houseStatements(TENANTS, todayIn(ZONE)), ledgerStatement(TENANTS * 4, TENANTS)]) {
  await database.db.query(sql.raw(statement));
}
await storeMissingItems(database.db);
await database.db.query(sql.raw('VACUUM ANALYZE'));

let page: Sql | null = null;
const capture: Executor = {
  async query<T>(statement: Sql) {
    page = statement;
    return [] as T[];
  },
};
await selectTransactionBatch(capture, {}, '-created_at', null, 50);
await database.close();

const order = 'ORDER BY tr.created_at DESC NULLS LAST, tr.id DESC NULLS LAST';
const cursor = `to_char(tr.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_key`;
const { text, values } = page!.toQuery();
const cases: Array<[string, string, unknown[]]> = [
  ['the page as the app asks for it', text, values],
  ['the plain keyset scan (`SELECT *`, 50 rows)', `SELECT * FROM transactions tr ${order} LIMIT 50`, []],
  [
    'each row built from its joins at each request (before decision 030)',
    `SELECT (${TRANSACTION_JSON.toQuery().text})::text AS item, tr.id, ${cursor}
     FROM (SELECT tr.id FROM transactions tr ${order} LIMIT 51) page
     JOIN transactions tr ON tr.id = page.id ${TRANSACTION_JOINS.toQuery().text} ${order}`,
    [],
  ],
];

const client = new pg.Client({ connectionString: url });
await client.connect();
const results = new Map<string, { execution: number[]; roundTrip: number[] }>();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (let round = 0; round < 3; round++) {
  for (const [name, statement, parameters] of cases) {
    const query = {
      name: `explained_${cases.findIndex((c) => c[0] === name)}`,
      text: statement,
      values: parameters,
    };
    for (let i = 0; i < 100; i++) await client.query(query);
    const start = process.hrtime.bigint();
    for (let i = 0; i < 1000; i++) await client.query(query);
    const roundTrip = Number(process.hrtime.bigint() - start) / 1000 / 1000;
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, TIMING off, SUMMARY on) ${statement}`,
      parameters,
    );
    const line = plan.rows.map((row) => row['QUERY PLAN']).find((l) => l.startsWith('Execution Time'))!;
    const entry = results.get(name) ?? { execution: [], roundTrip: [] };
    entry.execution.push(Number(/([\d.]+) ms/.exec(line)![1]) * 1000);
    entry.roundTrip.push(roundTrip);
    results.set(name, entry);
  }
}
await client.end();
console.log(`${TENANTS} tenants, ${TENANTS * 4} ledger rows; medians of 3 rounds\n`);
console.log('| Statement | execution µs | round trip µs |\n| --- | ---: | ---: |');
for (const [name, { execution, roundTrip }] of results) {
  console.log(`| ${name} | ${median(execution).toFixed(0)} | ${median(roundTrip).toFixed(0)} |`);
}
