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

/** Asks before something that cannot be undone. */
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
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={isPending}>
          {isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
