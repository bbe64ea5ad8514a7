import type { CurrentUser } from '@bunkhouse/contract';
import type { Database } from '../../db/database';

/**
 * A short in-process memory of session lookups, so that a signed-in request does not pay a database
 * round trip for its user (docs/decisions/011-session-cache.md). It trusts itself only while this
 * process hears the database's `bunkhouse_auth` notifications: triggers send one when a session is
 * deleted or changed (other than its last-seen touch) and when a user, group or permission changes, in
 * the transaction that changes it, so every instance forgets at commit. While the listening connection
 * is down, nothing is kept and every lookup goes to the database.
 */
export const AUTH_CHANNEL = 'bunkhouse_auth';
/** The payload of a change that may concern any session (a user, group or permission changed). */
const EVERY_SESSION = '*';

export class SessionCache {
  private readonly entries = new Map<string, { user: CurrentUser; until: number }>();
  /** Bumped on every forget, so that a lookup that raced a change does not store its stale answer. */
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Starts following the database's notifications; the cache works once the listener is up.
   * Returns the function that stops it.
   */
  async follow(database: Database): Promise<() => Promise<void>> {
    if (this.ttlMs <= 0) return async () => undefined;
    const stop = await database.listen(AUTH_CHANNEL, {
      onMessage: (payload) => {
        if (payload === EVERY_SESSION) this.clear();
        else this.forget(payload);
      },
      onConnected: (connected) => {
        this.clear();
        this.live = connected;
      },
    });
    return async () => {
      this.live = false;
      this.clear();
      await stop();
    };
  }

  /** True while the listener is up, so that lookups are kept. */
  get following(): boolean {
    return this.live;
  }

  get(sessionId: string): CurrentUser | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** Call before the lookup; hand the result to `put` with it. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps a lookup for the cache's time, or less when the session itself ends sooner. */
  put(sessionId: string, user: CurrentUser, ticket: number, validForMs = Infinity) {
    if (!this.live || ticket !== this.generation || validForMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { user, until: this.now() + Math.min(this.ttlMs, validForMs) });
  }

  forget(sessionId: string) {
    this.generation += 1;
    this.entries.delete(sessionId);
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }
}
