import { useState } from 'react';
import type { MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGE_MESSAGES, statementSendBody } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { useBusinessToday } from '../../../lib/api/business-today';
import { useFocusFirstError } from '../../../lib/focus';
import { toErrorMessage, toFormErrors } from '../../../lib/form-errors';
import { toUsDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { tenantStatementHref } from '../api/get-tenant-statement';
import { useSendStatement } from '../api/send-statement';
import { messagesToasts } from '../messages-text';
import { useMessagesPermissions } from '../use-messages-permissions';

type Field = 'start' | 'end';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export interface StatementDialogProps {
  tenant: { id: number; name: string } | null;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}

/** The days as the contract reads them ('YYYY-MM-DD'), or the message under each field that is wrong. */
function check(values: Values): { range: Values; errors: null } | { range: null; errors: Errors } {
  const parsed = statementSendBody.safeParse(values);
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0]) as Field] ??= issue.message;
    return { range: null, errors };
  }
  if (parsed.data.end < parsed.data.start)
    return { range: null, errors: { end: MESSAGE_MESSAGES.endBeforeStart } };
  return { range: parsed.data, errors: null };
}

/**
 * A tenant's statement of some days (from the first of this month to today in the business day, at
 * first): Download PDF opens the server's PDF in a new tab; with `tenants.change`, Send by e-mail
 * queues it to the tenant. A refusal (messages off) shows in the dialog.
 */
export function StatementDialog({ tenant, show, onHide, onExited }: StatementDialogProps) {
  const today = useBusinessToday();
  return (
    <Modal show={show} onHide={onHide} onExited={onExited} aria-labelledby="statement-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="statement-dialog-title">Statement</Modal.Title>
      </Modal.Header>
      {tenant && today ? (
        <StatementForm tenant={tenant} today={today} onDone={onHide} />
      ) : (
        <Modal.Body className="text-center text-body-secondary py-4">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading data...
        </Modal.Body>
      )}
    </Modal>
  );
}

function StatementForm({
  tenant,
  today,
  onDone,
}: {
  tenant: { id: number; name: string };
  today: string;
  onDone: () => void;
}) {
  const { canSend } = useMessagesPermissions();
  const send = useSendStatement();
  const [values, setValues] = useState<Values>(() => ({
    start: toUsDate(`${today.slice(0, 8)}01`),
    end: toUsDate(today),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const { bindForm, failed } = useFocusFirstError();
  const checked = check(values);
  const href = checked.range ? tenantStatementHref(tenant.id, checked.range) : undefined;

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setBanner(null);
  };
  /** The range to use, or null with its problems shown. */
  const rangeOrShow = () => {
    setBanner(null);
    if (checked.range) return checked.range;
    setErrors(checked.errors);
    failed();
    return null;
  };

  const download = (event: MouseEvent) => {
    if (!rangeOrShow()) event.preventDefault();
  };
  const sendByEmail = () => {
    const range = rangeOrShow();
    if (!range) return;
    send.mutate(
      { tenantId: tenant.id, body: range },
      {
        onSuccess: () => {
          notify.success(messagesToasts.queued);
          onDone();
        },
        onError: (error) => {
          const { fields } = toFormErrors(error);
          const found: Errors = { start: fields.start, end: fields.end };
          setErrors(found);
          const isField = !!(found.start || found.end);
          setBanner(isField ? null : toErrorMessage(error, 'send the statement'));
          failed();
        },
      },
    );
  };

  const dateField = (field: Field, label: string) => (
    <FormField
      controlId={`statement-${field}`}
      label={label}
      error={errors[field]}
      required
      className="col-6"
    >
      <MaskedInput
        id={`statement-${field}`}
        mask={MASKS.usDate}
        value={values[field]}
        onChange={(value) => edit(field, value)}
        isInvalid={!!errors[field]}
        disabled={send.isPending}
        placeholder="MM/DD/YYYY"
        autoComplete="off"
      />
    </FormField>
  );

  return (
    <Form ref={bindForm} noValidate onSubmit={(event) => event.preventDefault()} aria-label="Statement">
      <Modal.Body>
        {banner && (
          <Alert variant="danger" tabIndex={-1} data-form-banner>
            {banner}
          </Alert>
        )}
        <p className="text-body-secondary">The account of {tenant.name} over these days, as a PDF.</p>
        <div className="row">
          {dateField('start', 'Start')}
          {dateField('end', 'End')}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <a
          className={`btn btn-outline-primary${canSend ? ' me-auto' : ''}`}
          href={href ?? '#'}
          target="_blank"
          rel="noopener"
          onClick={download}
        >
          <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
          Download PDF
        </a>
        {canSend && (
          <Button onClick={sendByEmail} disabled={send.isPending}>
            {send.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {send.isPending ? 'Sending...' : 'Send by e-mail'}
          </Button>
        )}
      </Modal.Footer>
    </Form>
  );
}
