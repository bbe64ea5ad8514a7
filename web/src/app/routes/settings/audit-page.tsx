import { Navigate } from 'react-router';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';

/** /settings/audit: who did what and when (permission `audit.view`; others get the 403 page). */
export function AuditPage() {
  const { hasPermission } = useAuth();
  if (!hasPermission('audit.view')) return <Navigate to={paths.forbidden.href()} replace />;
  return (
    <div className="py-3">
      <h1 className="h3 mb-3">Audit log</h1>
      <AuditLog />
    </div>
  );
}
