import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { STAFF_MESSAGES } from '@bunkhouse/contract';
import type { StaffCreateBody, StaffCreated, StaffPatchBody, StaffUser } from '@bunkhouse/contract';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useLogError } from '../../../lib/use-log-error';
import { useCreateStaffUser } from '../api/create-staff-user';
import { useGroups } from '../api/get-groups';
import { useUpdateStaffUser } from '../api/update-staff-user';
import {
  createUserSchema,
  decodeGroups,
  editUserSchema,
  encodeGroups,
  userFormValues,
} from '../staff-form-schema';
import type { StaffField } from '../staff-form-schema';
import { staffToasts } from '../staff-text';
import { useGrants } from '../use-grants';
import { PasswordChoice } from './password-choice';

export interface StaffUserFormProps {
  /** Edit this user (PATCH); without it, create one (POST). */
  user?: StaffUser;
  onDone: () => void;
  /** A new user was created: their generated password, if any, is shown once. */
  onCreated: (created: StaffCreated) => void;
}

/**
 * A staff user: username (on create only; it never changes), full name, e-mail, groups, the
 * superuser switch, and on create the password, generated unless one is set. Only what the signed-in
 * user may grant can be changed (decision 033): the switch shows to superusers only, and a group
 * holding a permission they lack, or any group on their own account, is greyed out with the reason.
 */
export function StaffUserForm({ user, onDone, onCreated }: StaffUserFormProps) {
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  const groups = useGroups();
  const grants = useGrants();
  const canChangeGroups = grants.canChangeGroupsOf(user);
  const groupsHint = !canChangeGroups
    ? STAFF_MESSAGES.ownGroups
    : groups.data?.some((group) => !grants.canGrantGroup(group))
      ? STAFF_MESSAGES.groupNotHeld
      : null;
  useLogError(groups.error, 'Failed to load groups:');
  const form = useForm<StaffField, StaffCreateBody | StaffPatchBody>({
    schema: user ? editUserSchema : createUserSchema,
    initialValues: userFormValues(user),
    submit: (body) =>
      user
        ? update.mutateAsync({ id: user.id, body: body as StaffPatchBody })
        : create.mutateAsync(body as StaffCreateBody).then(onCreated),
    onSuccess: () => {
      notify.success(user ? staffToasts.userUpdated : staffToasts.userCreated);
      onDone();
    },
  });
  const { values, errors, setValue, isSubmitting } = form;
  const chosen = decodeGroups(values.groups);
  const toggleGroup = (id: number, isChosen: boolean) =>
    setValue('groups', encodeGroups(isChosen ? [...chosen, id] : chosen.filter((other) => other !== id)));

  return (
    <FormDialogBody form={form} label="Staff user" onCancel={onDone}>
      {!user && (
        <FormField
          controlId="staff-user-username"
          label="Username"
          error={errors.username}
          required={form.isRequired('username')}
        >
          <Form.Control
            value={values.username}
            onChange={(event) => setValue('username', event.target.value)}
            isInvalid={!!errors.username}
            autoComplete="off"
            autoFocus
          />
        </FormField>
      )}
      <FormField
        controlId="staff-user-full-name"
        label="Full name"
        error={errors.full_name}
        required={form.isRequired('full_name')}
      >
        <Form.Control
          value={values.full_name}
          onChange={(event) => setValue('full_name', event.target.value)}
          isInvalid={!!errors.full_name}
          autoComplete="off"
          autoFocus={!!user}
        />
      </FormField>
      <FormField
        controlId="staff-user-email"
        label="E-mail"
        error={errors.email}
        required={form.isRequired('email')}
      >
        <Form.Control
          type="email"
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
          isInvalid={!!errors.email}
          autoComplete="off"
        />
      </FormField>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">Groups</legend>
        {groups.isPending && (
          <div className="text-body-secondary small">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading groups...
          </div>
        )}
        {groups.isError && <div className="text-danger small">Failed to load the groups.</div>}
        {groups.data?.map((group) => (
          <Form.Check
            key={group.id}
            id={`staff-user-group-${group.id}`}
            label={group.name}
            checked={chosen.includes(group.id)}
            onChange={(event) => toggleGroup(group.id, event.target.checked)}
            isInvalid={!!errors.groups}
            disabled={isSubmitting || !canChangeGroups || !grants.canGrantGroup(group)}
          />
        ))}
        {errors.groups && <div className="invalid-feedback d-block">{errors.groups}</div>}
        {groupsHint && <div className="form-text">{groupsHint}</div>}
      </fieldset>
      {grants.isSuperuser && (
        <Form.Group className="mb-3">
          <Form.Switch
            id="staff-user-superuser"
            label="Superuser: holds every permission"
            checked={values.is_superuser === 'true'}
            onChange={(event) => setValue('is_superuser', event.target.checked ? 'true' : '')}
            isInvalid={!!errors.is_superuser}
            disabled={isSubmitting}
          />
          {errors.is_superuser && <div className="invalid-feedback d-block">{errors.is_superuser}</div>}
        </Form.Group>
      )}
      {!user && (
        <PasswordChoice
          idPrefix="staff-user"
          mode={values.password_mode}
          password={values.password}
          error={errors.password}
          required={form.isRequired('password')}
          disabled={isSubmitting}
          onModeChange={(mode) => setValue('password_mode', mode)}
          onPasswordChange={(password) => setValue('password', password)}
        />
      )}
    </FormDialogBody>
  );
}
