import { STAFF_MESSAGES, type CurrentUser, type Permission } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { forbidden } from '../../errors';
import { isMember, permissionsOfGroups } from './groups.queries';

/**
 * Granting only what you hold (decision 033). A superuser may do anything. Anyone else with
 * `users.manage` grants or takes away only permissions they hold themselves; never sets or clears the
 * superuser flag; changes no superuser and no user holding a permission they lack; and changes
 * neither their own groups nor the permissions of a group they belong to. Each refusal is a 403.
 */

/** Who is acting: the signed-in user as the route read it (`req.user`). */
export type Actor = Pick<CurrentUser, 'id' | 'is_superuser' | 'permissions'>;

const holdsAll = (actor: Actor, permissions: readonly Permission[]) =>
  actor.is_superuser || permissions.every((p) => actor.permissions.includes(p));

/** What is in one list and not in the other, either way. */
const changedBetween = <T>(before: readonly T[], after: readonly T[]) => [
  ...after.filter((x) => !before.includes(x)),
  ...before.filter((x) => !after.includes(x)),
];

/** Before any change to a user's account, flag, status or password: is that user within the actor's reach? */
export async function checkUserInReach(
  tx: Executor,
  actor: Actor,
  user: { is_superuser: boolean; groups: readonly number[] },
) {
  if (actor.is_superuser) return;
  if (user.is_superuser) throw forbidden(STAFF_MESSAGES.superuserOnly);
  if (!holdsAll(actor, await permissionsOfGroups(tx, user.groups)))
    throw forbidden(STAFF_MESSAGES.userOutOfReach);
}

export function checkSuperuserFlag(actor: Actor, before: boolean, after: boolean) {
  if (before !== after && !actor.is_superuser) throw forbidden(STAFF_MESSAGES.superuserFlag);
}

/** A user's groups from `before` to `after` (a new user, `userId` null: from none). */
export async function checkGroupChange(
  tx: Executor,
  actor: Actor,
  userId: number | null,
  before: readonly number[],
  after: readonly number[],
) {
  const changed = changedBetween(before, after);
  if (actor.is_superuser || changed.length === 0) return;
  if (userId === actor.id) throw forbidden(STAFF_MESSAGES.ownGroups);
  if (!holdsAll(actor, await permissionsOfGroups(tx, changed))) throw forbidden(STAFF_MESSAGES.groupNotHeld);
}

/** A group's permissions from `before` to `after` (a new group, `groupId` null: from none). */
export async function checkPermissionChange(
  tx: Executor,
  actor: Actor,
  groupId: number | null,
  before: readonly Permission[],
  after: readonly Permission[],
) {
  const changed = changedBetween(before, after);
  if (actor.is_superuser || changed.length === 0) return;
  if (groupId !== null && (await isMember(tx, actor.id, groupId)))
    throw forbidden(STAFF_MESSAGES.ownGroupPermissions);
  if (!holdsAll(actor, changed)) throw forbidden(STAFF_MESSAGES.permissionNotHeld);
}
