import { useLayoutEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGE_KIND_LABELS, messageTemplateBody } from '@bunkhouse/contract';
import type { MessageTemplate, MessageTemplateBody } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { SAVING_TEXT } from '../../../lib/form-text';
import { toErrorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useResetMessageTemplate } from '../api/reset-message-template';
import { useSaveMessageTemplate } from '../api/save-message-template';
import { messagesToasts } from '../messages-text';
import { TemplatePreview } from './template-preview';

type Field = 'subject' | 'body';

export interface TemplateDialogProps {
  template: MessageTemplate | null;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}

/**
 * Settings > Message templates: one kind's template edited in a dialog. The subject and the body, the
 * fields the kind may use as chips that insert `{field}` where the cursor was (in the subject or the
 * body, whichever was last in use), a preview written for a chosen tenant, Save (the server's refusal,
 * an unknown field, under its box), and Set back to default (asks first, in the dialog).
 */
export function TemplateDialog({ template, show, onHide, onExited }: TemplateDialogProps) {
  const [isResetting, setIsResetting] = useState(false);
  const title = template ? `Template: ${MESSAGE_KIND_LABELS[template.kind]}` : '';
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => {
        setIsResetting(false);
        onExited();
      }}
      size="lg"
      backdrop="static"
      aria-labelledby="template-dialog-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="template-dialog-title">{title}</Modal.Title>
      </Modal.Header>
      {template &&
        (isResetting ? (
          <ResetBody template={template} onDone={onHide} onCancel={() => setIsResetting(false)} />
        ) : (
          <TemplateForm template={template} onDone={onHide} onReset={() => setIsResetting(true)} />
        ))}
    </Modal>
  );
}

/** The question before Set back to default, in place of the form. */
function ResetBody({
  template,
  onDone,
  onCancel,
}: {
  template: MessageTemplate;
  onDone: () => void;
  onCancel: () => void;
}) {
  const reset = useResetMessageTemplate();
  const confirm = () =>
    reset.mutate(template.kind, {
      onSuccess: () => {
        notify.success(messagesToasts.templateReset);
        onDone();
      },
      onError: (error) => notify.error(toErrorMessage(error, 'set back')),
    });
  return (
    <>
      <Modal.Body>
        Set the {MESSAGE_KIND_LABELS[template.kind].toLowerCase()} template back to the product&rsquo;s text?
        The edited subject and body are lost.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={reset.isPending} autoFocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={reset.isPending}>
          {reset.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Set back to default
        </Button>
      </Modal.Footer>
    </>
  );
}

function TemplateForm({
  template,
  onDone,
  onReset,
}: {
  template: MessageTemplate;
  onDone: () => void;
  onReset: () => void;
}) {
  const save = useSaveMessageTemplate();
  const form = useForm<Field, MessageTemplateBody>({
    schema: messageTemplateBody,
    initialValues: { subject: template.subject, body: template.body },
    submit: (body) => save.mutateAsync({ kind: template.kind, body }),
    onSuccess: () => {
      notify.success(messagesToasts.templateSaved);
      onDone();
    },
  });
  const { values, errors, setValue, bindForm } = form;
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const controlOf = (field: Field) => (field === 'subject' ? subjectRef.current : bodyRef.current);
  /** The box a chip writes into: the one last in use, the body at first. */
  const target = useRef<Field>('body');
  /** Where the cursor goes once an inserted field is on screen. */
  const caret = useRef<{ field: Field; at: number } | null>(null);
  useLayoutEffect(() => {
    if (!caret.current) return;
    const { field, at } = caret.current;
    caret.current = null;
    const control = controlOf(field);
    control?.focus();
    control?.setSelectionRange(at, at);
  });

  const insert = (name: string) => {
    const field = target.current;
    const control = controlOf(field);
    const text = values[field];
    const start = control?.selectionStart ?? text.length;
    const end = control?.selectionEnd ?? start;
    const token = `{${name}}`;
    setValue(field, text.slice(0, start) + token + text.slice(end));
    caret.current = { field, at: start + token.length };
  };

  return (
    <Form ref={bindForm} noValidate onSubmit={form.handleSubmit} aria-label="Template">
      <Modal.Body>
        {form.banner && (
          <Alert variant="danger" tabIndex={-1} data-form-banner>
            {form.banner}
          </Alert>
        )}
        <FormField controlId="template-subject" label="Subject" error={errors.subject} required>
          <Form.Control
            ref={subjectRef}
            value={values.subject}
            onChange={(event) => setValue('subject', event.target.value)}
            onFocus={() => (target.current = 'subject')}
            isInvalid={!!errors.subject}
            disabled={form.isSubmitting}
          />
        </FormField>
        <FormField controlId="template-body" label="Body" error={errors.body} required>
          <Form.Control
            ref={bodyRef}
            as="textarea"
            rows={12}
            value={values.body}
            onChange={(event) => setValue('body', event.target.value)}
            onFocus={() => (target.current = 'body')}
            isInvalid={!!errors.body}
            disabled={form.isSubmitting}
          />
        </FormField>
        <div className="mb-3">
          <div className="small text-body-secondary mb-1" id="template-fields-caption">
            Fields this message can use (a click puts one where the cursor is):
          </div>
          <div className="d-flex flex-wrap gap-1" role="group" aria-labelledby="template-fields-caption">
            {template.fields.map((name) => (
              <button
                key={name}
                type="button"
                className="btn btn-sm btn-outline-secondary rounded-pill font-monospace"
                // Keeps the cursor in the box, so the field goes where it was.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(name)}
                disabled={form.isSubmitting}
              >
                {`{${name}}`}
              </button>
            ))}
          </div>
        </div>
        <TemplatePreview kind={template.kind} subject={values.subject} body={values.body} />
      </Modal.Body>
      <Modal.Footer>
        {!template.is_default && (
          <Button variant="outline-danger" className="me-auto" onClick={onReset} disabled={form.isSubmitting}>
            Set back to default
          </Button>
        )}
        <Button variant="secondary" onClick={onDone} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {form.isSubmitting ? SAVING_TEXT : 'Save'}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
