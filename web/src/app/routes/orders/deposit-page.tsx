import Card from 'react-bootstrap/Card';
import type { DepositStatement as Statement } from '@bunkhouse/contract';
import { toCents } from '@bunkhouse/contract';
import { DetailLoadError } from '../../../components/detail-load-error';
import { DetailLoading } from '../../../components/detail-loading';
import { IconButton } from '../../../components/icon-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { WhenOpen } from '../../../components/when-open';
import { useBusinessToday } from '../../../lib/api/business-today';
import { useAuth } from '../../../lib/auth-context';
import { tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useModalState } from '../../../lib/use-modal-state';
import { useRouteId } from '../../../lib/use-route-id';
import { useDepositStatement } from '../../../features/orders/api/get-deposit-statement';
import { DepositStatement, DepositSummary } from '../../../features/orders/components/deposit-statement';
import { RefundDialog } from '../../../features/orders/components/refund-dialog';
import { SettlementForm } from '../../../features/orders/components/settlement-form';
import {
  StatementPrintHeader,
  usePrintableStatement,
} from '../../../features/orders/components/statement-print';

const crumbs = [{ label: 'Tenants', to: paths.tenants.href() }];

/**
 * /orders/{id}/deposit: an order's security deposit at move-out (DOMAIN "Security deposits"). Before
 * the settlement: the deposit and the settlement form (deductions, day; `orders.close`). After it, or
 * when settled already: the statement, Print statement, and while the tenant has credit, Refund credit
 * (`payments.add`). Complete order on a tenant leads here when the order's deposit is not settled.
 */
export function DepositPage() {
  const id = useRouteId();
  const statement = useDepositStatement(id ?? 0, { enabled: id !== null });
  if (id === null || statement.isError) {
    return (
      <>
        <PageBreadcrumb items={[...crumbs, { label: 'Not found' }]} />
        <DetailLoadError
          what="Deposit"
          error={id === null ? null : statement.error}
          listHref={paths.tenants.href()}
          listLabel="Tenants"
        />
      </>
    );
  }
  if (!statement.data) return <DetailLoading crumbs={crumbs} title="Security deposit" />;
  return <DepositDetail statement={statement.data} />;
}

function DepositDetail({ statement }: { statement: Statement }) {
  usePrintableStatement();
  const { hasPermission } = useAuth();
  const today = useBusinessToday();
  const refund = useModalState<true>();
  const { tenant, deposit } = statement;
  const isSettled = deposit.status === 'settled';
  const canRefund = isSettled && hasPermission('payments.add') && toCents(statement.balance_now) > 0;
  const title = isSettled ? 'Deposit statement' : 'Settle deposit';

  return (
    <>
      <div className="d-print-none">
        <PageBreadcrumb
          items={[
            ...crumbs,
            { label: tenantName(tenant), to: paths.tenant.href(tenant.id) },
            { label: title },
          ]}
        />
      </div>
      <StatementPrintHeader />
      <PageHeader title={`${title}: ${tenantName(tenant)}`}>
        {isSettled && (
          <IconButton icon="bi-printer" variant="outline-secondary" onClick={() => window.print()}>
            Print statement
          </IconButton>
        )}
        {canRefund && (
          <IconButton icon="bi-cash-coin" onClick={() => refund.open(true)}>
            Refund credit
          </IconButton>
        )}
      </PageHeader>
      <DepositSummary statement={statement} />
      {isSettled ? (
        <DepositStatement statement={statement} />
      ) : (
        <Card className="mb-4 d-print-none">
          <Card.Header as="h2" className="h6 mb-0 py-2">
            Settlement
          </Card.Header>
          <Card.Body>
            {!hasPermission('orders.close') ? (
              <p className="text-body-secondary mb-0">The deposit is not settled yet.</p>
            ) : today ? (
              <SettlementForm orderId={statement.order_id} today={today} />
            ) : (
              <p className="text-body-secondary mb-0">Loading data...</p>
            )}
          </Card.Body>
        </Card>
      )}
      <WhenOpen modal={refund}>
        <RefundDialog
          show={refund.isOpen}
          tenant={tenant}
          credit={statement.balance_now}
          onHide={refund.close}
          onExited={refund.onExited}
        />
      </WhenOpen>
    </>
  );
}
