import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, readErrorOrigin } from '../../lib/paths';
import { StatusPage } from './status-page';

/**
 * /500. Reachable signed out, with a way out: 'Try again' opens the page the user was on (and so
 * asks the server again), 'Back to Safety' the dashboard.
 */
export function ServerErrorPage() {
  const from = readErrorOrigin(useLocation().state);
  const navigate = useNavigate();
  return (
    <StatusPage icon="bi-cloud-slash" title="Server Error">
      <p>Something went wrong on our end. Please try again later.</p>
      <div className="d-flex gap-2 justify-content-center">
        {from && (
          <Button variant="primary" onClick={() => void navigate(from, { replace: true })}>
            Try again
          </Button>
        )}
        <Link to={paths.home.href()} className={`btn ${from ? 'btn-outline-secondary' : 'btn-primary'}`}>
          Back to Safety
        </Link>
      </div>
    </StatusPage>
  );
}
