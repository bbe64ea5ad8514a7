import { useEffect, useRef } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useNavigate } from 'react-router';
import type { Tenant } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import { DetailLoadError } from '../../../components/detail-load-error';
import { DetailLoading } from '../../../components/detail-loading';
import { EntityHistory } from '../../../components/entity-history';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useRouteId } from '../../../lib/use-route-id';
import { TenantMessages } from '../../../features/messages/components/tenant-messages';
import { useTenant } from '../../../features/tenants/api/get-tenant';
import { BalanceBadge } from '../../../features/tenants/components/balance-badge';
import { CurrentOrderCard } from '../../../features/tenants/components/current-order-card';
import { TenantContactCards } from '../../../features/tenants/components/tenant-contact-cards';
import { TransactionHistory } from '../../../features/tenants/components/transaction-history';
import { useTenantsPermissions } from '../../../features/tenants/use-tenants-permissions';
import { useTenantActions } from './use-tenant-actions';
import { useTenantMessageActions } from './use-tenant-message-actions';

const crumbs = [{ label: 'Tenants', to: paths.tenants.href() }];

/**
 * /tenants/{id}: balance, actions (with the statement and the balance link), contact, emergency
 * contact, current order, history and, folded, the messages sent to the tenant.
 * /tenants/{id}/delete (`confirm="delete"`): the same page with the delete confirmation open; when it
 * closes, or when there is nothing to delete, the address becomes /tenants/{id}. Likewise
 * /tenants/{id}/complete-order (`confirm="complete-order"`, the board's leaving bed, issue 34) with
 * Complete order's confirmation, when the tenant has an open order.
 */
export function TenantPage({ confirm }: { confirm?: 'delete' | 'complete-order' }) {
  const id = useRouteId();
  const tenant = useTenant(id ?? 0, { enabled: id !== null });
  if (id === null || tenant.isError) {
    return (
      <>
        <PageBreadcrumb items={[...crumbs, { label: 'Not found' }]} />
        <DetailLoadError
          what="Tenant"
          error={id === null ? null : tenant.error}
          listHref={paths.tenants.href()}
          listLabel="Tenants"
        />
      </>
    );
  }
  if (!tenant.data) return <DetailLoading crumbs={crumbs} title="Tenant" />;
  return <TenantDetail tenant={tenant.data} confirm={confirm} />;
}

function TenantDetail({ tenant, confirm }: { tenant: Tenant; confirm?: 'delete' | 'complete-order' }) {
  const navigate = useNavigate();
  const toTenant = () => void navigate(paths.tenant.href(tenant.id), { replace: true });
  const actions = useTenantActions({ onConfirmationClosed: confirm ? toTenant : undefined });
  const messageActions = useTenantMessageActions();
  const { canAddOrder, canDelete, canCloseOrder } = useTenantsPermissions();
  const [first] = tenant.orders;
  const currentOrder = first && first.status !== 'completed' ? first : null;
  const asked = useRef(false);
  useEffect(() => {
    if (!confirm || asked.current) return;
    asked.current = true;
    if (confirm === 'delete') {
      if (tenant.deleted || !canDelete) toTenant();
      else actions.askDelete(tenant);
    } else if (currentOrder && canCloseOrder) actions.askCompleteOrder(tenant);
    else toTenant();
  });
  const lastOrder = currentOrder ? null : (first ?? null);
  const canOfferOrder = !tenant.deleted && currentOrder === null && canAddOrder;

  return (
    <>
      <PageBreadcrumb items={[...crumbs, { label: tenantName(tenant) }]} />
      <PageHeader title={tenantName(tenant)}>
        {tenant.deleted && (
          <Badge bg="dark" className="fs-6">
            Inactive
          </Badge>
        )}
        <BalanceBadge amount={tenant.balance_amount} />
        <ActionsMenu
          id="tenant-actions"
          actions={[...actions.actionGroups(tenant).flat(), ...messageActions.actionsFor(tenant)]}
        />
      </PageHeader>
      <TenantContactCards tenant={tenant} />
      <CurrentOrderCard
        order={currentOrder}
        lastOrder={lastOrder}
        onCreateOrder={canOfferOrder ? () => actions.openCreateOrderFor(tenant) : undefined}
      />
      <TransactionHistory tenantId={tenant.id} />
      <TenantMessages tenantId={tenant.id} />
      <EntityHistory
        subjects={[
          { entity: 'tenant', id: tenant.id, label: 'Tenant' },
          ...(currentOrder
            ? [{ entity: 'order', id: currentOrder.id, label: `Order #${currentOrder.id}` } as const]
            : []),
        ]}
      />
      {actions.dialogs}
      {messageActions.dialogs}
    </>
  );
}
