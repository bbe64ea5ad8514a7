/**
 * Benchmark of the billing run's messages (issue 32; `npm run bench:messages -w server`, also part of
 * `npm run bench`; not a timed test): what queuing the rent reminders of ~10,000 due charges adds to
 * the billing run that charges them. A house of 25,000 tenants (10,000 open orders starting today to
 * 5 days ahead, bench/house.ts) is seeded once into a template database; each trial bills a fresh
 * copy of it with messages off, and another with messages on (reminders 5 days ahead, so every charge
 * of the run is reminded; overdue notices on), in alternating order; the ratio is of the medians.
 *
 * Options (environment): BENCH_DATABASE_URL, BENCH_TRIALS (default 3).
 */
import { todayIn } from '@bunkhouse/contract';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { runBilling } from '../src/modules/billing/billing.service';
import { prepareDatabase } from '../src/setup/prepare';
import { freshBenchDatabase } from './harness';
import { houseStatements } from './house';

const TENANTS = 25_000;
const LEAD_DAYS = 5;
const TRIALS = Number(process.env.BENCH_TRIALS ?? 3);
const TEMPLATE = 'bunkhouse_bench_messages';
const COPY = 'bunkhouse_bench_messages_run';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { url } = await freshBenchDatabase(TEMPLATE);
  const today = todayIn('America/New_York');
  const seed = openPostgres(url);
  await prepareDatabase(seed, { seedDemo: false });
  for (const statement of houseStatements(TENANTS, today)) await seed.db.query(sql.raw(statement));
  await seed.db.query(sql`VACUUM ANALYZE`);
  await seed.close();

  const admin = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await admin.connect();
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${COPY}`;
  const connections = loadConfig(process.env).billingConnections;

  const bill = async (messagesOn: boolean) => {
    await admin.query(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${COPY} TEMPLATE ${TEMPLATE}`);
    const database = openPostgres(copyUrl.toString());
    try {
      if (messagesOn)
        await database.db.query(
          sql`UPDATE message_settings SET messages_on = true, smtp_host = '127.0.0.1', smtp_port = 25,
                from_address = 'office@bench.example', public_url = 'https://rent.bench.example', reminder_days = ${LEAD_DAYS}`,
        );
      const started = performance.now();
      const report = await runBilling(database.db, { today, leadDays: LEAD_DAYS, connections });
      const ms = performance.now() - started;
      const [queued] = await database.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM messages`);
      return { ms, confirmations: report.confirmations, messages: queued!.n };
    } finally {
      await database.close();
    }
  };

  const off: number[] = [];
  const on: number[] = [];
  console.log('\n| Trial | messages | rent charged | messages queued | ms |\n|---|---|---:|---:|---:|');
  for (let trial = 1; trial <= TRIALS; trial++) {
    for (const messagesOn of trial % 2 ? [false, true] : [true, false]) {
      const run = await bill(messagesOn);
      (messagesOn ? on : off).push(run.ms);
      console.log(
        `| ${trial} | ${messagesOn ? 'on' : 'off'} | ${run.confirmations} | ${run.messages} | ${run.ms.toFixed(0)} |`,
      );
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await admin.end();
  console.log(
    `\nBilling with its reminders queued: median ${median(on).toFixed(0)} ms against ${median(off).toFixed(0)} ms ` +
      `without messages: ${(median(on) / median(off)).toFixed(2)}× (target ≤ 1.5×).`,
  );
}

await main();
