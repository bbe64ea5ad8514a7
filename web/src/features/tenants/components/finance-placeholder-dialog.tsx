import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { ModalState } from '../../../lib/use-modal-state';

export type FinanceAction = 'payment' | 'fee';

const TITLES: Record<FinanceAction, string> = { payment: 'Record Payment', fee: 'Add Fee' };

export const FINANCE_PLACEHOLDER_TEXT = 'Recording payments and fees arrives with the Finance screen.';

/** Payment and Fee of a tenant, until the Finance issue brings the Create Transactions dialog. */
export function FinancePlaceholderDialog({ modal }: { modal: ModalState<FinanceAction> }) {
  return (
    <Modal
      show={modal.isOpen}
      onHide={modal.close}
      onExited={modal.onExited}
      centered
      aria-labelledby="finance-placeholder-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="finance-placeholder-title">{TITLES[modal.subject ?? 'payment']}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{FINANCE_PLACEHOLDER_TEXT}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={modal.close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
