import { DATABASE_UNAVAILABLE } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { AppError } from '../../errors';

/** Answers once the database answers a trivial query; 503 when it cannot. */
export async function checkHealth(db: Db) {
  await db.query(sql`SELECT 1`).catch(() => {
    throw new AppError('unavailable', DATABASE_UNAVAILABLE);
  });
  return { status: 'ok' as const, database: 'ok' as const };
}
