/** PostgreSQL error codes the code reacts to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

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

/** True when `error` is a violation of the named constraint with the given code. */
export const violates = (error: unknown, code: string, constraint?: string) => {
  const info = databaseErrorOf(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
};
