/**
 * Benchmark of the mail pipeline (`npm run bench:mail -w server`, also part of `npm run bench`; not
 * a timed test), issue 12:
 *
 * (a) Parse throughput: `parseMail` over every fixture (`src/modules/mail/fixtures/**\/*.eml`) with
 *     the seeded method patterns, BENCH_PASSES passes (default 20) after one warm-up pass, in
 *     messages and MB per second. No DNS: DKIM signatures are not checked (`dkimResolver: false`),
 *     as for a mail our receiving server vouched for.
 * (a') The cost of the rules (issue 31: all rules within 1.5× of today's): the same mails read in this
 *     thread (no worker, so the rules weigh more) with today's rules (the rule ids before the general
 *     Zelle reader, TODAY_RULE_IDS) and with all of them, in rounds taken in turn and timed by CPU:
 *     every fixture (the general reader's own among them, which today's rules do not read at all),
 *     then every fixture but those (what the general reader costs the mail that was read before).
 * (b) Ingest from IMAP: MAIL_BENCH_MESSAGES generated messages (default 10,000) appended to a fresh
 *     Dovecot mailbox (test/dovecot.ts) — 45% Venmo notifications (most verified by our receiving
 *     server, each its own reference), 15% copies of the fixtures (every provider, HTML, encodings,
 *     forwards), 40% other mail — then one `pollMailboxOnce` into a fresh PostgreSQL database
 *     `bunkhouse_bench_mail` on BENCH_DATABASE_URL's server with 1,000 tenants to match against,
 *     timed from connecting to logging out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openPostgres } from '../src/db/open';
import { freshBenchDatabase } from './harness';
import { sql } from '../src/db/sql';
import { pollMailboxOnce } from '../src/jobs/mail-poller';
import { parseMail } from '../src/modules/mail/parse';
import type { MailReader } from '../src/modules/mail/mail-reader';
import type { ParseOptions } from '../src/modules/mail/parsed';
import { PAYMENT_METHODS, PROVIDER_RULES, type ProviderRule } from '../src/modules/mail/providers';
import { readPayments } from '../src/modules/mail/reading';
import { prepareDatabase } from '../src/setup/prepare';
import { startDovecot } from '../test/dovecot';

const PASSES = Number(process.env.BENCH_PASSES ?? 20);
const MESSAGES = Number(process.env.MAIL_BENCH_MESSAGES ?? 10_000);
const FIXTURES = path.resolve(import.meta.dirname, '../src/modules/mail/fixtures');
const AUTHSERV_ID = 'mx.bunkhouse.test';
/** The general Zelle reader's fixtures: mails of banks that no rule of today reads. */
const GENERAL_ZELLE_FOLDER = 'zelle';
/** The rules before the general Zelle reader (issue 31): "today's figure" of its speed bar. */
const TODAY_RULE_IDS = [
  'chase-zelle',
  'bofa-zelle',
  'wellsfargo-zelle',
  'venmo',
  'cash-app',
  'paypal',
  'chime',
  'apple-cash',
];
const FIRST = [
  'John',
  'María',
  'Kevin',
  'Ana',
  'Dwayne',
  'Li',
  'Fatima',
  'José',
  'Olga',
  'Sam',
  'Priya',
  'Tom',
];
const LAST = [
  'Doe',
  'García',
  'Nguyen',
  'Smith',
  'Johnson',
  'Wang',
  'Khan',
  'Pérez',
  'Ivanova',
  'Lee',
  'Patel',
  'Brown',
];

const OPTIONS: ParseOptions = {
  timezone: 'America/New_York',
  trustedAuthservId: AUTHSERV_ID,
  trustedForwarders: ['owner@sunrise.example', 'sunrise-staff.example'],
  methods: PAYMENT_METHODS,
  dkimResolver: false,
};

/** Every fixture mail, with the folder it is in (the id of the rule it is written for). */
function findFixtures(dir: string, folder = ''): Array<{ folder: string; raw: Buffer }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findFixtures(full, entry.name);
    return entry.name.endsWith('.eml') ? [{ folder, raw: readFileSync(full) }] : [];
  });
}

async function benchParse(fixtures: Buffer[]) {
  const parseAll = async () => {
    for (const raw of fixtures) await parseMail(raw, OPTIONS).catch(() => null); // unreadable ones too
  };
  await parseAll();
  const started = performance.now();
  for (let pass = 0; pass < PASSES; pass++) await parseAll();
  const seconds = (performance.now() - started) / 1000;
  const bytes = fixtures.reduce((n, raw) => n + raw.length, 0) * PASSES;
  return { messages: fixtures.length * PASSES, seconds, bytes };
}

/** Reads in this thread: what the rules cost, without the worker's copy and JSON around each mail. */
const IN_THREAD = { read: (raw: Buffer, opts: Parameters<MailReader['read']>[1]) => readPayments(raw, opts) };

/** Runs `pass` with only the rules of `ids` in PROVIDER_RULES (every rule when null), then puts them back. */
async function withRules<T>(ids: string[] | null, pass: () => Promise<T>): Promise<T> {
  const rules = PROVIDER_RULES as ProviderRule[];
  const all = [...rules];
  if (ids) rules.splice(0, rules.length, ...all.filter((rule) => ids.includes(rule.id)));
  try {
    return await pass();
  } finally {
    rules.splice(0, rules.length, ...all);
  }
}

/** This process's CPU in seconds (the reading runs in this thread): less swayed by other processes. */
const cpuSeconds = () => Object.values(process.cpuUsage()).reduce((a, b) => a + b) / 1e6;
/** Passes over the fixtures in one timed round of the rules' comparison. */
const ROUND_PASSES = 3;

/**
 * Today's rules against all of them, in this thread, on the same mails: BENCH_PASSES rounds of
 * ROUND_PASSES passes with each rule set in turn (which goes first alternates), each round timed by
 * this process's CPU. The ratio is the median of the rounds' ratios, so a moment of load on the
 * machine (or a collection of garbage) moves one round, not the result.
 */
async function benchRules(mails: Buffer[]) {
  const opts: ParseOptions = { ...OPTIONS, reader: IN_THREAD as unknown as MailReader };
  const round = (variant: 'today' | 'all') =>
    withRules(variant === 'today' ? TODAY_RULE_IDS : null, async () => {
      const started = cpuSeconds();
      for (let pass = 0; pass < ROUND_PASSES; pass++)
        for (const raw of mails) await parseMail(raw, opts).catch(() => null);
      return cpuSeconds() - started;
    });
  for (const warmUp of ['today', 'all'] as const) await round(warmUp);
  const seconds = { today: 0, all: 0 };
  const ratios: number[] = [];
  for (let i = 0; i < PASSES; i++) {
    const pair = { today: 0, all: 0 };
    for (const variant of i % 2 === 0 ? (['today', 'all'] as const) : (['all', 'today'] as const))
      pair[variant] = await round(variant);
    seconds.today += pair.today;
    seconds.all += pair.all;
    ratios.push(pair.all / pair.today);
  }
  ratios.sort((a, b) => a - b);
  const middle = (ratios.length - 1) / 2;
  const median = (ratios[Math.floor(middle)]! + ratios[Math.ceil(middle)]!) / 2;
  const [low, high] = [ratios[0]!, ratios.at(-1)!];
  return { messages: mails.length * ROUND_PASSES * PASSES, seconds, median, low, high };
}

/** One line of the rules' comparison. */
async function compareRules(label: string, mails: Buffer[]) {
  const r = await benchRules(mails);
  const perSecond = (seconds: number) => (r.messages / seconds).toFixed(0);
  console.log(
    `| ${label} | ${mails.length} | ${perSecond(r.seconds.today)} | ${perSecond(r.seconds.all)} | ` +
      `**${r.median.toFixed(2)}×** (${r.low.toFixed(2)}–${r.high.toFixed(2)}) | ${r.median <= 1.5 ? 'within' : 'OVER'} |`,
  );
}

/** The i-th generated message (see the module comment for the mix). */
function generated(i: number, fixtures: Buffer[]): Buffer {
  const kind = i % 20;
  if (kind < 9) return venmoNotification(i, kind !== 0);
  if (kind < 12) {
    const raw = fixtures[i % fixtures.length]!.toString('latin1');
    const id = `<bench-copy-${i}@bench.example>`;
    const copy = /^Message-ID:.*$/im.test(raw)
      ? raw.replace(/^Message-ID:.*$/im, `Message-ID: ${id}`)
      : `Message-ID: ${id}\r\n${raw}`;
    return Buffer.from(copy, 'latin1');
  }
  return otherMail(i);
}

function venmoNotification(i: number, verified: boolean) {
  const payer = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`.toUpperCase();
  const amount = `${(100 + (i % 900)).toLocaleString('en-US')}.${String(i % 100).padStart(2, '0')}`;
  const headers = [
    ...(verified ? [`Authentication-Results: ${AUTHSERV_ID}; dkim=pass header.d=venmo.com; spf=pass`] : []),
    'From: Venmo <venmo@venmo.com>',
    'To: Sunrise Housing <payments@sunrise.example>',
    `Subject: ${payer} paid you $${amount}`,
    'Date: Mon, 16 Nov 2026 14:30:00 -0500',
    `Message-ID: <bench-venmo-${i}@venmo.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  ];
  const body = [
    `${payer} paid you $${amount}`,
    `Transaction ID: 4${String(i).padStart(11, '0')}`,
    'Date: Nov 16, 2026',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`);
}

function otherMail(i: number) {
  const html = i % 2 === 0;
  const text = `Issue ${i}: the farmers market opens on Saturday. Parking on Elm Street is free after 6 pm.`;
  return Buffer.from(
    [
      `From: Neighborhood News <news${i % 50}@example.org>`,
      'To: payments@sunrise.example',
      `Subject: This week on Elm Street (${i})`,
      `Message-ID: <bench-news-${i}@example.org>`,
      'Date: Mon, 16 Nov 2026 09:00:00 -0500',
      'MIME-Version: 1.0',
      `Content-Type: ${html ? 'text/html' : 'text/plain'}; charset=utf-8`,
      '',
      html ? `<html><body><h1>This week</h1><p>${text}</p></body></html>` : text,
      '',
    ].join('\r\n'),
  );
}

async function seededMailDatabase() {
  const { url } = await freshBenchDatabase('bunkhouse_bench_mail');
  const database = openPostgres(url, { max: 4 });
  await prepareDatabase(database, { seedDemo: false });
  // 1,000 tenants: every payer name of the generated mail is some tenant's, plus namesakes.
  await database.db.query(
    sql`INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth)
        SELECT (${FIRST}::text[])[1 + n % ${FIRST.length}], (${LAST}::text[])[1 + (n / ${FIRST.length}) % ${LAST.length}] || CASE WHEN n >= 144 THEN '-' || n ELSE '' END,
               'tenant' || n || '@example.com', '312555' || lpad((n % 10000)::text, 4, '0'), DATE '1990-05-17'
        FROM generate_series(0, 999) AS n`,
  );
  return database;
}

async function main() {
  const fixtures = findFixtures(FIXTURES);
  if (!fixtures.length) throw new Error(`no fixtures under ${FIXTURES}`);
  const parsed = await benchParse(fixtures.map((f) => f.raw));
  console.log(`## Mail\n\n(a) parseMail over ${fixtures.length} fixtures, ${PASSES} passes\n`);
  console.log('| messages | seconds | messages/s | MB/s |');
  console.log('|---:|---:|---:|---:|');
  console.log(
    `| ${parsed.messages} | ${parsed.seconds.toFixed(2)} | ${(parsed.messages / parsed.seconds).toFixed(0)} | ` +
      `${(parsed.bytes / 1024 / 1024 / parsed.seconds).toFixed(1)} |`,
  );
  console.log(
    `\n(a') Today's rules (${TODAY_RULE_IDS.length}: ${TODAY_RULE_IDS.join(', ')}) against all ${PROVIDER_RULES.length}, ` +
      `the mails read in this thread, ${PASSES} rounds of ${ROUND_PASSES} passes each in turn; messages per CPU second, ` +
      `and all / today, the median of the rounds (lowest–highest); issue 31's bar: 1.5×\n`,
  );
  console.log('| mails | count | today | all | all / today | bar |');
  console.log('|---|---:|---:|---:|---:|---|');
  await compareRules(
    'every fixture',
    fixtures.map((f) => f.raw),
  );
  await compareRules(
    `every fixture but \`${GENERAL_ZELLE_FOLDER}/\` (mails today's rules read too)`,
    fixtures.filter((f) => f.folder !== GENERAL_ZELLE_FOLDER).map((f) => f.raw),
  );
  console.log();

  const mails = fixtures.map((f) => f.raw);
  const server = await startDovecot();
  const database = await seededMailDatabase();
  try {
    let started = performance.now();
    for (let i = 0; i < MESSAGES; i++) await server.append(generated(i, mails));
    const appendSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const result = await pollMailboxOnce(database, server, {
      timezone: OPTIONS.timezone,
      trustedAuthservId: AUTHSERV_ID,
      trustedForwarders: OPTIONS.trustedForwarders,
    });
    const seconds = (performance.now() - started) / 1000;
    const outcomes = await database.db.query<{ outcome: string; n: number }>(
      sql`SELECT outcome, count(*)::int AS n FROM mail_messages GROUP BY outcome ORDER BY outcome`,
    );
    const [{ candidates }] = (await database.db.query<{ candidates: number }>(
      sql`SELECT count(*)::int AS candidates FROM payment_candidates`,
    )) as [{ candidates: number }];
    if (result.ingested !== MESSAGES) throw new Error(`read ${result.ingested} of ${MESSAGES} messages`);
    console.log(
      `\n(b) ${MESSAGES} messages from Dovecot into PostgreSQL (appended in ${appendSeconds.toFixed(1)} s)\n`,
    );
    console.log('| messages | seconds | messages/s | candidates | outcomes |');
    console.log('|---:|---:|---:|---:|---|');
    console.log(
      `| ${MESSAGES} | ${seconds.toFixed(1)} | ${(MESSAGES / seconds).toFixed(0)} | ${candidates} | ` +
        `${outcomes.map((o) => `${o.outcome} ${o.n}`).join(', ')} |`,
    );
  } finally {
    await server.stop();
    await database.close();
  }
}

await main();
