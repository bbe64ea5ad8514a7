import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage icon="bi-signpost-split" title="404 - Page Not Found">
      <p>Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
      <Link to={paths.home.href()}>Go to the dashboard</Link>
    </StatusPage>
  );
}
