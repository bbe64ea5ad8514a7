import type { Permission, StaffGroup, StaffUser } from '@bunkhouse/contract';
import { useAuth } from '../../lib/auth-context';
import { useGroups } from './api/get-groups';

/**
 * What the signed-in user may grant, so that the staff screens offer only what the server allows
 * (decision 033; the server's rules are `server/src/modules/users/grants.ts`): a superuser anything;
 * anyone else only permissions and groups they hold, no superuser flag, no superuser or user holding
 * more than they do, not their own groups nor a group of their own's permissions.
 */
export function useGrants() {
  const { user: me, hasPermission } = useAuth();
  const groups = useGroups();
  const isSuperuser = !!me?.is_superuser;
  const groupById = new Map((groups.data ?? []).map((group) => [group.id, group]));
  const holdsAll = (permissions: readonly Permission[]) => permissions.every(hasPermission);
  return {
    isSuperuser,
    /** A permission a group editor may tick or clear. */
    canGrant: hasPermission,
    /** A group a user may be put in or taken out of. */
    canGrantGroup: (group: StaffGroup) => holdsAll(group.permissions),
    /** Edit, reset the password of, (de)activate this user (for a non-superuser, once the groups have loaded). */
    canChangeUser: (user: StaffUser) =>
      isSuperuser ||
      (!user.is_superuser &&
        user.groups.every((ref) => {
          const group = groupById.get(ref.id);
          return !!group && holdsAll(group.permissions);
        })),
    /** Change this user's groups (a new user: `undefined`): nobody but a superuser changes their own. */
    canChangeGroupsOf: (user?: StaffUser) => isSuperuser || user?.id !== me?.id,
    /** Change this group's permissions: nobody but a superuser changes those of a group they belong to. */
    canChangePermissionsOf: (group: StaffGroup) => isSuperuser || !me?.groups.includes(group.name),
  };
}
