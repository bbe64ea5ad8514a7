import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { LOAD_FAILED_TEXT } from '../../../lib/form-text';
import { tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRouteId } from '../../../lib/use-route-id';
import { useTenant } from '../../../features/tenants/api/get-tenant';
import { TenantForm } from '../../../features/tenants/components/tenant-form';

const crumbs = [{ label: 'Tenants', to: paths.tenants.href() }];

/** /tenants/create: a new tenant. */
export function TenantCreatePage() {
  return (
    <>
      <PageBreadcrumb items={[...crumbs, { label: 'New tenant' }]} />
      <PageHeader title="New Tenant" />
      <TenantForm />
    </>
  );
}

/** /tenants/{id}/edit: the tenant is loaded first (GET), then saved with PUT. */
export function TenantEditPage() {
  const id = useRouteId();
  const tenant = useTenant(id ?? 0, { enabled: id !== null });
  const loaded = tenant.data;
  return (
    <>
      <PageBreadcrumb
        items={[
          ...crumbs,
          { label: loaded ? tenantName(loaded) : '…', to: id === null ? undefined : paths.tenant.href(id) },
          { label: 'Edit' },
        ]}
      />
      <PageHeader title="Edit Tenant" />
      {id === null || tenant.isError ? (
        <>
          <Alert variant="danger">{LOAD_FAILED_TEXT}</Alert>
          <Link to={paths.tenants.href()}>Back to Tenants</Link>
        </>
      ) : loaded ? (
        <TenantForm key={loaded.id} tenant={loaded} />
      ) : (
        <div className="text-body-secondary" aria-busy="true">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          Loading data...
        </div>
      )}
    </>
  );
}
