import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useLogout } from '../../features/auth/api/logout';

export function LogoutDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { mutate: logOut, isPending } = useLogout();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="logout-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="logout-dialog-title">Confirm Logout</Modal.Title>
      </Modal.Header>
      <Modal.Body>Are you sure you want to log out?</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          // Logging out loses nothing: the button the user came for takes focus.
          autoFocus
          onClick={() => logOut(undefined, { onSettled: onHide })}
          disabled={isPending}
        >
          Log Out
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
