import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SQL, sql, StringChunk } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs `fn` while holding a PostgreSQL session-level advisory lock (serialises several instances). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Listens for NOTIFY on `channel` (see `Listener`) until the returned function is called or the
   * database closes. On PostgreSQL a dedicated connection listens and reconnects after a loss.
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * What a LISTEN reports: each notification's payload, and whether the listening connection is up.
 * Notifications sent while it was down are lost, so a cache built on them must not trust itself then.
 */
export interface Listener {
  onMessage(payload: string): void;
  onConnected(connected: boolean): void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 1_000;

/** A dedicated PostgreSQL connection that LISTENs on a channel, reconnecting when it is lost. */
function listenOnPostgres(url: string, channel: string, listener: Listener) {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === candidate) client = null;
      listener.onConnected(false);
      retry();
    };
    candidate.on('error', onLost);
    candidate.on('end', onLost);
    candidate.on('notification', (message) => {
      if (message.channel === channel) listener.onMessage(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch {
      candidate.end().catch(() => undefined);
      return onLost();
    }
    if (stopped) return void candidate.end().catch(() => undefined);
    client = candidate;
    listener.onConnected(true);
  };
  return {
    started: connect(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/**
 * The same value parsers on both engines, so that raw SQL returns the same JS values:
 * int8 (counts) → number, numeric (money) → string, date → 'YYYY-MM-DD' string.
 */
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const parsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: (v) => Number(v),
  [OID.numeric]: (v) => v,
  [OID.date]: (v) => v,
};

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  // Drizzle passes its own per-query parsers that fall back to pg's global table, so set them there.
  for (const [oid, parse] of Object.entries(parsers)) pg.types.setTypeParser(Number(oid), parse);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => undefined); // an idle client lost its connection; the pool replaces it
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  pools.set(db, pool);
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db,
    engine: 'postgres',
    async listen(channel, listener) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const listening = listenOnPostgres(url, channel, listener);
      listeners.add(listening);
      await listening.started;
      return async () => {
        listeners.delete(listening);
        await listening.stop();
      };
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

/** The embedded engine: a directory on disk, or memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the tenants search index (a contrib extension PostgreSQL ships, loaded here for PGlite).
  const client = await PGlite.create(dataDir, { parsers, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // The data-directory lock keeps other processes out; within this one, callers take turns.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    engine: 'pglite',
    async listen(channel, listener) {
      // One connection in this process: a notification arrives with the result of the statement.
      const unlisten = await client.listen(channel, (payload) => listener.onMessage(payload));
      listener.onConnected(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    withAdvisoryLock(_key, fn) {
      const run = queue.then(fn, fn);
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => client.close(),
  };
}

/** The pool behind each PostgreSQL `db` (not its transactions), for named statements. */
const pools = new WeakMap<Executor, pg.Pool>();
const dialect = new PgDialect();

/**
 * The value parsers drizzle gives pg for raw SQL, so that a query sent to pg directly returns what
 * `execute` returns: timestamps, dates and intervals (and their arrays) as PostgreSQL's text.
 */
const RAW_TEXT_OIDS = new Set([1184, 1114, 1082, 1186, 1185, 1115, 1182, 1187, 1231]);
const asText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TEXT_OIDS.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Statements a connection may keep (~64 kB each in PostgreSQL); one that has prepared more is closed
 * after its query and the pool opens a fresh one, which prepares again what it runs.
 */
export const MAX_STATEMENTS_PER_CONNECTION = 100;
/** Names are never reused, so a connection cannot hold an old text under a new text's name. */
const NAMES_REMEMBERED = 2_000;
const statementNames = new Map<string, string>();
let statementsNamed = 0;
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** The name of a statement's text, the same on every connection (the most recently used are kept). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name !== undefined) statementNames.delete(text);
  else name = `bunkhouse_${++statementsNamed}`;
  statementNames.set(text, name);
  if (statementNames.size > NAMES_REMEMBERED) statementNames.delete(statementNames.keys().next().value!);
  return name;
}

/** Runs a named statement on a pooled connection, and retires the connection once it holds too many. */
async function queryNamed(pool: pg.Pool, text: string, values: unknown[]) {
  const client = await pool.connect();
  let retire = true;
  try {
    const name = statementName(text);
    const result = await client.query({ name, text, values, types: drizzleTypes });
    const names = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, names.add(name));
    retire = names.size > MAX_STATEMENTS_PER_CONNECTION;
    return result;
  } finally {
    client.release(retire); // true closes it, as pool.query does after an error
  }
}

/** The values drizzle passes as parameters as they are. */
const PARAMETER_TYPES = new Set(['string', 'number', 'boolean', 'bigint']);

/**
 * The text and parameters of `query`, exactly as drizzle renders them (`sqlToQuery`), for a query
 * made only of text, nested `sql` and values, as the lists' are: drizzle's renderer tests every chunk
 * against a dozen kinds and cost ~10% of a list request's server CPU. Anything else (a table, a
 * column, inlined parameters) is left to drizzle; a test compares the two on every list query.
 */
export function renderSql(query: SQL): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let text = '';
  const walk = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        if (!walk(chunk.queryChunks)) return false;
      } else if (chunk === undefined) continue;
      else if (chunk === null || PARAMETER_TYPES.has(typeof chunk)) {
        params.push(chunk);
        text += `$${params.length}`;
      } else return false;
    }
    return true;
  };
  if (walk([query])) return { sql: text, params };
  const rendered = dialect.sqlToQuery(query);
  return { sql: rendered.sql, params: rendered.params };
}

/**
 * Rows of a raw SQL query, the same shape on both engines.
 *
 * `reusePlan`: on PostgreSQL, outside a transaction, the query runs as a named prepared statement,
 * so each connection parses it once and PostgreSQL may keep one generic plan for it instead of
 * planning every request (planning was half of a list's cost in the database; decision 012). Only for
 * queries whose plan is decided by their shape, not their values: never with search terms (a
 * pattern's selectivity is in its value) and with LIMIT/OFFSET written as literals (with parameters
 * there PostgreSQL never judges the generic plan worth keeping).
 */
export async function queryRows<T>(
  executor: Executor,
  query: SQL,
  { reusePlan = false }: { reusePlan?: boolean } = {},
): Promise<T[]> {
  const pool = reusePlan ? pools.get(executor) : undefined;
  if (pool) {
    const { sql: text, params } = renderSql(query);
    return (await queryNamed(pool, text, params)).rows as T[];
  }
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function pingDatabase(executor: Executor): Promise<void> {
  await executor.execute(sql`SELECT 1`);
}
