import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useLogError } from '../../../lib/use-log-error';
import { useMessageSettings } from '../api/get-message-settings';
import { MailOutCard } from './mail-out-card';
import { MessagesSettingsCard } from './messages-settings-card';
import { MessageTemplatesCard } from './message-templates-card';

/**
 * Settings > Mail out (`settings.change`, issue 32): the SMTP server and the messages to tenants, from
 * one load of the message settings, then the message templates.
 */
export function MailOutSettings() {
  const settings = useMessageSettings();
  useLogError(settings.error, 'Failed to load the mail out settings:');
  return (
    <>
      {settings.isPending && (
        <div className="text-body-secondary mb-3">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading the mail out settings...
        </div>
      )}
      {settings.isError && (
        <Alert variant="danger" style={{ maxWidth: '36rem' }}>
          Failed to load the mail out settings.
        </Alert>
      )}
      {settings.data && (
        <>
          <MailOutCard settings={settings.data} />
          <MessagesSettingsCard settings={settings.data} />
        </>
      )}
      <MessageTemplatesCard />
    </>
  );
}
