import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { BalanceLink } from '@bunkhouse/contract';
import { toErrorMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCreateBalanceLink } from '../api/create-balance-link';
import { useRevokeBalanceLinks } from '../api/revoke-balance-links';
import { messagesToasts } from '../messages-text';

export interface BalanceLinkDialogProps {
  tenant: { id: number; name: string } | null;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}

/**
 * A tenant's balance link (issue 32), to pass on by hand: Copy link makes a fresh one (shown read-only
 * with Copy and the day it expires); Revoke links, after a question, stops every link sent so far.
 */
export function BalanceLinkDialog({ tenant, show, onHide, onExited }: BalanceLinkDialogProps) {
  const create = useCreateBalanceLink();
  const revoke = useRevokeBalanceLinks();
  const [link, setLink] = useState<BalanceLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isRevoking, setIsRevoking] = useState(false);
  const isBusy = create.isPending || revoke.isPending;

  const makeLink = () => {
    if (!tenant) return;
    setProblem(null);
    create.mutate(tenant.id, {
      onSuccess: setLink,
      onError: (error) => setProblem(toErrorMessage(error, 'make a link')),
    });
  };
  const copy = () => {
    if (!link) return;
    navigator.clipboard.writeText(link.url).then(
      () => notify.success(messagesToasts.linkCopied),
      () => setProblem('The link could not be copied: select it and copy it by hand.'),
    );
  };
  const confirmRevoke = () => {
    if (!tenant) return;
    revoke.mutate(tenant.id, {
      onSuccess: () => {
        notify.success(messagesToasts.linksRevoked);
        onHide();
      },
      onError: (error) => {
        setIsRevoking(false);
        setProblem(toErrorMessage(error, 'revoke the links'));
      },
    });
  };

  return (
    <Modal
      show={show}
      onHide={() => !isBusy && onHide()}
      onExited={() => {
        setLink(null);
        setProblem(null);
        setIsRevoking(false);
        onExited();
      }}
      aria-labelledby="balance-link-title"
    >
      <Modal.Header closeButton={!isBusy}>
        <Modal.Title id="balance-link-title">{isRevoking ? 'Revoke links' : 'Balance link'}</Modal.Title>
      </Modal.Header>
      {isRevoking ? (
        <>
          <Modal.Body>
            Stop every balance link of {tenant?.name} sent so far? Opening one then says it is not valid.
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={() => setIsRevoking(false)} disabled={isBusy} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmRevoke} disabled={isBusy}>
              {revoke.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              Revoke links
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <>
          <Modal.Body>
            <p className="text-body-secondary">
              A link to the balance page of {tenant?.name}: no sign-in, read-only, until it expires.
            </p>
            {problem && (
              <Alert variant="danger" role="status">
                {problem}
              </Alert>
            )}
            {link && (
              <Form.Group controlId="balance-link-url">
                <Form.Label>Link</Form.Label>
                <InputGroup>
                  <Form.Control
                    readOnly
                    value={link.url}
                    onFocus={(event) => event.target.select()}
                    aria-describedby="balance-link-expires"
                  />
                  <Button variant="outline-secondary" onClick={copy}>
                    <i className="bi bi-clipboard me-1" aria-hidden="true" />
                    Copy
                  </Button>
                </InputGroup>
                <Form.Text id="balance-link-expires">
                  This link expires on {formatDate(link.expires_on)}.
                </Form.Text>
              </Form.Group>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button
              variant="outline-danger"
              className="me-auto"
              onClick={() => setIsRevoking(true)}
              disabled={isBusy}
            >
              Revoke links
            </Button>
            <Button onClick={makeLink} disabled={isBusy}>
              {create.isPending && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {link ? 'New link' : 'Copy link'}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
