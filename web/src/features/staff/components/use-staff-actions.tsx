import type { StaffCreated, StaffUser } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ContextMenuAction } from '../../../components/context-menu';
import { useAuth } from '../../../lib/auth-context';
import { notify } from '../../../lib/notify';
import { useModalState } from '../../../lib/use-modal-state';
import { useActivateStaffUser } from '../api/activate-staff-user';
import { useDeactivateStaffUser } from '../api/deactivate-staff-user';
import { toErrorMessage } from '../../../lib/form-errors';
import { staffToasts } from '../staff-text';
import { useGrants } from '../use-grants';
import { GeneratedPasswordDialog } from './generated-password-dialog';
import type { ShownPassword } from './generated-password-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StaffUserDialog } from './staff-user-dialog';

/**
 * What can be done to staff users, and the dialogs for it (render `dialogs` once on the page): New
 * user, and per user Edit, Reset password, Deactivate (asked first; never on one's own row) or
 * Reactivate — none on a user the signed-in one may not change (a superuser, or one holding more:
 * decision 033). A generated password, on create or reset, is shown once.
 */
export function useStaffActions() {
  const { user: me } = useAuth();
  const grants = useGrants();
  const editor = useModalState<{ user?: StaffUser }>();
  const reset = useModalState<StaffUser>();
  const deactivation = useModalState<StaffUser>();
  const shown = useModalState<ShownPassword>();
  const deactivate = useDeactivateStaffUser();
  const activate = useActivateStaffUser();

  const reactivate = (user: StaffUser) =>
    activate.mutate(user.id, {
      onSuccess: () => notify.success(staffToasts.userActivated),
      onError: (error) => notify.error(toErrorMessage(error, 'activate')),
    });

  const actionsFor = (user: StaffUser): ContextMenuAction[] => {
    if (!grants.canChangeUser(user)) return [];
    const actions: ContextMenuAction[] = [
      { label: 'Edit', icon: 'bi-pencil', onSelect: () => editor.open({ user }) },
      { label: 'Reset password', icon: 'bi-key', onSelect: () => reset.open(user) },
    ];
    if (!user.is_active) {
      actions.push({
        label: 'Reactivate',
        icon: 'bi-arrow-counterclockwise',
        onSelect: () => reactivate(user),
      });
    } else if (user.id !== me?.id) {
      actions.push({
        label: 'Deactivate',
        icon: 'bi-person-slash',
        isDanger: true,
        onSelect: () => deactivation.open(user),
      });
    }
    return actions;
  };

  const confirmDeactivate = () => {
    const user = deactivation.subject;
    if (!user) return;
    deactivate.mutate(user.id, {
      onSuccess: () => notify.success(staffToasts.userDeactivated),
      onError: (error) => notify.error(toErrorMessage(error, 'deactivate')),
      onSettled: deactivation.close,
    });
  };

  const showCreated = (created: StaffCreated) => {
    if (created.generated_password !== null) {
      shown.open({ username: created.username, password: created.generated_password });
    }
  };

  const dialogs = (
    <>
      <StaffUserDialog
        show={editor.isOpen}
        user={editor.subject?.user}
        onHide={editor.close}
        onExited={editor.onExited}
        onCreated={showCreated}
      />
      <ResetPasswordDialog
        show={reset.isOpen}
        user={reset.subject}
        onHide={reset.close}
        onExited={reset.onExited}
        onGenerated={(password) =>
          reset.subject && shown.open({ username: reset.subject.username, password })
        }
      />
      <ConfirmDialog
        show={deactivation.isOpen}
        title="Deactivate user"
        onConfirm={confirmDeactivate}
        onCancel={deactivation.close}
        onExited={deactivation.onExited}
        confirmLabel="Deactivate"
        confirmVariant="danger"
        isPending={deactivate.isPending}
      >
        Deactivate {deactivation.subject?.username}? They can no longer sign in. Their sessions end at once.
      </ConfirmDialog>
      <GeneratedPasswordDialog
        show={shown.isOpen}
        subject={shown.subject}
        onHide={shown.close}
        onExited={shown.onExited}
      />
    </>
  );

  return { actionsFor, openCreate: () => editor.open({}), dialogs };
}
