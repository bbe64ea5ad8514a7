import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database, Db, Executor, QueryOptions, Tx } from './database';
import { listenOnPostgres } from './listen';
import { NamedStatements } from './named-statements';
import { OwnerOnlyNodeFS } from './private-files';
import type { Sql } from './sql';

/**
 * The same value parsers on both engines, so that a row is the same JS values on either: int8 (counts)
 * → number; numeric (money), date and timestamps → PostgreSQL's text ('1200.00', '2026-03-20', …).
 * Responses never carry raw timestamps: they write them as ISO 8601 in SQL (json.ts `isoTime`).
 */
const asText = (value: string) => value;
const PARSERS: Record<number, (value: string) => unknown> = {
  20: Number, // int8
  1700: asText, // numeric
  1082: asText, // date
  1114: asText, // timestamp
  1184: asText, // timestamptz
  1186: asText, // interval
};

class PostgresTx implements Tx {
  readonly inTransaction = true;
  /** The connection holds too many named statements: close it when the transaction ends. */
  retire = false;
  constructor(
    private readonly client: pg.PoolClient,
    private readonly named: NamedStatements,
  ) {}

  async query<T>(statement: Sql, options?: QueryOptions): Promise<T[]> {
    const { text, values } = statement.toQuery();
    if (!options?.reusePlan) return (await this.client.query(text, values)).rows as T[];
    const { rows, retire } = await this.named.run(this.client, text, values);
    this.retire ||= retire;
    return rows as T[];
  }
}

class PostgresDb implements Db {
  constructor(
    private readonly pool: pg.Pool,
    private readonly named: NamedStatements,
  ) {}

  async query<T>(statement: Sql, options?: QueryOptions): Promise<T[]> {
    const { text, values } = statement.toQuery();
    if (!options?.reusePlan) return (await this.pool.query(text, values)).rows as T[];
    const client = await this.pool.connect();
    let retire = true; // after an error too, as pool.query does
    try {
      const result = await this.named.run(client, text, values);
      retire = result.retire;
      return result.rows as T[];
    } finally {
      client.release(retire);
    }
  }

  async transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx = new PostgresTx(client, this.named);
    let result: T;
    try {
      await client.query('BEGIN');
      result = await work(tx);
      await client.query('COMMIT');
    } catch (error) {
      const rolledBack = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      client.release(!rolledBack || tx.retire); // a connection that cannot roll back is closed
      throw error;
    }
    client.release(tx.retire);
    return result;
  }
}

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => undefined); // an idle client lost its connection; the pool replaces it
  // A client in use (a transaction, an advisory lock held across work) whose connection ends (the
  // database restarts) emits 'error' too: its query fails and the pool drops it on release, but
  // without a listener the event would end the process (issue 16's crash test found it).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db: new PostgresDb(pool, new NamedStatements()),
    engine: 'postgres',
    driver: { engine: 'postgres', pool },
    async listen(channel, listener) {
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

/** Statements on the embedded engine, or on one of its transactions (plans are never kept). */
class PgliteExecutor implements Executor {
  constructor(private readonly runner: PGlite | Transaction) {}
  async query<T>(statement: Sql): Promise<T[]> {
    const { text, values } = statement.toQuery();
    return (await this.runner.query<T>(text, values)).rows;
  }
}

class PgliteTx extends PgliteExecutor implements Tx {
  readonly inTransaction = true;
}

class PgliteDb extends PgliteExecutor implements Db {
  constructor(private readonly client: PGlite) {
    super(client);
  }
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.client.transaction((t) => work(new PgliteTx(t)));
  }
}

/**
 * The embedded engine: a directory on disk, or memory when `dataDir` is undefined (tests). With
 * `loadDataDir`, an empty directory is first filled from that dump (a restore, setup/backup.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    fs: dataDir ? new OwnerOnlyNodeFS(dataDir) : undefined, // files for this account only (review D4)
    parsers: PARSERS,
    // pg_trgm: the tenants search index (a contrib extension PostgreSQL ships, loaded here for PGlite).
    extensions: { pg_trgm },
    loadDataDir,
  });
  // The data-directory lock keeps other processes out; within this one, callers take turns.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db: new PgliteDb(client),
    engine: 'pglite',
    driver: { engine: 'pglite', client },
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
