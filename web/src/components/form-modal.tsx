import { useId } from 'react';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** SPEC.md §8 "Load failure when editing". */
export const LOAD_FAILED_TEXT = 'Failed to load data for editing.';

export interface FormModalProps {
  show: boolean;
  title: string;
  onHide: () => void;
  onExited?: () => void;
  /** Edit mode: the object is still being loaded (GET) before the form can show it. */
  isLoading?: boolean;
  /** Edit mode: the object could not be loaded. */
  loadFailed?: boolean;
  /** The form (usually a `ModalForm`), rendered only once there is something to edit. */
  children: ReactNode;
}

/** The modal around an add or edit form: title, then loading, the load failure, or the form. */
export function FormModal({
  show,
  title,
  onHide,
  onExited,
  isLoading = false,
  loadFailed = false,
  children,
}: FormModalProps) {
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
