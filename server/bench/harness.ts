import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * The load and sign-in shared by the benchmarks. The load generator is wrk (Debian's `wrk`): written
 * in C, it takes ~40 µs of CPU per request, where a Node client took ~300 µs of the same two cores
 * the server and PostgreSQL need (docs/benchmarks.md). It keeps `connections` keep-alive connections
 * busy for `seconds`, each sending its next request when the answer has arrived (a closed loop), and
 * times each request from sending it to the last byte of its answer.
 */
const run = promisify(execFile);

export interface LoadJob {
  port: number;
  path: string;
  cookie: string;
  connections: number;
  seconds: number;
  /** The server's process, when it is not this one (a server started apart: before-after.bench.ts). */
  serverPid?: number;
}

export interface LoadResult {
  p50: number;
  p99: number;
  max: number;
  requests: number;
  perSecond: number;
  /** Answers other than 2xx/3xx, and socket errors (connect, read, write, timeout). */
  failures: number;
  /** CPU per request in µs: the server's process, PostgreSQL's processes. */
  serverUs: number;
  postgresUs: number;
  /**
   * The share of the machine's CPU that other processes (and the hypervisor's steal) took meanwhile;
   * the load generator's is counted apart, the kernel's interrupt work is not counted.
   */
  othersShare: number;
}

/** Fails with a clear message when wrk is missing. */
export async function requireWrk() {
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      if (!error.stdout?.includes('wrk')) throw error; // wrk --version exits with 1
    });
  } catch {
    throw new Error('The benchmark needs wrk, the HTTP load generator: apt-get install -y wrk');
  }
}

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
const duration = (text: string) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`wrk printed a duration it does not document: ${text}`);
  return Number(match[1]) * MS[match[2]!]!;
};

/** One load: a second of warm-up, then `seconds` of measurement. */
export async function load(job: LoadJob): Promise<LoadResult> {
  const url = `http://127.0.0.1:${job.port}${job.path}`;
  const args = (seconds: number) => [
    '--threads=1',
    `--connections=${job.connections}`,
    `--duration=${seconds}s`,
    '--timeout=10s',
    '--latency',
    `--header=cookie: ${job.cookie}`,
    url,
  ];
  await run('wrk', args(1));
  const serverPid = job.serverPid ?? process.pid;
  const before = cpuSnapshot(serverPid);
  const { stdout } = await run('wrk', args(job.seconds));
  const after = cpuSnapshot(serverPid);
  const line = (label: RegExp) => {
    const match = label.exec(stdout);
    if (!match) throw new Error(`Unexpected wrk output:\n${stdout}`);
    return match;
  };
  const requests = Number(line(/(\d+) requests in/)[1]);
  const failures =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
    (/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
      .exec(stdout)
      ?.slice(1)
      .reduce((sum, n) => sum + Number(n), 0) ?? 0);
  const perRequest = (jiffies: number) => (jiffies * 10_000) / Math.max(1, requests); // 1 jiffy = 10 ms
  const total = after.total - before.total;
  const busy = total - (after.uncounted - before.uncounted);
  const ours = after.server + after.postgres + after.wrk - (before.server + before.postgres + before.wrk);
  return {
    p50: duration(line(/^\s+50%\s+(\S+)/m)[1]!),
    p99: duration(line(/^\s+99%\s+(\S+)/m)[1]!),
    max: duration(line(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m)[1]!),
    requests,
    perSecond: Number(line(/Requests\/sec:\s+([\d.]+)/)[1]),
    failures,
    serverUs: perRequest(after.server - before.server),
    postgresUs: perRequest(after.postgres - before.postgres),
    othersShare: total > 0 ? Math.max(0, busy - ours) / total : NaN,
  };
}

/**
 * A load repeated while other processes took more than 10% of the CPU (the machine may be shared), at
 * most three times; the quietest attempt counts.
 */
export async function quietLoad(job: LoadJob): Promise<LoadResult> {
  let best: LoadResult | undefined;
  for (let attempt = 1; attempt <= 3 && !(best && best.othersShare <= 0.1); attempt++) {
    const result = await load(job);
    if (result.othersShare > 0.1) {
      const share = Math.round(result.othersShare * 100);
      console.log(`  (other processes took ${share}% of the CPU during ${job.path}; attempt ${attempt})`);
    }
    if (!best || result.othersShare < best.othersShare) best = result;
  }
  return best!;
}

export const TABLE_HEAD =
  '| Endpoint | p50 ms | p99 ms | max ms | req/s | failed | server µs/req | PostgreSQL µs/req | other CPU |\n' +
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|';

export const tableRow = (path: string, r: LoadResult) =>
  `| \`GET ${path}\` | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ` +
  `${r.perSecond.toFixed(0)} | ${r.failures} | ${r.serverUs.toFixed(0)} | ${r.postgresUs.toFixed(0)} | ` +
  `${Number.isFinite(r.othersShare) ? `${Math.round(r.othersShare * 100)}%` : '–'} |`;

/** CPU time (jiffies) of the whole machine, the server's process, PostgreSQL's and wrk's, from /proc (Linux). */
function cpuSnapshot(serverPid: number) {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal; the guest time after them is already in user
  const [, , , idle = 0, iowait = 0, irq = 0, softirq = 0] = fields;
  const snapshot = {
    total: fields.slice(0, 8).reduce((a, b) => a + b, 0),
    // Interrupts and softirqs are left out of what other processes took: on loopback they are mostly the
    // kernel carrying the load's own packets (~5% of the CPU here), which no process is charged for.
    uncounted: idle + iowait + irq + softirq,
    server: 0,
    postgres: 0,
    wrk: 0,
  };
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = Number(rest[11]) + Number(rest[12]); // utime + stime
      if (pid === String(serverPid)) snapshot.server += cpu;
      else if (name === 'postgres') snapshot.postgres += cpu;
      else if (name === 'wrk') snapshot.wrk += cpu;
    } catch {
      // the process ended meanwhile
    }
  }
  return snapshot;
}

/** Signs in like the browser: csrftoken cookie first, then the login with the header. */
export async function signIn(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookiesOf(await fetch(`${base}/api/csrf/`));
  const token = csrf.find((c) => c.startsWith('csrftoken='))!.slice('csrftoken='.length);
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.join('; '), 'x-csrftoken': token },
    body: JSON.stringify({ username: 'bench', password: 'bench password long' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookiesOf(res).join('; ');
}

/**
 * A fresh database `name` on BENCH_DATABASE_URL's server (default the local test server), dropped first
 * if a run left it: its URL, and the server's version for the report.
 */
export async function freshBenchDatabase(name: string): Promise<{ url: string; serverVersion: string }> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), serverVersion: rows[0]!.server_version };
}
