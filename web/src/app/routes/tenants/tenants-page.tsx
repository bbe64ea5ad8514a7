import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { TENANT_ORDERING, TENANT_STATUS_FILTERS } from '@bunkhouse/contract';
import type { TenantStatusFilter } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { IconButton } from '../../../components/icon-button';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { useTenants } from '../../../lib/api/get-tenants';
import { listQuery, listView } from '../../../lib/list-page';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useListState } from '../../../lib/use-list-state';
import { TenantsTable } from '../../../features/tenants/components/tenants-table';
import {
  ACTIVITY_OPTIONS,
  STATUS_FILTER_LABELS,
  tenantsToasts,
} from '../../../features/tenants/tenants-text';
import { useTenantsPermissions } from '../../../features/tenants/use-tenants-permissions';
import { useTenantActions } from './use-tenant-actions';

const STATUS_OPTIONS = TENANT_STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

const isStatusFilter = (value: string): value is TenantStatusFilter =>
  (TENANT_STATUS_FILTERS as readonly string[]).includes(value);

/** `?deleted=true` Inactive, `?deleted=false` Active, anything else both. */
function readDeleted(values: readonly string[]): boolean | undefined {
  if (values[0] === 'true') return true;
  if (values[0] === 'false') return false;
  return undefined;
}

/**
 * /tenants: New tenant, New order, search, the activity and status filters (behind the filter
 * toggle), Reset, and the list. Everything that shapes the list lives in the URL.
 */
export function TenantsPage() {
  useFlashMessage();
  const list = useListState({ orderingKeys: TENANT_ORDERING, filters: ['deleted', 'orders__status'] });
  const deleted = readDeleted(list.filters.deleted);
  const statuses = list.filters.orders__status.filter(isStatusFilter);
  const tenants = useTenants(listQuery(list, { deleted, orders__status: statuses }));
  useEffect(() => {
    if (tenants.error) notify.error(tenantsToasts.listFailed);
  }, [tenants.error]);

  const { canAdd, canAddOrder } = useTenantsPermissions();
  const actions = useTenantActions();
  const filterCount = (deleted === undefined ? 0 : 1) + statuses.length;
  const [showFilters, setShowFilters] = useState(filterCount > 0);
  const view = listView(list, tenants);

  return (
    <>
      <PageBreadcrumb items={[{ label: 'Tenants' }]} />
      <PageHeader title="Tenants">
        {canAdd && (
          <Link className="btn btn-primary" to={paths.tenantCreate.href()}>
            <i className="bi bi-person-plus me-1" aria-hidden="true" />
            New tenant
          </Link>
        )}
        {canAddOrder && (
          <IconButton icon="bi-file-earmark-plus" variant="outline-primary" onClick={actions.openCreateOrder}>
            New order
          </IconButton>
        )}
      </PageHeader>
      <ListToolbar list={list} placeholder="Search by name, e-mail or phone...">
        <Button
          variant="outline-secondary"
          size="sm"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          <i className="bi bi-funnel me-1" aria-hidden="true" />
          Filters
          {filterCount > 0 && (
            <>
              {' '}
              <Badge bg="primary" pill>
                {filterCount}
                <span className="visually-hidden"> active</span>
              </Badge>
            </>
          )}
        </Button>
      </ListToolbar>
      {showFilters && (
        <div className="d-flex flex-wrap align-items-center column-gap-4 row-gap-2 mb-3">
          <ChipFilter
            caption="Tenants"
            name="deleted"
            label="Tenant activity"
            options={ACTIVITY_OPTIONS}
            isMulti={false}
          />
          <ChipFilter
            caption="Order status"
            name="orders__status"
            label="Order status"
            options={STATUS_OPTIONS}
          />
        </div>
      )}
      <TenantsTable {...view.table} actionGroups={actions.actionGroups} />
      <Pager {...view.pager} />
      {actions.dialogs}
    </>
  );
}
