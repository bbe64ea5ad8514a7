import type { SetPasswordBody, StaffUser } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useSetStaffPassword } from '../api/set-staff-password';
import { PASSWORD_START, passwordSchema } from '../staff-form-schema';
import type { PasswordField } from '../staff-form-schema';
import { staffToasts } from '../staff-text';
import { PasswordChoice } from './password-choice';

export interface ResetPasswordDialogProps {
  show: boolean;
  user: StaffUser | null;
  onHide: () => void;
  onExited?: () => void;
  /** The server made a password up: it is shown once. */
  onGenerated: (password: string) => void;
}

/** A new password for a staff user: generated (the default) or set by the manager. */
export function ResetPasswordDialog({ show, user, onHide, onExited, onGenerated }: ResetPasswordDialogProps) {
  return (
    <FormDialog
      show={show}
      title={`Reset password for ${user?.username ?? ''}`}
      onHide={onHide}
      onExited={onExited}
    >
      {user && <ResetPasswordForm user={user} onDone={onHide} onGenerated={onGenerated} />}
    </FormDialog>
  );
}

function ResetPasswordForm({
  user,
  onDone,
  onGenerated,
}: {
  user: StaffUser;
  onDone: () => void;
  onGenerated: (password: string) => void;
}) {
  const setPassword = useSetStaffPassword();
  const form = useForm<PasswordField, SetPasswordBody>({
    schema: passwordSchema,
    initialValues: PASSWORD_START,
    submit: async (body) => {
      const { generated_password: generated } = await setPassword.mutateAsync({ id: user.id, body });
      if (generated === null) notify.success(staffToasts.passwordSet);
      else onGenerated(generated);
    },
    onSuccess: onDone,
  });
  return (
    <FormDialogBody form={form} label="Reset password" onCancel={onDone} submitLabel="Reset password">
      <PasswordChoice
        idPrefix="reset-password"
        mode={form.values.password_mode}
        password={form.values.password}
        error={form.errors.password}
        required={form.isRequired('password')}
        disabled={form.isSubmitting}
        onModeChange={(mode) => form.setValue('password_mode', mode)}
        onPasswordChange={(password) => form.setValue('password', password)}
      />
    </FormDialogBody>
  );
}
