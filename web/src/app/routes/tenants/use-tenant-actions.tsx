import { useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult } from '@tanstack/react-query';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import type { TenantListItem, TenantOption } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WhenOpen } from '../../../components/when-open';
import type { ContextMenuAction } from '../../../components/context-menu';
import { toErrorMessage } from '../../../lib/form-errors';
import { tenantName } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { useModalState } from '../../../lib/use-modal-state';
import { useCloseOrder } from '../../../features/orders/api/close-order';
import { COMPLETE_ORDER_TEXT } from '../../../features/orders/complete-order-text';
import { useActivateTenant } from '../../../features/tenants/api/activate-tenant';
import { useDeleteTenant } from '../../../features/tenants/api/delete-tenant';
import { CURRENT_ORDER_ANCHOR, tenantsToasts } from '../../../features/tenants/tenants-text';
import { useTenantsPermissions } from '../../../features/tenants/use-tenants-permissions';

// The dialogs' code (pickers, masked inputs) loads when one first opens, not with the list.
const CreateOrderDialog = lazy(() =>
  import('../../../features/orders/components/create-order-dialog').then((m) => ({
    default: m.CreateOrderDialog,
  })),
);
const CreateTransactionDialog = lazy(() =>
  import('../../../features/finance/components/create-transaction-dialog').then((m) => ({
    default: m.CreateTransactionDialog,
  })),
);

/** What the actions need of a tenant: a list row and the detail both have it. */
export type TenantSubject = Pick<
  TenantListItem,
  'id' | 'first_name' | 'last_name' | 'deleted' | 'current_order'
>;

type ConfirmKind = 'delete' | 'activate' | 'close-order';

/** The verb of each action for the generic failure message ('Failed to delete DELETE on …'). */
const ACTION_VERB = { delete: 'delete', activate: 'activate', 'close-order': 'complete' } as const;

const CONFIRM_TEXT: Record<
  ConfirmKind,
  { title: string; label: string; variant: string; question: (name: string) => string; done: string }
> = {
  delete: {
    title: 'Delete Tenant',
    label: 'Delete',
    variant: 'danger',
    question: (name) => `Delete ${name}? They move to Inactive and can be activated again.`,
    done: tenantsToasts.deleted,
  },
  activate: {
    title: 'Activate Tenant',
    label: 'Activate',
    variant: 'primary',
    question: (name) => `Activate ${name}? They move back to Active.`,
    done: tenantsToasts.activated,
  },
  'close-order': { ...COMPLETE_ORDER_TEXT, variant: 'danger' },
};

/** The order that "Order" closes: the one that is not completed. */
const openOrderOf = (tenant: TenantSubject) =>
  tenant.current_order && tenant.current_order.status !== 'completed' ? tenant.current_order : null;

const toOption = ({ id, first_name, last_name }: TenantSubject): TenantOption => ({
  id,
  first_name,
  last_name,
});

/**
 * The actions on a tenant, shared by the list's context menu and the detail page's actions menu (SPEC.md
 * "Tenants list"): for an inactive tenant Activate; for an active one Edit, Delete, Payment, Fee and
 * Order, which closes the open order (after a confirmation; then, when its deposit waits to be settled,
 * the settlement screen) or creates one. Only what the user may do.
 * Render `dialogs` once on the page. The order item names what it does: "Complete order" or "New order". It lives with the tenant pages, not in a feature, because it
 * composes three of them: tenants, orders (Create Order, Complete) and finance (Create Transactions).
 */
export function useTenantActions(options: { onConfirmationClosed?: () => void } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canOpen = useCanOpen();
  const can = useTenantsPermissions();
  const confirmation = useModalState<{ kind: ConfirmKind; tenant: TenantSubject }>();
  const orderDialog = useModalState<{ tenant?: TenantOption }>();
  const transactionDialog = useModalState<{ tenant: TenantOption; type: 'payment' | 'fee' }>();
  const mutations: Record<ConfirmKind, UseMutationResult<void, Error, number>> = {
    delete: useDeleteTenant(),
    activate: useActivateTenant(),
    'close-order': useCloseOrder(),
  };

  /** The groups of actions for a tenant (a separator between groups in a context menu). */
  const actionGroups = (tenant: TenantSubject): ContextMenuAction[][] => {
    const ask = (kind: ConfirmKind) => () => confirmation.open({ kind, tenant });
    if (tenant.deleted) {
      return can.canChange
        ? [[{ label: 'Activate', icon: 'bi-arrow-counterclockwise', onSelect: ask('activate') }]]
        : [];
    }
    const record: ContextMenuAction[] = [];
    if (can.canChange) {
      record.push({
        label: 'Edit',
        icon: 'bi-pencil',
        onSelect: () => void navigate(paths.tenantEdit.href(tenant.id)),
      });
    }
    if (can.canDelete)
      record.push({ label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: ask('delete') });
    const money: ContextMenuAction[] = [];
    if (can.canAddPayment) {
      money.push({
        label: 'Payment',
        icon: 'bi-cash-coin',
        onSelect: () => transactionDialog.open({ tenant: toOption(tenant), type: 'payment' }),
      });
    }
    if (can.canAddFee) {
      money.push({
        label: 'Fee',
        icon: 'bi-receipt',
        onSelect: () => transactionDialog.open({ tenant: toOption(tenant), type: 'fee' }),
      });
    }
    const openOrder = openOrderOf(tenant);
    if (openOrder) {
      money.push({
        label: 'Open order',
        icon: 'bi-box-arrow-up-right',
        onSelect: () => void navigate(`${paths.tenant.href(tenant.id)}#${CURRENT_ORDER_ANCHOR}`),
      });
    }
    if (openOrder && can.canCloseOrder) {
      money.push({ label: 'Complete order', icon: 'bi-x-circle', onSelect: ask('close-order') });
    } else if (!openOrder && can.canAddOrder) {
      money.push({
        label: 'New order',
        icon: 'bi-plus-circle',
        onSelect: () => orderDialog.open({ tenant: toOption(tenant) }),
      });
    }
    return [record, money].filter((group) => group.length > 0);
  };

  /** The confirmation closes (cancelled, done or refused); the page may move on (/tenants/{id}/delete). */
  const closeConfirmation = () => {
    confirmation.close();
    options.onConfirmationClosed?.();
  };

  /**
   * After Complete order: the settlement screen, when the order's deposit is not settled yet. The
   * statement's code loads only then, not with the tenants list (its size budget).
   */
  const settleDepositOf = async (orderId: number) => {
    if (!canOpen('orderDeposit')) return;
    const { findDepositToSettle } = await import('../../../features/orders/api/get-deposit-statement');
    if (await findDepositToSettle(queryClient, orderId)) void navigate(paths.orderDeposit.href(orderId));
  };

  const confirm = () => {
    const subject = confirmation.subject;
    if (!subject) return;
    const { kind, tenant } = subject;
    const id = kind === 'close-order' ? openOrderOf(tenant)?.id : tenant.id;
    if (id === undefined) return;
    mutations[kind].mutate(id, {
      onSuccess: () => {
        notify.success(CONFIRM_TEXT[kind].done);
        closeConfirmation();
        if (kind === 'close-order') void settleDepositOf(id);
      },
      onError: (error) => {
        notify.error(toErrorMessage(error, ACTION_VERB[kind]));
        closeConfirmation();
      },
    });
  };

  const subject = confirmation.subject;
  const text = subject ? CONFIRM_TEXT[subject.kind] : null;
  const dialogs = (
    <>
      <ConfirmDialog
        show={confirmation.isOpen}
        title={text?.title ?? ''}
        onConfirm={confirm}
        onCancel={closeConfirmation}
        onExited={confirmation.onExited}
        confirmLabel={text?.label}
        confirmVariant={text?.variant}
        isPending={subject ? mutations[subject.kind].isPending : false}
      >
        {subject && text?.question(tenantName(subject.tenant))}
      </ConfirmDialog>
      <WhenOpen modal={orderDialog}>
        <CreateOrderDialog
          show={orderDialog.isOpen}
          tenant={orderDialog.subject?.tenant}
          onHide={orderDialog.close}
          onExited={orderDialog.onExited}
        />
      </WhenOpen>
      <WhenOpen modal={transactionDialog}>
        <CreateTransactionDialog
          show={transactionDialog.isOpen}
          tenant={transactionDialog.subject?.tenant}
          transactionType={transactionDialog.subject?.type}
          onHide={transactionDialog.close}
          onExited={transactionDialog.onExited}
        />
      </WhenOpen>
    </>
  );

  return {
    actionGroups,
    /** Asks to delete this tenant (the /tenants/{id}/delete route). */
    askDelete: (tenant: TenantSubject) => confirmation.open({ kind: 'delete', tenant }),
    /** Asks to complete this tenant's open order (the /tenants/{id}/complete-order route). */
    askCompleteOrder: (tenant: TenantSubject) => confirmation.open({ kind: 'close-order', tenant }),
    /** New order without a tenant chosen (the list's New order button). */
    openCreateOrder: () => orderDialog.open({}),
    /** New order for this tenant (their page). */
    openCreateOrderFor: (tenant: TenantSubject) => orderDialog.open({ tenant: toOption(tenant) }),
    dialogs,
  };
}
