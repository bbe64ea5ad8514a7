import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Sql } from './sql';

/** A row as the drivers return it (see open.ts for how values are parsed). */
export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * Keep the statement's plan (named-statements.ts): only for statements whose plan depends on their
   * shape, not their values. The page function decides for lists; lookups by key ask for it.
   */
  reusePlan?: boolean;
}

/** What a statement runs on: the database, or an open transaction. */
export interface Executor {
  query<T = Row>(statement: Sql, options?: QueryOptions): Promise<T[]>;
}

/** An open transaction: every statement on it commits or rolls back together. */
export interface Tx extends Executor {
  readonly inTransaction: true;
}

/** The database: statements on it run on their own; `transaction` runs several as one. */
export interface Db extends Executor {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

/**
 * What a LISTEN reports: each notification's payload, and whether the listening connection is up.
 * Notifications sent while it was down are lost, so a cache built on them must not trust itself then.
 */
export interface Listener {
  onMessage(payload: string): void;
  onConnected(connected: boolean): void;
}

/** An opened database (open.ts): PostgreSQL through a pool, or the embedded engine. */
export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The driver itself, for the migrations (migrate.ts). */
  driver: { engine: 'postgres'; pool: pg.Pool } | { engine: 'pglite'; client: PGlite };
  /** Runs `fn` while holding a PostgreSQL session-level advisory lock (serialises several instances). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Listens for NOTIFY on `channel` until the returned function is called or the database closes.
   * On PostgreSQL a dedicated connection listens and reconnects after a loss (listen.ts).
   */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
