import {
  MANAGERS_GROUP,
  PERMISSION_LABELS,
  PERMISSIONS,
  STAFF_MESSAGES,
  type GroupBody,
  type GroupPatchBody,
  type Permission,
} from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { fieldError, notFound, refusal } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { checkPermissionChange, type Actor } from './grants';
import * as q from './groups.queries';
import type { Sessions } from './staff.service';

/** Every permission with its label, resource and action (the matrix of Settings > Groups). */
export const listPermissions = () =>
  PERMISSIONS.map((codename) => {
    const [resource, action] = codename.split('.') as [string, string];
    return { codename, label: PERMISSION_LABELS[codename], resource, action };
  });

export const listGroups = (db: Db) => q.selectGroups(db);

async function getGroup(db: Executor, id: number) {
  const found = await q.findGroup(db, id);
  if (!found) throw notFound('Group');
  return found;
}

async function checkName(db: Executor, name: string, exceptId = 0) {
  if (await q.groupNameTaken(db, name, exceptId)) throw fieldError('name', STAFF_MESSAGES.groupTaken);
}

/** A new group, holding only permissions the actor holds (unless a superuser). */
export async function createGroup(db: Db, body: GroupBody, actor: Actor) {
  const name = body.name;
  const permissions = (body.permissions ?? []) as Permission[];
  return db.transaction(async (tx) => {
    await checkName(tx, name);
    await checkPermissionChange(tx, actor, null, [], permissions);
    const id = await q.insertGroup(tx, name);
    await q.setGroupPermissions(tx, id, permissions);
    await recordAudit(tx, {
      userId: actor.id,
      action: 'create',
      entity: 'group',
      entityId: id,
      detail: { name, permissions },
    });
    return getGroup(tx, id);
  });
}

/**
 * Renames a group or replaces its permissions (Managers always holds all and keeps its name); a
 * non-superuser grants or takes away only permissions they hold, and not on a group of their own. Its
 * members' next request, on any instance, runs with the new permissions.
 */
export async function patchGroup(db: Db, sessions: Sessions, id: number, body: GroupPatchBody, actor: Actor) {
  const group = await db.transaction(async (tx) => {
    const before = await q.lockGroup(tx, id);
    if (!before) throw notFound('Group');
    if (before.name === MANAGERS_GROUP) throw refusal(STAFF_MESSAGES.managersFixed);
    const next = {
      name: body.name ?? before.name,
      permissions: body.permissions ? [...(body.permissions as Permission[])].sort() : before.permissions,
    };
    if (next.name !== before.name) await checkName(tx, next.name, id);
    await checkPermissionChange(tx, actor, id, before.permissions, next.permissions);
    const changes = changedFields(before, next);
    if (changes) {
      if (changes.name) await q.renameGroup(tx, id, next.name);
      if (changes.permissions) await q.setGroupPermissions(tx, id, next.permissions);
      await recordAudit(tx, { userId: actor.id, action: 'update', entity: 'group', entityId: id, changes });
    }
    return getGroup(tx, id);
  });
  sessions.clear(); // members' next request on this instance reads the new permissions
  return group;
}

/** Deletes a group without members (never Managers): it grants nobody anything, so anyone with `users.manage` may. */
export async function deleteGroup(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const group = await q.lockGroup(tx, id);
    if (!group) throw notFound('Group');
    if (group.name === MANAGERS_GROUP) throw refusal(STAFF_MESSAGES.managersFixed);
    if (await q.groupHasMembers(tx, id)) throw refusal(STAFF_MESSAGES.groupHasMembers);
    await q.deleteGroupRow(tx, id);
    await recordAudit(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'group',
      entityId: id,
      detail: group,
    });
  });
}
