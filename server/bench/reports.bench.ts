/**
 * Benchmark of the reports on a long history (`npm run bench:reports -w server`, also part of
 * `npm run bench`; not a timed test). Creates a fresh PostgreSQL database `bunkhouse_bench_reports` on
 * BENCH_DATABASE_URL's server and seeds, with bulk SQL, 100 properties with 6,000 beds, 5,000 tenants,
 * 20,000 orders over five years (most completed, 4,000 open) and 2,000,000 ledger rows spread over the
 * same five years (payments, rent, fees, income, expense; 1% of the payments voided later). The
 * rollups (db/derived/daily-totals.sql) fill as the rows go in.
 *
 * Then, for 30 days, 3 months, 1 year and 5 years ending today, it times the daily summary and the
 * totals as the server runs them (the service functions, sequentially, warm), against the plain
 * aggregate over the raw ledger for the same range in the same run: for the summary the ledger's
 * income and expense grouped by business day; for the totals the query the server ran before the
 * rollups (sums over the ledger, and free beds by a probe per bed). It prints each as a ratio and
 * whether the totals' plan visits every bed.
 *
 * Options (environment): BENCH_REPEAT (runs per measure, default 25).
 */
import { addDays, todayIn } from '@bunkhouse/contract';
import { openPostgres } from '../src/db/open';
import { freshBenchDatabase } from './harness';
import { sql, type Sql } from '../src/db/sql';
import { endOfDay, startOfDay } from '../src/db/time';
import { getDailySummary, getReportTotals } from '../src/modules/reports/reports.service';
import { prepareDatabase } from '../src/setup/prepare';

const ZONE = 'America/New_York';
const REPEAT = Number(process.env.BENCH_REPEAT ?? 25);
const LEDGER_ROWS = 2_000_000;
const YEARS = 5;

async function main() {
  const { url } = await freshBenchDatabase('bunkhouse_bench_reports');
  const database = openPostgres(url, { max: 2 });
  await prepareDatabase(database, { seedDemo: false, firstSettings: { timeZone: ZONE, rentLeadDays: 5 } });
  const today = todayIn(ZONE);
  let started = performance.now();
  for (const statement of seedStatements()) await database.db.query(sql.raw(statement));
  // The bulk seed updates each day's rollup row hundreds of times in one transaction, which leaves its
  // live rows one to a page (1,817 pages for 1,861 rows); a house posts one payment per transaction,
  // and then every update is a HOT update on the row's own page (measured: 20,000 upserts over 200
  // days, one per transaction, left 2 pages). VACUUM FULL gives the rollup that layout.
  await database.db.query(sql`VACUUM FULL daily_totals`);
  await database.db.query(sql`VACUUM FULL property_daily_totals`);
  await database.db.query(sql`VACUUM ANALYZE`);
  const [counts] = await database.db.query<Record<string, number>>(
    sql`SELECT (SELECT count(*) FROM transactions) AS ledger_rows, (SELECT count(*) FROM daily_totals) AS rollup_rows,
               (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM beds) AS beds`,
  );
  console.log(
    `Seeded ${counts!.ledger_rows} ledger rows (${counts!.rollup_rows} rollup rows), ${counts!.orders} orders, ` +
      `${counts!.beds} beds in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const db = database.db;
  /** The median ms of `REPEAT` runs, after one warm-up. */
  const time = async (run: () => Promise<unknown>) => {
    await run();
    const samples: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  };
  const ranges: Array<[string, number]> = [
    ['30 days', 30],
    ['3 months', 91],
    ['1 year', 365],
    ['5 years', 5 * 365],
  ];
  // The whole house, then one property (issue 30: property_daily_totals, decision 040).
  for (const property of [null, 1]) {
    console.log(`\n${property === null ? 'The whole house' : `Property #${property}`}:\n`);
    console.log('| Range | summary ms | plain ms | ratio | totals ms | plain ms | ratio |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const costs: Array<{ summary: number; totals: number }> = [];
    for (const [label, days] of ranges) {
      const range = { start: addDays(today, -(days - 1)), end: today, ...(property ? { property } : {}) };
      const summary = await time(() => getDailySummary(db, range));
      const plainSummary = await time(() => db.query(plainSummarySql(range, property)));
      const totals = await time(() => getReportTotals(db, range));
      const plainTotals = await time(() => db.query(plainTotalsSql(range, property)));
      costs.push({ summary, totals });
      console.log(
        `| ${label} | ${summary.toFixed(2)} | ${plainSummary.toFixed(1)} | ${(plainSummary / summary).toFixed(0)}× | ` +
          `${totals.toFixed(2)} | ${plainTotals.toFixed(1)} | ${(plainTotals / totals).toFixed(0)}× |`,
      );
    }
    const [month, years] = [costs[0]!, costs[3]!];
    console.log(
      `\n5 years cost, against 30 days: totals ${(years.totals / month.totals).toFixed(2)}×, ` +
        `summary ${(years.summary / month.summary).toFixed(2)}× (its answer has 1,825 days, not 30), ` +
        `both ${((years.totals + years.summary) / (month.totals + month.summary)).toFixed(2)}×.`,
    );
  }
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    sql`EXPLAIN SELECT * FROM (SELECT coalesce(sum(beds_count), 0), coalesce(sum(occupied_beds), 0) FROM properties) b`,
  );
  const visitsBeds = plan.some((row) => /\bbeds\b/.test(row['QUERY PLAN'].replace('beds_count', '')));
  console.log(`The totals' occupancy reads ${visitsBeds ? 'every bed' : 'the properties only, no bed'}.`);
  await database.close();
}

/** Only the rows of a property, when one is given. */
const ofProperty = (property: number | null) =>
  property === null ? sql`` : sql`AND tr.property_id = ${property}`;

/** The ledger's income and expense of each booked day of the range, straight from its rows. */
const plainSummarySql = ({ start, end }: { start: string; end: string }, property: number | null): Sql =>
  sql`SELECT tr.booked_on AS day,
             sum(tr.amount) FILTER (WHERE tr.type IN ('payment', 'income')) AS income,
             sum(tr.amount) FILTER (WHERE tr.type = 'expense') AS expense
      FROM transactions tr
      WHERE tr.type IN ('payment', 'income', 'expense') ${ofProperty(property)}
        AND tr.booked_on BETWEEN ${start}::date AND ${end}::date
      GROUP BY 1 ORDER BY 1`;

/**
 * The totals as plain aggregates over the raw tables (reports.queries.ts before decision 019, with
 * the money on its booked day): the ledger's sums, check-outs and beds sold from the orders, free beds
 * by a probe per bed; for one property, its rows, its orders (by their first bed) and its beds.
 */
const plainTotalsSql = ({ start, end }: { start: string; end: string }, property: number | null): Sql => {
  const orderProperty = sql`(SELECT b.property_id FROM order_beds ob JOIN beds b ON b.id = ob.bed_id
                             WHERE ob.order_id = o.id ORDER BY ob.bed_id LIMIT 1)`;
  return sql`WITH bounds AS (SELECT ${startOfDay(start, ZONE)} AS lo, ${endOfDay(end, ZONE)} AS hi),
      money AS (
        SELECT coalesce(sum(tr.amount) FILTER (WHERE tr.type IN ('payment', 'income')), 0) AS income,
               coalesce(sum(tr.amount) FILTER (WHERE tr.type = 'expense'), 0) AS expense
        FROM transactions tr
        WHERE tr.type IN ('payment', 'income', 'expense') ${ofProperty(property)}
          AND tr.booked_on BETWEEN ${start}::date AND ${end}::date),
      beds_now AS (
        SELECT count(*)::int AS total,
               (count(*) FILTER (WHERE NOT EXISTS (
                  SELECT 1 FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open)))::int AS free
        FROM beds b ${property === null ? sql`` : sql`WHERE b.property_id = ${property}`})
      SELECT money.income, money.expense,
             (SELECT count(*) FROM orders o, bounds WHERE o.deleted_at >= bounds.lo AND o.deleted_at < bounds.hi
                ${property === null ? sql`` : sql`AND ${orderProperty} = ${property}`}),
             (SELECT count(*) FROM orders o JOIN order_beds ob ON ob.order_id = o.id
                JOIN beds bd ON bd.id = ob.bed_id, bounds
              WHERE o.created_at >= bounds.lo AND o.created_at < bounds.hi
                ${property === null ? sql`` : sql`AND bd.property_id = ${property}`}),
             beds_now.total, beds_now.free
      FROM money, beds_now`;
};

/** The long history, in bulk SQL (the rollups' trigger fills them statement by statement). */
function seedStatements(): string[] {
  const span = `interval '${YEARS * 365} days'`;
  return [
    `INSERT INTO properties (address, city, state, zip_code)
     SELECT g || ' Ledger St', 'Austin', 'TX', '78702' FROM generate_series(1, 100) g`,
    `INSERT INTO rooms (property_id, number, gender_designation)
     SELECT p.id, n, (ARRAY['male', 'female', 'mixed'])[1 + n % 3] FROM properties p, generate_series(1, 20) n`,
    `INSERT INTO beds (room_id, number, price) SELECT r.id, b, 600 FROM rooms r, generate_series(1, 3) b`,
    `INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth)
     SELECT 'Tenant', 'Number' || g, 't' || g || '@example.com', '312555' || lpad(g::text, 4, '0'), date '1990-01-01'
     FROM generate_series(1, 5000) g`,
    // 16,000 completed orders over five years, then 4,000 open ones on beds of their own.
    // Each order in the house of its bed (order g has bed 1 + g % 6000; open ones the tenant's id).
    `INSERT INTO orders (tenant_id, status, period_payment, rent_amount, start_date, created_at, deleted_at,
                         property_id)
     SELECT 1 + g % 5000, 'completed', 'monthly', 600, (now() - ${span} + g * interval '2.7 hours')::date,
            now() - ${span} + g * interval '2.7 hours', now() - ${span} + g * interval '2.7 hours' + interval '60 days',
            (SELECT b.property_id FROM beds b WHERE b.id = 1 + g % 6000)
     FROM generate_series(1, 16000) g`,
    `INSERT INTO order_beds (order_id, bed_id, is_open, start_date, end_date)
     SELECT o.id, 1 + o.id % 6000, false, o.start_date, greatest(o.start_date, o.deleted_at::date) FROM orders o`,
    `INSERT INTO orders (tenant_id, period_payment, rent_amount, start_date, created_at, property_id)
     SELECT t.id, 'monthly', 600, current_date - t.id % 28, now() - (t.id % 28) * interval '1 day',
            (SELECT b.property_id FROM beds b WHERE b.id = t.id)
     FROM tenants t WHERE t.id <= 4000`,
    `INSERT INTO order_beds (order_id, bed_id, start_date)
     SELECT o.id, o.tenant_id, o.start_date FROM orders o WHERE o.status <> 'completed'`,
    // The ledger: five types over five years, each row at a random instant and property.
    `INSERT INTO transactions (type, tenant_id, property_id, amount, current_balance, created_at, booked_on)
     SELECT x.type, CASE WHEN x.type IN ('income', 'expense') THEN NULL ELSE 1 + g % 5000 END, 1 + g % 100,
            CASE x.type WHEN 'payment' THEN 600 WHEN 'rent' THEN -600 WHEN 'fee' THEN -50 ELSE 10 + g % 500 END,
            CASE WHEN x.type IN ('income', 'expense') THEN NULL ELSE 0 END,
            at.at, (at.at AT TIME ZONE (SELECT time_zone FROM business_settings))::date
     FROM generate_series(1, ${LEDGER_ROWS - LEDGER_ROWS / 200}) g
     CROSS JOIN LATERAL (SELECT now() - ${span} + (g::float8 / ${LEDGER_ROWS}) * ${span} AS at) at
     CROSS JOIN LATERAL (SELECT (ARRAY['payment', 'payment', 'payment', 'rent', 'rent', 'rent', 'fee', 'income',
                                       'expense', 'payment'])[1 + g % 10] AS type) x`,
    // 1% of the payments voided, a few days after each.
    `INSERT INTO transactions (type, tenant_id, property_id, amount, current_balance, reverses_id, created_at,
                               booked_on)
     SELECT 'payment', p.tenant_id, p.property_id, -p.amount, 0, p.id, p.created_at + interval '3 days',
            p.booked_on + 3
     FROM transactions p WHERE p.type = 'payment' AND p.id % 60 = 0 AND p.reverses_id IS NULL
     LIMIT ${LEDGER_ROWS / 200}`,
  ];
}

await main();
