import type { Database } from '../src/db/database';
import { sql } from '../src/db/sql';
import { AUTH_CHANNEL } from '../src/modules/auth/session-cache';

/** The payloads `settled` sends itself. */
const SYNC = 'sync:';

/**
 * The database as the app sees it, plus `settled()`: it resolves once every change committed before
 * the call has reached the app's session cache. Notifications arrive in commit order on the one
 * listening connection, so the test's own notification arrives after them (the app's listener hears
 * the others first). For tests that change sessions, users or permissions with SQL or through another
 * instance.
 */
export function followAuthChanges(database: Database) {
  let live = false;
  let syncs = 0;
  const waiting = new Map<string, () => void>();
  const followed: Database = {
    ...database,
    listen: (channel, listener) =>
      database.listen(channel, {
        onMessage: (payload) => {
          if (payload.startsWith(SYNC)) waiting.get(payload)?.();
          else listener.onMessage(payload);
        },
        onConnected: (connected) => {
          if (channel === AUTH_CHANNEL) live = connected;
          if (!connected) for (const resolve of waiting.values()) resolve();
          listener.onConnected(connected);
        },
      }),
  };
  async function settled() {
    if (!live) return;
    const token = `${SYNC}${++syncs}`;
    const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
    await database.db.query(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${token})`);
    await arrived;
    waiting.delete(token);
  }
  return { database: followed, settled };
}
