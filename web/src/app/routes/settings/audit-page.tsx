import { AuditLog } from '../../../features/audit/components/audit-log';

/** /settings/audit: who did what and when (permission `audit.view`; others get the 403 page). */
export function AuditPage() {
  return (
    <div className="py-3">
      <h1 className="h3 mb-3">Audit log</h1>
      <AuditLog />
    </div>
  );
}
