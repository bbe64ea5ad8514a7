import { useId } from 'react';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { LOAD_FAILED_TEXT } from '../lib/form-text';

export interface FormDialogProps {
  show: boolean;
  title: string;
  onHide: () => void;
  onExited?: () => void;
  /** Edit mode: the object is still being loaded (GET) before the form can show it. */
  isLoading?: boolean;
  /** Edit mode: the object could not be loaded. */
  loadFailed?: boolean;
  /** The form (usually a `FormDialogBody`), rendered only once there is something to edit. */
  children: ReactNode;
}

/**
 * The dialog around an add or edit form (the shell; `FormDialogBody` is the form inside it): title,
 * then loading, the load failure, or the form.
 */
export function FormDialog({
  show,
  title,
  onHide,
  onExited,
  isLoading = false,
  loadFailed = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  let content = children;
  if (isLoading) {
    content = (
      <Modal.Body className="text-center text-body-secondary py-4">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading data...
      </Modal.Body>
    );
  } else if (loadFailed) {
    content = (
      <>
        <Modal.Body>
          <Alert variant="danger" className="mb-0">
            {LOAD_FAILED_TEXT}
          </Alert>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide}>
            Close
          </Button>
        </Modal.Footer>
      </>
    );
  }
  return (
    <Modal show={show} onHide={onHide} onExited={onExited} aria-labelledby={titleId} backdrop="static">
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      {content}
    </Modal>
  );
}
