import { lazy } from 'react';
import type { Tenant } from '@bunkhouse/contract';
import type { ContextMenuAction } from '../../../components/context-menu';
import { WhenOpen } from '../../../components/when-open';
import { tenantName } from '../../../lib/format';
import { useModalState } from '../../../lib/use-modal-state';
import { useMessagesPermissions } from '../../../features/messages/use-messages-permissions';

// The dialogs' code (date masks) loads when one first opens, not with the tenant's page.
const StatementDialog = lazy(() =>
  import('../../../features/messages/components/statement-dialog').then((m) => ({
    default: m.StatementDialog,
  })),
);
const BalanceLinkDialog = lazy(() =>
  import('../../../features/messages/components/balance-link-dialog').then((m) => ({
    default: m.BalanceLinkDialog,
  })),
);

type Subject = { id: number; name: string };

/**
 * The tenant page's actions of issue 32: Statement (the PDF of some days, or sent by e-mail) and, for
 * an active tenant and a user with `tenants.change`, Balance link (a fresh link to copy, or every
 * link revoked). Render `dialogs` once on the page.
 */
export function useTenantMessageActions() {
  const { canSend } = useMessagesPermissions();
  const statement = useModalState<Subject>();
  const balanceLink = useModalState<Subject>();

  const actionsFor = (
    tenant: Pick<Tenant, 'id' | 'first_name' | 'last_name' | 'deleted'>,
  ): ContextMenuAction[] => {
    const subject = { id: tenant.id, name: tenantName(tenant) };
    const actions: ContextMenuAction[] = [
      { label: 'Statement', icon: 'bi-file-earmark-text', onSelect: () => statement.open(subject) },
    ];
    if (canSend && !tenant.deleted) {
      actions.push({
        label: 'Balance link',
        icon: 'bi-link-45deg',
        onSelect: () => balanceLink.open(subject),
      });
    }
    return actions;
  };

  const dialogs = (
    <>
      <WhenOpen modal={statement}>
        <StatementDialog
          tenant={statement.subject}
          show={statement.isOpen}
          onHide={statement.close}
          onExited={statement.onExited}
        />
      </WhenOpen>
      <WhenOpen modal={balanceLink}>
        <BalanceLinkDialog
          tenant={balanceLink.subject}
          show={balanceLink.isOpen}
          onHide={balanceLink.close}
          onExited={balanceLink.onExited}
        />
      </WhenOpen>
    </>
  );

  return { actionsFor, dialogs };
}
