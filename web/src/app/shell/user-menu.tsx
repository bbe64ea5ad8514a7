import { useState } from 'react';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from 'react-router';
import { focusMenuToggle } from '../../lib/focus';
import { paths } from '../../lib/paths';
import { LogoutDialog } from './logout-dialog';

export function UserMenu({ username }: { username: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const title = (
    <>
      <i className="bi bi-person-circle me-1" aria-hidden="true" />
      {username}
    </>
  );
  return (
    <>
      <NavDropdown title={title} id="nav-user-menu" align="end">
        <NavDropdown.Item as={Link} to={paths.settings.href()} eventKey={paths.settings.href()}>
          <i className="bi bi-gear me-2" aria-hidden="true" />
          Settings
        </NavDropdown.Item>
        <NavDropdown.Divider />
        <NavDropdown.Item
          as="button"
          onClick={(event) => {
            focusMenuToggle(event.currentTarget);
            setIsConfirming(true);
          }}
        >
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          Log out
        </NavDropdown.Item>
      </NavDropdown>
      <LogoutDialog show={isConfirming} onHide={() => setIsConfirming(false)} />
    </>
  );
}
