import type { StaffCreated, StaffUser } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { StaffUserForm } from './staff-user-form';

export interface StaffUserDialogProps {
  show: boolean;
  /** Edit this user; without it, create one. The list's row holds everything the form shows. */
  user?: StaffUser;
  onHide: () => void;
  onExited?: () => void;
  onCreated: (created: StaffCreated) => void;
}

export function StaffUserDialog({ show, user, onHide, onExited, onCreated }: StaffUserDialogProps) {
  return (
    <FormDialog
      show={show}
      title={user ? `Edit ${user.username}` : 'New user'}
      onHide={onHide}
      onExited={onExited}
    >
      <StaffUserForm user={user} onDone={onHide} onCreated={onCreated} />
    </FormDialog>
  );
}
