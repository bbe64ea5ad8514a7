import type { StaffUser } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { queryPage, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { STAFF_JSON } from '../../presenters/staff';

export interface StaffFilter {
  isActive?: boolean;
  terms: string[];
}

/** A page of staff users by username. */
export function selectStaffPage(db: Executor, filter: StaffFilter, window: ListQuery<string>['window']) {
  const where: Sql[] = [];
  if (filter.isActive !== undefined) where.push(sql`u.is_active = ${filter.isActive}`);
  for (const term of filter.terms) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(u.username ILIKE ${like} OR u.full_name ILIKE ${like} OR u.email ILIKE ${like})`);
  }
  return queryPage(db, window, {
    table: 'users',
    alias: 'u',
    where,
    order: sql`ORDER BY lower(u.username), u.id`,
    item: STAFF_JSON,
    itemFrom: sql`JOIN users u ON u.id = page.id`,
  });
}

export const findStaff = (db: Executor, id: number) =>
  selectItem<StaffUser>(db, STAFF_JSON, sql`FROM users u WHERE u.id = ${id}`);

/**
 * The user, locked, with the columns a change compares; null when there is none. `NO KEY UPDATE`:
 * rows that refer to the user (an audit entry, a session) take a share lock on it for their foreign
 * key, so two managers changing each other at once would otherwise each wait for the other.
 */
export async function lockStaff(db: Executor, id: number) {
  const [row] = await db.query<{
    id: number;
    username: string;
    full_name: string;
    email: string | null;
    is_active: boolean;
    is_superuser: boolean;
    groups: number[];
  }>(
    sql`SELECT u.id, u.username, u.full_name, u.email, u.is_active, u.is_superuser,
               array(SELECT ug.group_id FROM user_groups ug WHERE ug.user_id = u.id ORDER BY ug.group_id) AS groups
        FROM users u WHERE u.id = ${id} FOR NO KEY UPDATE`,
  );
  return row ?? null;
}

/**
 * Locks every active superuser, in id order, and answers their ids. A change that may take a
 * superuser away takes these locks before it locks the user it changes, so two such changes at once
 * wait for each other in one order (no deadlock) and cannot both pass the last-superuser check.
 */
export async function lockActiveSuperusers(db: Executor) {
  const rows = await db.query<{ id: number }>(
    sql`SELECT id FROM users WHERE is_superuser AND is_active ORDER BY id FOR NO KEY UPDATE`,
  );
  return rows.map((r) => r.id);
}

export async function usernameTaken(db: Executor, username: string) {
  const rows = await db.query(sql`SELECT id FROM users WHERE lower(username) = lower(${username})`);
  return rows.length > 0;
}

/** The groups among `ids` that exist. */
export async function existingGroupIds(db: Executor, ids: number[]) {
  const rows = await db.query<{ id: number }>(sql`SELECT id FROM groups WHERE id = ANY(${ids}::int[])`);
  return rows.map((r) => r.id);
}

export async function groupIdsByName(db: Executor, names: string[]) {
  return db.query<{ id: number; name: string }>(
    sql`SELECT id, name FROM groups WHERE name = ANY(${names}::text[])`,
  );
}

export async function insertUser(
  db: Executor,
  user: {
    username: string;
    passwordHash: string;
    fullName: string;
    email: string | null;
    isSuperuser: boolean;
  },
) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO users (username, password_hash, full_name, email, is_superuser)
        VALUES (${user.username}, ${user.passwordHash}, ${user.fullName}, ${user.email}, ${user.isSuperuser})
        RETURNING id`,
  );
  return row!.id;
}

export async function updateUser(
  db: Executor,
  id: number,
  user: { full_name: string; email: string | null; is_superuser: boolean; is_active: boolean },
) {
  await db.query(
    sql`UPDATE users SET full_name = ${user.full_name}, email = ${user.email},
          is_superuser = ${user.is_superuser}, is_active = ${user.is_active}
        WHERE id = ${id}`,
  );
}

export async function setUserGroups(db: Executor, userId: number, groupIds: number[]) {
  await db.query(
    sql`DELETE FROM user_groups WHERE user_id = ${userId} AND NOT (group_id = ANY(${groupIds}::int[]))`,
  );
  await db.query(
    sql`INSERT INTO user_groups (user_id, group_id) SELECT ${userId}, unnest(${groupIds}::int[])
        ON CONFLICT DO NOTHING`,
  );
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.query(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`);
}

/** Ends every session of the user (each instance forgets them at commit: db/derived/auth-notify.sql). */
export async function deleteUserSessions(db: Executor, userId: number) {
  await db.query(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
}
