import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { layoutPatchBody, REQUIRED } from '@bunkhouse/contract';
import type { LayoutPatchBody, MailLayout } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField, RequiredNote } from '../../../components/form-field';
import { useSubTypes } from '../../../lib/api/get-sub-types';
import { toErrorMessage } from '../../../lib/form-errors';
import { SAVING_TEXT } from '../../../lib/form-text';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import type { BodySchema } from '../../../lib/use-form';
import { useLogError } from '../../../lib/use-log-error';
import { useDeleteMailLayout } from '../api/delete-mail-layout';
import { useMailLayouts } from '../api/get-mail-layouts';
import { useUpdateMailLayout } from '../api/update-mail-layout';
import { LAYOUTS_TITLE, layoutsToasts, patternsOf } from '../settings-text';
import { LayoutTest } from './layout-test';

type LayoutField = 'patterns' | 'method_id';

/** The contract's body: the patterns one a line (blank lines left out), at least one; the method. */
const layoutSchema: BodySchema<LayoutPatchBody> = {
  safeParse: (input) => {
    const values = input as Record<LayoutField, string | null>;
    const patterns = patternsOf(values.patterns);
    if (patterns.length === 0) {
      return { success: false, error: { issues: [{ path: ['patterns'], message: REQUIRED }] } };
    }
    return layoutPatchBody.safeParse({ patterns, method_id: values.method_id });
  },
};

/** One layout: its sender and when it was taught; its patterns and method, Save, Delete; its test. */
function LayoutCard({ layout }: { layout: MailLayout }) {
  const update = useUpdateMailLayout();
  const remove = useDeleteMailLayout();
  const methods = useSubTypes({ is_active: true, type: ['payment'] });
  const [isDeleting, setIsDeleting] = useState(false);
  const form = useForm<LayoutField, LayoutPatchBody>({
    schema: layoutSchema,
    initialValues: { patterns: layout.patterns.join('\n'), method_id: String(layout.method.id) },
    submit: (body) => update.mutateAsync({ id: layout.id, body }),
    onSuccess: () => notify.success(layoutsToasts.saved(layout.sender_domain)),
  });
  const { values, errors, setValue, banner, isSubmitting, bindForm, handleSubmit } = form;
  // The layout's own method stays offered while inactive.
  const options = useMemo(() => {
    const active = methods.data ?? [];
    return active.some((method) => method.id === layout.method.id) ? active : [layout.method, ...active];
  }, [methods.data, layout.method]);
  const idOf = (field: string) => `layout-${layout.id}-${field}`;
  const confirmDelete = () =>
    remove.mutate(layout.id, {
      onSuccess: () => notify.success(layoutsToasts.deleted(layout.sender_domain)),
      onError: (error) => notify.error(toErrorMessage(error, 'delete')),
      onSettled: () => setIsDeleting(false),
    });

  return (
    <Card as="li" className="mb-3" aria-labelledby={idOf('title')}>
      <Card.Body>
        <h3 className="h6 mb-1" id={idOf('title')}>
          {layout.sender_domain}
        </h3>
        <p className="small text-body-secondary">
          Taught {formatDateTime(layout.created_at)}
          {layout.created_by ? ` by ${layout.created_by}` : ''}
          {layout.sample_message_id !== null ? ` from mail #${layout.sample_message_id}` : ''}.
        </p>
        <Form
          ref={bindForm}
          noValidate
          onSubmit={handleSubmit}
          aria-label={`Layout of ${layout.sender_domain}`}
        >
          {banner && (
            <Alert variant="danger" tabIndex={-1} data-form-banner>
              {banner}
            </Alert>
          )}
          <FormField controlId={idOf('method')} label="Payment method" error={errors.method_id} required>
            <Form.Select
              value={values.method_id}
              onChange={(event) => setValue('method_id', event.target.value)}
              isInvalid={!!errors.method_id}
              disabled={isSubmitting}
            >
              {options.map((method) => (
                <option key={method.id} value={method.id}>
                  {method.name}
                </option>
              ))}
            </Form.Select>
          </FormField>
          <FormField controlId={idOf('patterns')} label="Patterns" error={errors.patterns} required>
            <Form.Control
              as="textarea"
              rows={Math.min(5, Math.max(2, values.patterns.split('\n').length))}
              className="font-monospace small"
              value={values.patterns}
              onChange={(event) => setValue('patterns', event.target.value)}
              isInvalid={!!errors.patterns}
              disabled={isSubmitting}
              spellCheck={false}
            />
            <Form.Text>
              One regular expression a line (case-insensitive), each matching a whole line of the mail;
              together they capture <code>(?&lt;payer&gt;…)</code> and <code>(?&lt;amount&gt;…)</code>.
            </Form.Text>
          </FormField>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={isSubmitting}>
              {isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {isSubmitting ? SAVING_TEXT : 'Save'}
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              className="ms-auto"
              onClick={() => setIsDeleting(true)}
              disabled={isSubmitting || remove.isPending}
            >
              Delete
            </Button>
          </div>
        </Form>
        <LayoutTest layout={layout} />
        <ConfirmDialog
          show={isDeleting}
          title="Delete layout"
          confirmLabel="Delete"
          confirmVariant="danger"
          isPending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setIsDeleting(false)}
        >
          Forget the layout taught for {layout.sender_domain}? Its next mails of this layout are read by no
          rule: they wait in Needs a look again. Candidates it made stay.
        </ConfirmDialog>
      </Card.Body>
    </Card>
  );
}

/**
 * Settings > Payment methods > Taught layouts (issue 31, `settings.change`): each layout taught from a
 * mail in Payment Candidates' Needs a look, with its sender's domain, its payment method and patterns
 * (edited and saved), Delete (asks first) and a test against its own mail or a pasted one.
 */
export function TaughtLayouts() {
  const layouts = useMailLayouts();
  useLogError(layouts.error, `${layoutsToasts.loadFailed}:`);
  let content;
  if (layouts.isPending) content = <p className="text-body-secondary">Loading...</p>;
  else if (!layouts.data) content = <Alert variant="danger">{layoutsToasts.loadFailed}.</Alert>;
  else if (layouts.data.length === 0) {
    content = (
      <p className="text-body-secondary">
        No layout taught yet: teach one from a mail in Payment Candidates, Needs a look.
      </p>
    );
  } else {
    content = (
      <>
        <RequiredNote />
        <ul className="list-unstyled mb-0" aria-label={LAYOUTS_TITLE}>
          {layouts.data.map((layout) => (
            <LayoutCard key={layout.id} layout={layout} />
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="mb-4" aria-labelledby="taught-layouts-title" style={{ maxWidth: '48rem' }}>
      <h2 className="h5" id="taught-layouts-title">
        {LAYOUTS_TITLE}
      </h2>
      <p className="small text-body-secondary">
        Layouts taught from mails of verified senders that no rule read: each reads its sender’s mails of that
        layout as payments of its method.
      </p>
      {content}
    </section>
  );
}
