import type { Permission, StaffGroup } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem, selectItems } from '../../db/json';
import { sql } from '../../db/sql';
import { GROUP_JSON } from '../../presenters/staff';

export const selectGroups = (db: Executor) =>
  selectItems<StaffGroup>(db, GROUP_JSON, sql`FROM groups g ORDER BY lower(g.name), g.id`);

export const findGroup = (db: Executor, id: number) =>
  selectItem<StaffGroup>(db, GROUP_JSON, sql`FROM groups g WHERE g.id = ${id}`);

/**
 * The group, locked, with its permissions by codename; null when there is none. `NO KEY UPDATE`: a
 * membership written meanwhile (its foreign key's share lock) neither waits for it nor deadlocks.
 */
export async function lockGroup(db: Executor, id: number) {
  const [row] = await db.query<{ name: string; permissions: Permission[] }>(
    sql`SELECT g.name, array(SELECT gp.codename FROM group_permissions gp WHERE gp.group_id = g.id
                             ORDER BY gp.codename) AS permissions
        FROM groups g WHERE g.id = ${id} FOR NO KEY UPDATE`,
  );
  return row ?? null;
}

/** Every permission the given groups hold, by codename. */
export async function permissionsOfGroups(db: Executor, ids: readonly number[]) {
  const rows = await db.query<{ codename: Permission }>(
    sql`SELECT DISTINCT codename FROM group_permissions WHERE group_id = ANY(${[...ids]}::int[])
        ORDER BY codename`,
  );
  return rows.map((r) => r.codename);
}

export async function isMember(db: Executor, userId: number, groupId: number) {
  const rows = await db.query(
    sql`SELECT 1 FROM user_groups WHERE user_id = ${userId} AND group_id = ${groupId}`,
  );
  return rows.length > 0;
}

export async function groupNameTaken(db: Executor, name: string, exceptId: number) {
  const rows = await db.query(
    sql`SELECT id FROM groups WHERE lower(name) = lower(${name}) AND id <> ${exceptId}`,
  );
  return rows.length > 0;
}

export async function insertGroup(db: Executor, name: string) {
  const [row] = await db.query<{ id: number }>(sql`INSERT INTO groups (name) VALUES (${name}) RETURNING id`);
  return row!.id;
}

export async function renameGroup(db: Executor, id: number, name: string) {
  await db.query(sql`UPDATE groups SET name = ${name} WHERE id = ${id}`);
}

export async function setGroupPermissions(db: Executor, id: number, permissions: readonly string[]) {
  await db.query(
    sql`DELETE FROM group_permissions WHERE group_id = ${id} AND NOT (codename = ANY(${[...permissions]}::text[]))`,
  );
  await db.query(
    sql`INSERT INTO group_permissions (group_id, codename) SELECT ${id}, unnest(${[...permissions]}::text[])
        ON CONFLICT DO NOTHING`,
  );
}

export async function groupHasMembers(db: Executor, id: number) {
  const rows = await db.query(sql`SELECT 1 FROM user_groups WHERE group_id = ${id} LIMIT 1`);
  return rows.length > 0;
}

export async function deleteGroupRow(db: Executor, id: number) {
  await db.query(sql`DELETE FROM groups WHERE id = ${id}`);
}
