import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { DuplicateTenant } from '../api/find-duplicate-tenants';

/**
 * 'A tenant with this phone already exists: Dana Smith (#5)', one line per tenant, each a link to
 * them (in a new tab, so the form keeps what was typed); "Save anyway" saves all the same.
 */
export function DuplicateTenantWarning({
  duplicates,
  onSaveAnyway,
  disabled,
}: {
  duplicates: readonly DuplicateTenant[];
  onSaveAnyway: () => void;
  disabled: boolean;
}) {
  return (
    <Alert variant="warning">
      {duplicates.map(({ tenant, shared }) => (
        <p key={tenant.id} className="mb-2">
          A tenant with this {shared} already exists:{' '}
          <Link to={paths.tenant.href(tenant.id)} target="_blank" rel="noopener">
            {tenantName(tenant)} (#{tenant.id})
          </Link>
          {tenant.deleted ? ' (inactive)' : ''}
        </p>
      ))}
      <Button variant="warning" size="sm" onClick={onSaveAnyway} disabled={disabled}>
        Save anyway
      </Button>
    </Alert>
  );
}
