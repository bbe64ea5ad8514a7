import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { PasswordChangeForm } from '../../../features/account/components/password-change-form';
import { MailOutSettings } from '../../../features/messages/components/mail-out-settings';
import { BusinessSettings } from '../../../features/settings/components/business-settings';
import { SUB_TYPES_TITLE } from '../../../features/settings/settings-text';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';
import { useTheme } from '../../theme/theme-context';

/** Light or dark, as the navbar's toggle sets it (kept in this browser). */
function ThemeChoice() {
  const { theme, toggleTheme } = useTheme();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Theme</legend>
      {(['light', 'dark'] as const).map((choice) => (
        <Form.Check
          key={choice}
          inline
          type="radio"
          id={`theme-${choice}`}
          name="theme"
          label={choice === 'light' ? 'Light' : 'Dark'}
          checked={theme === choice}
          onChange={() => theme !== choice && toggleTheme()}
        />
      ))}
    </fieldset>
  );
}

/**
 * /settings (user menu → Settings): My account; with `settings.change` the business settings, the mail
 * source, mail out with the messages to tenants and their templates, and the link to the sub-types; the links to the screens the user may open.
 */
export function SettingsPage() {
  const { user, hasPermission } = useAuth();
  return (
    <div className="py-3">
      <h1 className="h3 mb-3">Settings</h1>
      <Card className="mb-3" style={{ maxWidth: '36rem' }}>
        <Card.Body>
          <h2 className="h5">My account</h2>
          <p className="text-body-secondary">Signed in as {user?.username}.</p>
          <ThemeChoice />
          <PasswordChangeForm />
        </Card.Body>
      </Card>
      {hasPermission('settings.change') && (
        <>
          <BusinessSettings />
          <MailOutSettings />
          <p>
            <Link to={paths.subTypes.href()}>{SUB_TYPES_TITLE}</Link>: how money is received (and the mail
            layouts taught), the fee types and the income and expense categories.
          </p>
        </>
      )}
      {hasPermission('audit.view') && (
        <p>
          <Link to={paths.audit.href()}>Audit log</Link>: who changed what, and when.
        </p>
      )}
      {hasPermission('users.manage') && (
        <p>
          <Link to={paths.staff.href()}>Staff</Link> and <Link to={paths.groups.href()}>Groups</Link>: who may
          sign in, and what each group may do.
        </p>
      )}
    </div>
  );
}
