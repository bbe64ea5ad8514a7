/**
 * Before and after in one run (issue 29: `npm run bench:before-after -w server`, not a test): the app
 * of BENCH_BEFORE (a commit, required) against the app of this checkout, each a server process of its
 * own (tsx, production settings) on a copy of the same house, loaded in turn on the same paths, so that
 * a change's cost is a ratio read in one run rather than two runs' figures on a machine whose speed
 * moves. For houses of BENCH_SIZES tenants (default "50000 500000": 200,000 and 2,000,000 ledger rows):
 *
 * 1. the before app migrates an empty database, the house is written (bench/house.ts: four ledger rows
 *    a tenant, each payment by a payment method in turn), and the before app starts again on it (a
 *    start of that version stores what it stores);
 * 2. that database is copied (`CREATE DATABASE … TEMPLATE`) and the app of this checkout starts on the
 *    copy: its migrations and whatever upgrade it runs; the run waits until the ledger's stored items
 *    hold no names and every row has one (the time it took is printed);
 * 3. each path is loaded on each server (BENCH_WARMUP s unmeasured first), then BENCH_ROUNDS rounds of
 *    BENCH_SECONDS, the servers in turn; printed: each path's CPU per request (the server's process +
 *    PostgreSQL's) and throughput, after / before, medians of the rounds;
 * 4. a payment method's rename through the API on each server, timed (it must not grow with the ledger).
 *
 * Options (environment): BENCH_BEFORE (commit), BENCH_SIZES, BENCH_SECONDS (5), BENCH_ROUNDS (3),
 * BENCH_WARMUP (3), BENCH_CONNECTIONS (20; the CSV export 2, its limit per instance), BENCH_DATABASE_URL.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { todayIn } from '@bunkhouse/contract';
import { freshBenchDatabase, load, quietLoad, requireWrk, signIn, type LoadResult } from './harness';
import { houseStatements, ledgerStatement } from './house';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BEFORE = process.env.BENCH_BEFORE;
const SIZES = (process.env.BENCH_SIZES ?? '50000 500000').split(/\s+/).map(Number);
const ROUNDS = env('BENCH_ROUNDS', 3);
const WARM_UP = env('BENCH_WARMUP', 3);
const SECONDS = env('BENCH_SECONDS', 5);
const CONNECTIONS = env('BENCH_CONNECTIONS', 20);
const ZONE = 'America/New_York';
const ADMIN = { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench password long' };
const repo = path.resolve(import.meta.dirname, '../..');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = (r: LoadResult) => r.serverUs + r.postgresUs;

interface Server {
  name: 'before' | 'after';
  child: ChildProcess;
  port: number;
  log: string[];
}

/** Every server started: the ones still running are stopped when the run ends, even by a failure. */
const started = new Set<ChildProcess>();
process.on('exit', () => started.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

/** A server of `root`'s sources on `url`, started and healthy (and first refused if its port is taken). */
async function startServer(name: Server['name'], root: string, url: string, port: number): Promise<Server> {
  const taken = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} answers already: stop what runs there first`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'server'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      SETTINGS_KEY: 'bench settings key, long enough',
      ...ADMIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const log: string[] = [];
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  for (let i = 0; i < 60 * 60 * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${name} server ended:\n${log.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, child, port, log };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} server not healthy`);
}

async function stopServer(server: Server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The before commit's sources, beside this checkout, with its node_modules. */
function checkOutBefore(): string {
  if (!BEFORE) throw new Error('Set BENCH_BEFORE to the commit to compare with (e.g. BENCH_BEFORE=HEAD~5).');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, BEFORE], { cwd: repo, stdio: 'ignore' });
  for (const workspace of ['', 'contract', 'server', 'web']) {
    const modules = path.join(repo, workspace, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(dir, workspace, 'node_modules'));
  }
  return dir;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function measureHouse(tenants: number, beforeRoot: string) {
  const rows = tenants * 4;
  console.log(
    `\n## ${tenants.toLocaleString('en-US')} tenants, ${rows.toLocaleString('en-US')} ledger rows\n`,
  );
  const { url: beforeUrl } = await freshBenchDatabase('bunkhouse_bench_before');
  const afterName = 'bunkhouse_bench_after';
  const afterUrl = beforeUrl.replace(/\/bunkhouse_bench_before$/, `/${afterName}`);

  let started = performance.now();
  await stopServer(await startServer('before', beforeRoot, beforeUrl, 3601)); // its schema and admin
  for (const statement of [...houseStatements(tenants, todayIn(ZONE)), ledgerStatement(rows, tenants)])
    await query(beforeUrl, statement);
  console.log(`- house written in ${seconds(performance.now() - started)}`);
  started = performance.now();
  let before = await startServer('before', beforeRoot, beforeUrl, 3601);
  console.log(`- before: started on it in ${seconds(performance.now() - started)}`);
  await stopServer(before);
  await query(
    beforeUrl.replace(/\/[^/]+$/, '/postgres'),
    `DROP DATABASE IF EXISTS ${afterName} WITH (FORCE)`,
  );
  await query(
    beforeUrl.replace(/\/[^/]+$/, '/postgres'),
    `CREATE DATABASE ${afterName} TEMPLATE bunkhouse_bench_before`,
  );
  before = await startServer('before', beforeRoot, beforeUrl, 3601);

  started = performance.now();
  const after = await startServer('after', repo, afterUrl, 3602);
  console.log(`- after: started on the copy in ${seconds(performance.now() - started)}`);
  for (;;) {
    const [left] = await query<{ n: number }>(
      afterUrl,
      `SELECT (SELECT count(*) FROM transactions tr WHERE NOT EXISTS
                 (SELECT 1 FROM transaction_items ti WHERE ti.transaction_id = tr.id))
            + (SELECT count(*) FROM transaction_items WHERE item::jsonb ? 'tenant') AS n`,
    );
    if (Number(left!.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.log(`- after: its ledger items upgraded ${seconds(performance.now() - started)} after it started`);
  await query(beforeUrl, 'VACUUM ANALYZE');
  await query(afterUrl, 'VACUUM ANALYZE');

  const servers = [before, after];
  const cookies = new Map<Server, string>();
  for (const server of servers) cookies.set(server, await signIn(server.port));
  const get = (server: Server, p: string) =>
    fetch(`http://127.0.0.1:${server.port}${p}`, { headers: { cookie: cookies.get(server)! } });

  const first = '/api/transactions/?page_size=50';
  const { next } = (await (await get(after, first)).json()) as { next: string };
  const [busy] = await query<{ id: number }>(
    afterUrl,
    `SELECT tenant_id AS id FROM transactions WHERE tenant_id IS NOT NULL GROUP BY tenant_id ORDER BY count(*) DESC, tenant_id LIMIT 1`,
  );
  const month = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 7);
  const paths: Array<[label: string, path: string, connections: number]> = [
    ['the transactions page', first, CONNECTIONS],
    ['the next page', next, CONNECTIONS],
    ["a tenant's ledger", `/api/tenants/${busy!.id}/transactions/?page_size=50`, CONNECTIONS],
    ['the CSV of a month', `/api/transactions/csv/?date_from=${month}-01&date_to=${month}-28`, 2],
  ];
  for (const [label, p] of paths) {
    const answers = await Promise.all(servers.map(async (s) => (await get(s, p)).text()));
    // The same content, whatever the order of an object's keys (decision 032 puts the names last).
    const content = (text: string) => (text.startsWith('{') ? (JSON.parse(text) as unknown) : text);
    if (!isDeepStrictEqual(content(answers[0]!), content(answers[1]!)))
      console.log(`  (note: ${label} answers differently before and after)`);
  }
  const loadOn = (server: Server, p: string, connections: number, secs: number, quiet = true) =>
    (quiet ? quietLoad : load)({
      port: server.port,
      path: p,
      cookie: cookies.get(server)!,
      connections,
      seconds: secs,
      serverPid: server.child.pid!,
    });
  for (const [, p, connections] of paths)
    for (const server of servers) await loadOn(server, p, connections, WARM_UP, false);
  const measured = new Map(
    paths.map(([label]) => [label, { before: [] as LoadResult[], after: [] as LoadResult[] }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, p, connections] of paths) {
      for (const server of servers)
        measured.get(label)![server.name].push(await loadOn(server, p, connections, SECONDS));
    }
  }
  console.log(
    '\n| Path | before CPU µs/req | after CPU µs/req | after / before (CPU) | rounds | before req/s | after req/s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [label, m] of measured) {
    if ([...m.before, ...m.after].some((r) => r.failures)) throw new Error(`${label}: failed requests`);
    const ratios = m.after.map((r, i) => cpu(r) / cpu(m.before[i]!));
    console.log(
      `| ${label} | ${median(m.before.map(cpu)).toFixed(0)} | ${median(m.after.map(cpu)).toFixed(0)} | ` +
        `${median(ratios).toFixed(2)}× | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} | ` +
        `${median(m.before.map((r) => r.perSecond)).toFixed(0)} | ${median(m.after.map((r) => r.perSecond)).toFixed(0)} |`,
    );
  }

  // A payment method's rename (each one is on a sixth of the payments), timed from the client.
  const [method] = await query<{ id: number; name: string; n: number }>(
    afterUrl,
    `SELECT s.id, s.name, (SELECT count(*) FROM transactions tr WHERE tr.sub_type_id = s.id)::int AS n
     FROM transaction_sub_types s WHERE s.type = 'payment' ORDER BY s.id LIMIT 1`,
  );
  for (const server of servers) {
    const times: number[] = [];
    for (const name of [`${method!.name} (renamed)`, method!.name]) {
      const csrf = /csrftoken=([^;]+)/.exec(cookies.get(server)!)![1]!;
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/transaction-sub-types/${method!.id}/`, {
        method: 'PATCH',
        headers: { cookie: cookies.get(server)!, 'x-csrftoken': csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      times.push(performance.now() - t);
      if (!res.ok) throw new Error(`rename on ${server.name}: ${res.status} ${await res.text()}`);
    }
    console.log(
      `- ${server.name}: renaming a payment method used by ${method!.n.toLocaleString('en-US')} ledger rows: ` +
        `${times.map((t) => `${t.toFixed(0)} ms`).join(', then back: ')}`,
    );
  }
  for (const server of servers) await stopServer(server);
  for (const name of ['bunkhouse_bench_before', afterName])
    await query(beforeUrl.replace(/\/[^/]+$/, '/postgres'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

await requireWrk();
const beforeRoot = checkOutBefore();
try {
  console.log(
    `# Before (${BEFORE}, ${execFileSync('git', ['rev-parse', '--short', BEFORE!], { cwd: repo, encoding: 'utf8' }).trim()}) and after (this checkout), in one run`,
  );
  for (const tenants of SIZES) await measureHouse(tenants, beforeRoot);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', beforeRoot], { cwd: repo, stdio: 'ignore' });
}
