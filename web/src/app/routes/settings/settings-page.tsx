import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PasswordChangeForm } from '../../../features/account/components/password-change-form';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';

/** /settings (user menu → Settings): the sections the user may change (today My account), and the audit log for those who may read it. */
export function SettingsPage() {
  const { user, hasPermission } = useAuth();
  return (
    <div className="py-3">
      <h1 className="h3 mb-3">Settings</h1>
      <Card className="mb-3" style={{ maxWidth: '36rem' }}>
        <Card.Body>
          <h2 className="h5">My account</h2>
          <p className="text-body-secondary">Signed in as {user?.username}.</p>
          <PasswordChangeForm />
        </Card.Body>
      </Card>
      {hasPermission('audit.view') && (
        <p>
          <Link to={paths.audit.href()}>Audit log</Link>: who changed what, and when.
        </p>
      )}
    </div>
  );
}
