import { PERMISSIONS, type CurrentUser } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { inList } from '../../db/list';
import { sql } from '../../db/sql';

interface SessionRow {
  id: number;
  username: string;
  is_superuser: boolean;
  groups: string[];
  permissions: string[];
  is_stale: boolean;
  valid_for_ms: number;
}

/**
 * The user of a live session (not expired, not idle too long, user active), with groups and permissions.
 * `isStale`: last seen longer ago than `touchAfterSeconds`, so worth touching; `validForMs`: how long
 * the session stays valid without being seen again.
 */
export async function findSessionUser(
  db: Executor,
  sessionId: string,
  idleMinutes: number,
  touchAfterSeconds = 60,
) {
  const [row] = await db.query<SessionRow>(
    sql`SELECT u.id, u.username, u.is_superuser,
          s.last_seen_at < now() - make_interval(secs => ${touchAfterSeconds}) AS is_stale,
          (extract(epoch FROM least(s.expires_at, s.last_seen_at + make_interval(mins => ${idleMinutes}))
                              - now()) * 1000)::float8 AS valid_for_ms,
          array(SELECT g.name FROM user_groups ug JOIN groups g ON g.id = ug.group_id
                WHERE ug.user_id = u.id ORDER BY g.name) AS groups,
          array(SELECT DISTINCT gp.codename FROM user_groups ug
                JOIN group_permissions gp ON gp.group_id = ug.group_id
                WHERE ug.user_id = u.id ORDER BY gp.codename) AS permissions
        FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ${sessionId} AND u.is_active
          AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(mins => ${idleMinutes})`,
  );
  if (!row) return null;
  const user: CurrentUser = {
    id: row.id,
    username: row.username,
    is_superuser: row.is_superuser,
    groups: row.groups,
    permissions: row.is_superuser ? [...PERMISSIONS] : PERMISSIONS.filter((p) => row.permissions.includes(p)),
  };
  return { user, isStale: row.is_stale, validForMs: row.valid_for_ms };
}

export async function touchSession(db: Executor, sessionId: string) {
  await db.query(sql`UPDATE sessions SET last_seen_at = now() WHERE id = ${sessionId}`);
}

export async function insertSession(db: Executor, sessionId: string, userId: number, absoluteHours: number) {
  await db.query(
    sql`INSERT INTO sessions (id, user_id, expires_at)
        VALUES (${sessionId}, ${userId}, now() + make_interval(hours => ${absoluteHours}))`,
  );
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.query(sql`DELETE FROM sessions WHERE id = ${sessionId}`);
}

export async function deleteStaleSessions(db: Executor, idleMinutes: number) {
  await db.query(
    sql`DELETE FROM sessions
        WHERE expires_at < now() OR last_seen_at < now() - make_interval(mins => ${idleMinutes})`,
  );
}

export async function findActiveUserByUsername(db: Executor, username: string) {
  const [user] = await db.query<{ id: number; passwordHash: string }>(
    sql`SELECT id, password_hash AS "passwordHash" FROM users
        WHERE lower(username) = lower(${username}) AND is_active`,
  );
  return user ?? null;
}

export async function markLoggedIn(db: Executor, userId: number) {
  await db.query(sql`UPDATE users SET last_login_at = now() WHERE id = ${userId}`);
}

/** Failures per key within the window, for several keys at once. */
export async function countRecentFailures(db: Executor, keys: string[], windowMinutes: number) {
  const rows = await db.query<{ key: string; n: number }>(
    sql`SELECT key, count(*) AS n FROM login_failures
        WHERE ${inList(sql`key`, keys)} AND created_at > now() - make_interval(mins => ${windowMinutes})
        GROUP BY key`,
  );
  return new Map(rows.map((r) => [r.key, r.n]));
}

export async function recordFailures(db: Executor, keys: string[]) {
  await db.query(sql`INSERT INTO login_failures (key) SELECT unnest(${keys}::text[])`);
}

/** Forgets the key's failures (a good sign-in), and everyone's older than the window. */
export async function clearFailures(db: Executor, key: string, olderThanMinutes: number) {
  await db.query(
    sql`DELETE FROM login_failures
        WHERE key = ${key} OR created_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}
