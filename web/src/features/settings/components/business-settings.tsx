import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useLogError } from '../../../lib/use-log-error';
import { useSettings } from '../../../lib/api/get-settings';
import { BusinessSettingsCard } from './business-settings-card';
import { MailSourceCard } from './mail-source-card';

/** Settings > Business and Mail source (`settings.change`), from one load of the settings. */
export function BusinessSettings() {
  const settings = useSettings();
  useLogError(settings.error, 'Failed to load the business settings:');
  if (settings.isPending) {
    return (
      <div className="text-body-secondary mb-3">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading the business settings...
      </div>
    );
  }
  if (!settings.data) {
    return (
      <Alert variant="danger" style={{ maxWidth: '36rem' }}>
        Failed to load the business settings.
      </Alert>
    );
  }
  return (
    <>
      <BusinessSettingsCard settings={settings.data} />
      <MailSourceCard settings={settings.data} />
    </>
  );
}
