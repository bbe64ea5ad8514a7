import type { StaffGroup } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ContextMenuAction } from '../../../components/context-menu';
import { notify } from '../../../lib/notify';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteGroup } from '../api/delete-group';
import { toErrorMessage } from '../../../lib/form-errors';
import { staffToasts } from '../staff-text';
import { useGrants } from '../use-grants';
import { GroupNameDialog } from './group-name-dialog';
import { PermissionsDialog } from './permissions-dialog';

/**
 * What can be done to groups, and the dialogs for it (render `dialogs` once on the page): New group
 * (its permissions open next), and per group Rename, Edit permissions and Delete (asked first; the
 * server refuses while members remain, and says so in a toast). Managers can only be looked at, and so
 * can the permissions of a group the signed-in user belongs to, unless a superuser (decision 033).
 */
export function useGroupActions() {
  const naming = useModalState<{ group?: StaffGroup }>();
  const permissions = useModalState<StaffGroup>();
  const removal = useModalState<StaffGroup>();
  const remove = useDeleteGroup();
  const grants = useGrants();

  const actionsFor = (group: StaffGroup): ContextMenuAction[] => {
    if (!group.is_editable) {
      return [{ label: 'View permissions', icon: 'bi-eye', onSelect: () => permissions.open(group) }];
    }
    return [
      { label: 'Rename', icon: 'bi-pencil', onSelect: () => naming.open({ group }) },
      grants.canChangePermissionsOf(group)
        ? { label: 'Edit permissions', icon: 'bi-shield-lock', onSelect: () => permissions.open(group) }
        : { label: 'View permissions', icon: 'bi-eye', onSelect: () => permissions.open(group) },
      { label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => removal.open(group) },
    ];
  };

  const confirmDelete = () => {
    const group = removal.subject;
    if (!group) return;
    remove.mutate(group.id, {
      onSuccess: () => notify.success(staffToasts.groupDeleted),
      onError: (error) => notify.error(toErrorMessage(error, 'delete')),
      onSettled: removal.close,
    });
  };

  const dialogs = (
    <>
      <GroupNameDialog
        show={naming.isOpen}
        group={naming.subject?.group}
        onHide={naming.close}
        onExited={naming.onExited}
        onCreated={permissions.open}
      />
      <PermissionsDialog
        show={permissions.isOpen}
        group={permissions.subject}
        onHide={permissions.close}
        onExited={permissions.onExited}
      />
      <ConfirmDialog
        show={removal.isOpen}
        title="Delete group"
        onConfirm={confirmDelete}
        onCancel={removal.close}
        onExited={removal.onExited}
        confirmLabel="Delete"
        confirmVariant="danger"
        isPending={remove.isPending}
      >
        Delete the group {removal.subject?.name}? This cannot be undone.
      </ConfirmDialog>
    </>
  );

  return { actionsFor, openCreate: () => naming.open({}), dialogs };
}
