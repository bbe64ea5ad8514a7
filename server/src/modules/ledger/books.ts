import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';

/**
 * The books closed through a day (DOMAIN "The books", decision 037): no ledger row is booked on or
 * before it. Use cases refuse such an entry on its field (finance/refusals.ts `bookedDayProblem`);
 * the database refuses it too (db/derived/books-closed.sql), for a close saved while one was on its way.
 */
export async function selectBooksClosedThrough(db: Executor): Promise<string | null> {
  const [row] = await db.query<{ day: string | null }>(
    sql`SELECT books_closed_through AS day FROM business_settings`,
  );
  return row?.day ?? null;
}

/** Whether a day is open for booking: after the day the books are closed through, if any. */
export const isBookable = (day: string, closedThrough: string | null) =>
  closedThrough === null || day > closedThrough;
