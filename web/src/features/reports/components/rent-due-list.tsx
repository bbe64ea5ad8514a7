import type { RentDueSoon } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { LIST_TITLES } from '../reports-text';
import { ReportList } from './report-list';

const columns: DataTableColumn<RentDueSoon>[] = [
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
    key: 'next_due_date',
    label: 'Next due',
    className: 'text-nowrap',
    render: (row) => formatDate(row.next_due_date),
  },
  {
    key: 'amount_due',
    label: 'Amount due',
    className: 'text-end text-nowrap',
    render: (row) => formatMoney(row.amount_due),
  },
];

/** Orders with rent due from today through the next 7 days, soonest first. */
export function RentDueList({
  rows,
  isLoading,
}: {
  rows: readonly RentDueSoon[] | undefined;
  isLoading: boolean;
}) {
  return (
    <ReportList
      title={LIST_TITLES.rentDue}
      note="What is still to pay of each order's rent due this week"
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      getRowKey={(row) => row.order_id}
    />
  );
}
