import Button from 'react-bootstrap/Button';
import { useLocation } from 'react-router';
import { paths, readErrorOrigin } from '../../lib/paths';
import { StatusPage } from './status-page';

/**
 * /403-csrf. Reachable signed out, with a way out: 'Reload the page' loads the page the user was on
 * afresh (a full load, which gets a new security token), or the dashboard.
 */
export function CsrfFailedPage() {
  const from = readErrorOrigin(useLocation().state) ?? paths.home.href();
  return (
    <StatusPage icon="bi-exclamation-octagon" title="Form Error">
      <p>Security check failed. Please refresh the page and try again.</p>
      <Button variant="primary" onClick={() => window.location.assign(from)}>
        Reload the page
      </Button>
    </StatusPage>
  );
}
