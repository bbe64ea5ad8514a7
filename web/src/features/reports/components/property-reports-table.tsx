import Card from 'react-bootstrap/Card';
import type { PropertyReport } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { NetProfit } from '../../../components/net-profit';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { PROPERTY_REPORTS_TITLE } from '../reports-text';

const money = 'text-end text-nowrap';

const columns: DataTableColumn<PropertyReport>[] = [
  {
    key: 'property',
    label: 'Property',
    essential: true,
    render: (row) => (
      <AllowedLink screen="property" to={paths.property.href(row.property.id)}>
        {row.property.address}
      </AllowedLink>
    ),
  },
  {
    key: 'income',
    label: 'Income',
    essential: true,
    className: money,
    render: (row) => formatMoney(row.income),
  },
  {
    key: 'expense',
    label: 'Expense',
    essential: true,
    className: money,
    render: (row) => formatMoney(row.expense),
  },
  {
    key: 'net',
    label: 'Net',
    essential: true,
    className: money,
    render: (row) => <NetProfit amount={row.net} />,
  },
  {
    // An amount, essential as amounts are: a phone's card shows it up front with the range's money.
    key: 'deposits_held',
    label: 'Deposits held',
    essential: true,
    className: money,
    render: (row) => formatMoney(row.deposits_held),
  },
  { key: 'beds', label: 'Beds', essential: true, className: 'text-end', render: (row) => row.beds },
  {
    key: 'occupancy',
    label: 'Occupancy',
    essential: true,
    className: 'text-end text-nowrap',
    render: (row) => (
      <span title={`${row.occupied_beds} of ${row.beds} beds occupied`}>{Math.round(row.occupancy)}%</span>
    ),
  },
];

export interface PropertyReportsTableProps {
  rows: readonly PropertyReport[] | undefined;
  isLoading: boolean;
  /** Another range's rows are shown while this one's load. */
  isFetching: boolean;
}

/**
 * Each property's income, expense and net over the range, and the deposits its orders hold, its beds
 * and occupancy now (GET /api/reportsapp/properties/). A card per property on a phone, as the lists are.
 */
export function PropertyReportsTable({ rows, isLoading, isFetching }: PropertyReportsTableProps) {
  return (
    <Card as="section" className="mb-4" aria-labelledby="property-reports-title">
      <Card.Header>
        <h2 id="property-reports-title" className="h6 mb-0">
          {PROPERTY_REPORTS_TITLE}
        </h2>
        <div className="small text-body-secondary">
          Money of the range; deposits held, beds and occupancy now
        </div>
      </Card.Header>
      <DataTable
        label={PROPERTY_REPORTS_TITLE}
        columns={columns}
        rows={rows}
        isLoading={isLoading}
        isFetching={isFetching}
        getRowKey={(row) => row.property.id}
        className="data-table-compact"
      />
    </Card>
  );
}
