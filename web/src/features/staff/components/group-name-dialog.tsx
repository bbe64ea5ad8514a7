import Form from 'react-bootstrap/Form';
import { groupBody, groupPatchBody } from '@bunkhouse/contract';
import type { GroupBody, GroupPatchBody, StaffGroup } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';
import { staffToasts } from '../staff-text';

export interface GroupNameDialogProps {
  show: boolean;
  /** Rename this group; without it, create one (with no permissions yet). */
  group?: StaffGroup;
  onHide: () => void;
  onExited?: () => void;
  /** A new group was created: its permissions are chosen next. */
  onCreated: (group: StaffGroup) => void;
}

export function GroupNameDialog({ show, group, onHide, onExited, onCreated }: GroupNameDialogProps) {
  return (
    <FormDialog
      show={show}
      title={group ? `Rename ${group.name}` : 'New group'}
      onHide={onHide}
      onExited={onExited}
    >
      <GroupNameForm group={group} onDone={onHide} onCreated={onCreated} />
    </FormDialog>
  );
}

function GroupNameForm({
  group,
  onDone,
  onCreated,
}: {
  group?: StaffGroup;
  onDone: () => void;
  onCreated: (group: StaffGroup) => void;
}) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const form = useForm<'name', GroupBody | GroupPatchBody>({
    schema: group ? groupPatchBody : groupBody,
    initialValues: { name: group?.name ?? '' },
    submit: (body) =>
      group
        ? update.mutateAsync({ id: group.id, body: body as GroupPatchBody })
        : create.mutateAsync(body as GroupBody).then(onCreated),
    onSuccess: () => {
      notify.success(group ? staffToasts.groupRenamed : staffToasts.groupCreated);
      onDone();
    },
  });
  return (
    <FormDialogBody form={form} label="Group" onCancel={onDone} submitLabel={group ? 'Rename' : 'Create'}>
      <FormField
        controlId="group-name"
        label="Name"
        error={form.errors.name}
        required={form.isRequired('name')}
      >
        <Form.Control
          value={form.values.name}
          onChange={(event) => form.setValue('name', event.target.value)}
          isInvalid={!!form.errors.name}
          autoComplete="off"
          autoFocus
        />
      </FormField>
    </FormDialogBody>
  );
}
