import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { STAFF_MESSAGES } from '@bunkhouse/contract';

export interface ShownPassword {
  username: string;
  password: string;
}

export interface GeneratedPasswordDialogProps {
  show: boolean;
  subject: ShownPassword | null;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * A password the server made up, shown this once with a Copy button: it is not stored anywhere the
 * app can read it again. Only Done closes it (no click beside it), so it is not lost by accident.
 */
export function GeneratedPasswordDialog({ show, subject, onHide, onExited }: GeneratedPasswordDialogProps) {
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = () => {
    if (!subject) return;
    const done = () => setCopyState('copied');
    const failed = () => {
      setCopyState('failed');
      inputRef.current?.select();
    };
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(subject.password).then(done, failed);
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => {
        setCopyState('idle');
        onExited?.();
      }}
      aria-labelledby={titleId}
      backdrop="static"
      keyboard={false}
    >
      <Modal.Header>
        <Modal.Title id={titleId}>Password for {subject?.username}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{STAFF_MESSAGES.passwordShownOnce}</p>
        <Form.Label htmlFor="generated-password" className="visually-hidden">
          Generated password
        </Form.Label>
        <InputGroup>
          <Form.Control
            id="generated-password"
            ref={inputRef}
            className="font-monospace"
            value={subject?.password ?? ''}
            readOnly
            // The one thing to do here: copy it. Focus selects it, ready for Ctrl+C.
            autoFocus
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline-primary" onClick={copy}>
            <i
              className={`bi ${copyState === 'copied' ? 'bi-clipboard-check' : 'bi-clipboard'} me-1`}
              aria-hidden="true"
            />
            {copyState === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </InputGroup>
        <div role="status" className="small mt-2">
          {copyState === 'copied' && 'Copied to the clipboard.'}
          {copyState === 'failed' &&
            'The browser would not copy it: the password is selected, copy it by hand.'}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onHide}>Done</Button>
      </Modal.Footer>
    </Modal>
  );
}
