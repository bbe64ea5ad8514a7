import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGE_KIND_LABELS } from '@bunkhouse/contract';
import type { Message, MessageListItem } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { toErrorMessage } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useLogError } from '../../../lib/use-log-error';
import type { ModalState } from '../../../lib/use-modal-state';
import { useMessage } from '../api/get-message';
import { useResendMessage } from '../api/resend-message';
import { messagesToasts } from '../messages-text';
import { useMessagesPermissions } from '../use-messages-permissions';
import { MessageStatusCell } from './message-status';
import { MessageText } from './message-text';

const DASH = '—';

function Details({ message }: { message: Message }) {
  const items: [string, ReactNode][] = [
    [
      'To',
      <>
        <AllowedLink screen="tenant" to={paths.tenant.href(message.tenant.id)}>
          {message.tenant.name}
        </AllowedLink>
        {message.to_address ? ` <${message.to_address}>` : ' (no e-mail address)'}
      </>,
    ],
    ['Message', MESSAGE_KIND_LABELS[message.kind]],
    ['Subject', message.subject],
    ['Status', <MessageStatusCell key="status" message={message} />],
    ['Created', formatDateTime(message.created_at)],
    ['Sent', message.sent_at ? formatDateTime(message.sent_at) : DASH],
    ['Attempts', String(message.attempts)],
    ['Cause', message.cause],
    ['Attachment', message.attachment ?? 'None'],
  ];
  return (
    <>
      <dl className="row mb-3" aria-label="Message">
        {items.map(([label, value]) => (
          <div key={label} className="col-sm-6 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="h6">Text sent</h3>
      <MessageText text={message.body} label="Text of the message" />
    </>
  );
}

/**
 * A message to a tenant (Finance > Messages, a tenant's Messages): to whom, what, its status and why,
 * what caused it, the attachment in words and the text as sent. With `tenants.change`, Resend queues
 * a new copy of it.
 */
export function MessageDetailDialog({ modal }: { modal: ModalState<MessageListItem> }) {
  const { canSend } = useMessagesPermissions();
  const id = modal.subject?.id ?? null;
  const detail = useMessage(id);
  useLogError(detail.error, 'Failed to load the message:');
  const resend = useResendMessage();
  const doResend = () => {
    if (id === null) return;
    resend.mutate(id, {
      onSuccess: () => {
        notify.success(messagesToasts.resent);
        modal.close();
      },
      onError: (error) => notify.error(toErrorMessage(error, 'resend')),
    });
  };
  const title = modal.subject ? MESSAGE_KIND_LABELS[modal.subject.kind] : '';

  return (
    <Modal
      show={modal.isOpen}
      onHide={modal.close}
      onExited={modal.onExited}
      size="lg"
      aria-labelledby="message-detail-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="message-detail-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {detail.isPending && (
          <div className="text-center text-body-secondary py-4">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading data...
          </div>
        )}
        {detail.isError && (
          <Alert variant="danger" className="mb-0">
            Failed to load the message.
          </Alert>
        )}
        {detail.data && <Details message={detail.data} />}
      </Modal.Body>
      <Modal.Footer>
        {canSend && detail.data && (
          <Button
            variant="outline-primary"
            className="me-auto"
            onClick={doResend}
            disabled={resend.isPending}
          >
            {resend.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Resend
          </Button>
        )}
        <Button variant="secondary" onClick={modal.close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
