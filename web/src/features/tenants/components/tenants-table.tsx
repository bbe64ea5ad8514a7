import { useNavigate } from 'react-router';
import { PERIOD_PAYMENT_DISPLAY } from '@bunkhouse/contract';
import type { TenantListItem, TenantOrdering, TenantOrderingKey } from '@bunkhouse/contract';
import { MENU_SEPARATOR } from '../../../components/context-menu';
import type { ContextMenuItem } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { ExpectedDateCell } from '../../../components/expected-date-cell';
import { SignedAmount } from '../../../components/signed-amount';
import { formatDate, formatMoney, formatPhone, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useUpdateExpectedPaymentDate } from '../api/update-expected-payment-date';
import { useTenantsPermissions } from '../use-tenants-permissions';
import { TenantStatus } from './tenant-status';

type TenantColumn = DataTableColumn<TenantListItem, TenantOrderingKey>;
const NONE = '—';

/** The six sortable columns of SPEC.md "Tenants list" (contract keys), with phone and status. */
const nameColumn: TenantColumn = {
  key: 'last_name',
  label: 'Name',
  sortable: true,
  essential: true,
  render: (t) => `${t.last_name}, ${t.first_name}`,
};
const phoneColumn: TenantColumn = { key: 'phone', label: 'Phone', render: (t) => formatPhone(t.phone) };
const statusColumn: TenantColumn = {
  key: 'status',
  label: 'Status',
  essential: true,
  render: (t) => <TenantStatus tenant={t} />,
};
const balanceColumn: TenantColumn = {
  key: 'balance_amount',
  label: 'Balance',
  sortable: true,
  essential: true,
  className: 'text-end',
  render: (t) => <SignedAmount amount={t.balance_amount} />,
};
const rentColumn: TenantColumn = {
  key: 'orders__rent_amount',
  label: 'Rent',
  sortable: true,
  className: 'text-end',
  render: ({ current_order: order }) =>
    order ? (
      <>
        {formatMoney(order.rent_amount)}
        <span className="small text-body-secondary ms-1">{PERIOD_PAYMENT_DISPLAY[order.period_payment]}</span>
      </>
    ) : (
      NONE
    ),
};
const orderDateColumn: TenantColumn = {
  key: 'orders__created_at',
  label: 'Order date',
  sortable: true,
  render: ({ current_order: order }) => (order ? formatDate(order.created_at) : NONE),
};
const rentDueColumn: TenantColumn = {
  key: 'orders__rent_records__rent_due_date',
  label: 'Rent due',
  sortable: true,
  render: ({ current_order: order }) => (order?.rent_due_date ? formatDate(order.rent_due_date) : NONE),
};

export interface TenantsTableProps {
  rows: readonly TenantListItem[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: TenantOrdering | undefined;
  onOrderingChange: (ordering: TenantOrdering) => void;
  rowNumberOffset: number;
  /** The tenant's actions in groups (the page's use-tenant-actions). */
  actionGroups: (tenant: TenantListItem) => ContextMenuItem[][];
}

/**
 * Tenants: double-click opens a tenant; the context menu has Open and the tenant's actions; the
 * expected payment date is edited in its cell (not for inactive tenants).
 */
export function TenantsTable({ actionGroups, ...table }: TenantsTableProps) {
  const navigate = useNavigate();
  const { canChange } = useTenantsPermissions();
  const updateDate = useUpdateExpectedPaymentDate();
  const open = (tenant: TenantListItem) => void navigate(paths.tenant.href(tenant.id));

  const expectedDateColumn: TenantColumn = {
    key: 'expected_payment_date',
    label: 'Expected payment',
    sortable: true,
    render: (t) => (
      <ExpectedDateCell
        value={t.expected_payment_date}
        name={tenantName(t)}
        isReadOnly={!canChange || t.deleted}
        onSave={(date) => updateDate.mutateAsync({ id: t.id, date })}
      />
    ),
  };

  const contextMenu = (tenant: TenantListItem): ContextMenuItem[] => {
    const items: ContextMenuItem[] = [
      { label: 'Open', icon: 'bi-box-arrow-up-right', onSelect: () => open(tenant) },
    ];
    for (const group of actionGroups(tenant)) items.push(MENU_SEPARATOR, ...group);
    return items;
  };

  return (
    <DataTable
      {...table}
      label="Tenants"
      columns={[
        nameColumn,
        phoneColumn,
        statusColumn,
        balanceColumn,
        expectedDateColumn,
        rentColumn,
        orderDateColumn,
        rentDueColumn,
      ]}
      getRowKey={(tenant) => tenant.id}
      rowName={tenantName}
      onRowDoubleClick={open}
      contextMenu={contextMenu}
    />
  );
}
