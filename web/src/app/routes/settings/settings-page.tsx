import Card from 'react-bootstrap/Card';
import { PasswordChangeForm } from '../../../features/account/components/password-change-form';
import { useAuth } from '../../../lib/auth-context';

/** /settings (user menu → Settings): the sections the user may change; today My account. */
export function SettingsPage() {
  const { user } = useAuth();
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
    </div>
  );
}
