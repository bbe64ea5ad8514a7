import type { Db } from '../src/db/database';
import { sql } from '../src/db/sql';

/**
 * Two transactions held across each other (PostgreSQL): runs `first` until it calls `hold()` with its
 * transaction open, then `second`, which either finishes or waits for a lock (`first`'s), then lets
 * `first` commit. Returns both results and whether `second` was seen waiting for a lock.
 */
export async function overlap<A, B>(
  db: Db,
  first: (hold: () => Promise<void>) => Promise<A>,
  second: () => Promise<B>,
): Promise<{ results: [A, B]; waited: boolean }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const one = first(() => {
    held();
    return gate;
  });
  await isHeld;
  let settled = false;
  const two = second().finally(() => (settled = true));
  const waiting = async () => {
    while (!settled) {
      const [row] = await db.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      );
      if (row!.n > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };
  const waited = await Promise.race([two.then(() => false), waiting()]);
  release();
  return { results: await Promise.all([one, two]), waited };
}
