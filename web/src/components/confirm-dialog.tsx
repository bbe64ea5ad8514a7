import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  onExited?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: ButtonProps['variant'];
  /** The confirmed action is running: both buttons wait, and the dialog cannot be dismissed. */
  isPending?: boolean;
}

/**
 * Asks before something that cannot be undone. It opens with focus on its confirm button, except when
 * that button is 'danger' (a delete, a void): then on Cancel, so that Enter cannot destroy by accident.
 * Closed, focus goes back where it came from (react-bootstrap's `restoreFocus`).
 */
export function ConfirmDialog({
  show,
  title,
  children,
  onConfirm,
  onCancel,
  onExited,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  isPending = false,
}: ConfirmDialogProps) {
  const isDestructive = confirmVariant === 'danger';
  return (
    <Modal
      show={show}
      onHide={() => {
        if (!isPending) onCancel();
      }}
      onExited={onExited}
      centered
      aria-labelledby="confirm-dialog-title"
      backdrop={isPending ? 'static' : true}
    >
      <Modal.Header closeButton={!isPending}>
        <Modal.Title id="confirm-dialog-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={isPending} autoFocus={isDestructive}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending} autoFocus={!isDestructive}>
          {isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
