import Form from 'react-bootstrap/Form';
import { subTypeCreateBody, subTypePatchBody } from '@bunkhouse/contract';
import type { SubType, SubTypeCreateBody, SubTypeKind, SubTypePatchBody } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import type { BodySchema } from '../../../lib/use-form';
import { useCreateSubType } from '../api/create-sub-type';
import { useUpdateSubType } from '../api/update-sub-type';
import { kindLabel, patternsOf, subTypesToasts } from '../settings-text';
import { MailReadingTest } from './mail-reading-test';

type Field = 'name' | 'default_amount' | 'detection_patterns';
type Body = SubTypeCreateBody | SubTypePatchBody;

/** What the dialog edits: a new sub-type of a kind, or an existing one. */
export type SubTypeSubject = { kind: SubTypeKind; subType?: SubType };

/**
 * The contract's body for the kind: a default amount only for a fee type, the patterns (one a line,
 * each checked to be a regular expression) only for a payment method.
 */
function bodySchema(kind: SubTypeKind, isEdit: boolean): BodySchema<Body> {
  return {
    safeParse: (input) => {
      const values = input as Record<Field, string | null>;
      const body = {
        name: values.name,
        ...(kind === 'fee' ? { default_amount: values.default_amount } : {}),
        ...(kind === 'payment' ? { detection_patterns: patternsOf(values.detection_patterns) } : {}),
      };
      return isEdit ? subTypePatchBody.safeParse(body) : subTypeCreateBody.safeParse({ type: kind, ...body });
    },
  };
}

function SubTypeForm({ kind, subType, onDone }: SubTypeSubject & { onDone: () => void }) {
  const create = useCreateSubType();
  const update = useUpdateSubType();
  const form = useForm<Field, Body>({
    schema: bodySchema(kind, !!subType),
    initialValues: {
      name: subType?.name ?? '',
      default_amount: subType?.default_amount ?? '',
      detection_patterns: subType?.detection_patterns.join('\n') ?? '',
    },
    submit: (body) =>
      subType ? update.mutateAsync({ id: subType.id, body }) : create.mutateAsync(body as SubTypeCreateBody),
    onSuccess: () => {
      notify.success(subType ? subTypesToasts.updated(kind) : subTypesToasts.created(kind));
      onDone();
    },
  });
  const { values, errors, setValue } = form;

  return (
    <FormDialogBody form={form} label={kindLabel(kind)} onCancel={onDone}>
      <FormField
        controlId="sub-type-name"
        label="Name"
        error={errors.name}
        required={form.isRequired('name')}
      >
        <Form.Control
          value={values.name}
          onChange={(event) => setValue('name', event.target.value)}
          isInvalid={!!errors.name}
          maxLength={100}
        />
      </FormField>
      {kind === 'fee' && (
        <FormField
          controlId="sub-type-amount"
          label="Default amount"
          error={errors.default_amount}
          required={form.isRequired('default_amount')}
        >
          <Form.Control
            inputMode="decimal"
            value={values.default_amount}
            onChange={(event) => setValue('default_amount', event.target.value)}
            isInvalid={!!errors.default_amount}
            placeholder="None"
          />
          <Form.Text>Create Transactions fills it in when this fee type is chosen.</Form.Text>
        </FormField>
      )}
      {kind === 'payment' && (
        <>
          <FormField
            controlId="sub-type-patterns"
            label="Detection patterns"
            error={errors.detection_patterns}
            required={form.isRequired('detection_patterns')}
          >
            <Form.Control
              as="textarea"
              rows={4}
              className="font-monospace"
              value={values.detection_patterns}
              onChange={(event) => setValue('detection_patterns', event.target.value)}
              isInvalid={!!errors.detection_patterns}
              spellCheck={false}
            />
            <Form.Text>
              One regular expression a line (case-insensitive): a payment e-mail that matches one is read as
              this method.
            </Form.Text>
          </FormField>
          {subType ? (
            <MailReadingTest methodId={subType.id} patterns={values.detection_patterns} />
          ) : (
            <p className="small text-body-secondary mb-0">
              Save the method, then edit it to test its patterns against a pasted mail.
            </p>
          )}
        </>
      )}
    </FormDialogBody>
  );
}

export interface SubTypeDialogProps {
  show: boolean;
  subject: SubTypeSubject | null;
  onHide: () => void;
  onExited?: () => void;
}

/** New or edit a sub-type: its name; a fee type's default amount; a payment method's patterns. */
export function SubTypeDialog({ show, subject, onHide, onExited }: SubTypeDialogProps) {
  const title = subject ? `${subject.subType ? 'Edit' : 'New'} ${kindLabel(subject.kind).toLowerCase()}` : '';
  return (
    <FormDialog show={show} title={title} onHide={onHide} onExited={onExited}>
      {subject && <SubTypeForm {...subject} onDone={onHide} />}
    </FormDialog>
  );
}
