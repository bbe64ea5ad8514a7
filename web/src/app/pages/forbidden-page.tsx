import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  return (
    <StatusPage icon="bi-shield-lock" title="Access Denied">
      <p>You do not have permission to view this page. Ask a manager if you need access.</p>
      <Link to={paths.home.href()} className="btn btn-primary">
        Back to Safety
      </Link>
    </StatusPage>
  );
}
