import type { OwingTenant } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { LIST_TITLES } from '../reports-text';
import { ReportList } from './report-list';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

const columns: DataTableColumn<OwingTenant>[] = [
  {
    key: 'tenant',
    label: 'Tenant',
    render: (row) => (
      <AllowedLink screen="tenant" to={paths.tenant.href(row.tenant.id)}>
        {tenantName(row.tenant)}
      </AllowedLink>
    ),
  },
  {
    key: 'owed',
    label: 'Owed',
    className: 'text-end text-nowrap',
    render: (row) => <span className="text-danger">{formatMoney(row.owed)}</span>,
  },
  {
    key: 'days_overdue',
    label: 'Overdue',
    className: 'text-nowrap',
    render: (row) => (
      <span title={`Unpaid rent due ${formatDate(row.oldest_due_date)}`}>{days(row.days_overdue)}</span>
    ),
  },
  {
    key: 'oldest_due_date',
    label: 'Since',
    className: 'text-nowrap',
    render: (row) => formatDate(row.oldest_due_date),
  },
];

/** The overdue tenants who owe the most (ten at most): who to call first. */
export function OwingList({
  rows,
  isLoading,
}: {
  rows: readonly OwingTenant[] | undefined;
  isLoading: boolean;
}) {
  return (
    <ReportList
      title={LIST_TITLES.owing}
      note="Overdue tenants, the largest debt first"
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      getRowKey={(row) => row.tenant.id}
    />
  );
}
