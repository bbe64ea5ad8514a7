/** PostgreSQL error codes the code reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_EXCLUSION_VIOLATION = '23P01';
/** The guard of db/derived/books-closed.sql: a ledger row booked on a day the books are closed through. */
export const BOOKS_CLOSED_CONSTRAINT = 'transactions_books_closed';

export interface DatabaseErrorInfo {
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error behind a failed query, on both engines: drizzle wraps the driver's error
 * (pg's or PGlite's, both with `code` and `constraint`) in `cause`.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorInfo | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The database could not be reached or went away under the query (refused, reset, shut down, in
 * crash recovery): the request may be sent again once it is back. Node's and pg's codes, SQLSTATE
 * class 08 and 57P01–57P03, and the pg pool's own message for a connection that ended.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|EPIPE|08...|57P0[123])$/.test(code))
      return true;
    if (typeof message === 'string' && /^Connection terminated|connection error|ECONNREFUSED/.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True when `error` is a violation of the named constraint with the given code. */
export const violates = (error: unknown, code: string, constraint?: string) => {
  const info = databaseErrorOf(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
};

/**
 * What the log may keep of a failed query: its SQLSTATE, the routine, the constraint and the SQL with
 * its placeholders, never the parameters or the message (PostgreSQL quotes values in both, and values
 * are tenants' personal data). Null when `error` is not a database error.
 */
export function loggableDatabaseError(error: unknown) {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, routine, constraint, query } = e as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return {
        code,
        routine: text(routine),
        constraint: text(constraint),
        query: text(query)?.slice(0, 2000),
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** The fields to log a failure under: a database error's codes only, any other error as it is. */
export function errorForLog(error: unknown) {
  const database = loggableDatabaseError(error);
  return database ? { database } : { err: error };
}
