import Badge from 'react-bootstrap/Badge';
import { useNavigate } from 'react-router';
import type { Ordering, RentRecord, RentRecordOrderingKey } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import type { ContextMenuItem } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { RentStatusBadge } from '../../../components/rent-status-badge';
import { formatDate, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { bedsLabel } from '../records-text';

const DASH = '—';

/** The status badge; an overdue record says so in words too, beside its red row. */
function Status({ row }: { row: RentRecord }) {
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <RentStatusBadge status={row.status} />
      {row.is_overdue && (
        <Badge bg="warning" text="dark">
          <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
          Overdue
        </Badge>
      )}
      {row.status === 'paid' && row.paid_date && (
        <span className="small text-body-secondary">{formatDate(row.paid_date)}</span>
      )}
    </span>
  );
}

const columns: DataTableColumn<RentRecord, RentRecordOrderingKey>[] = [
  {
    key: 'tenant',
    label: 'Tenant',
    essential: true,
    sortable: true,
    render: (row) => (
      <AllowedLink screen="tenant" to={paths.tenant.href(row.tenant.id)}>
        {tenantName(row.tenant)}
      </AllowedLink>
    ),
  },
  { key: 'property', label: 'Property', render: (row) => row.property?.address ?? DASH },
  { key: 'beds', label: 'Beds', render: (row) => (row.beds.length > 0 ? bedsLabel(row.beds) : DASH) },
  {
    key: 'rent_due_date',
    label: 'Due date',
    essential: true,
    sortable: true,
    className: 'text-nowrap',
    render: (row) => formatDate(row.rent_due_date),
  },
  {
    key: 'rent_amount',
    label: 'Amount',
    essential: true,
    sortable: true,
    className: 'text-end text-nowrap',
    render: (row) => formatMoney(row.rent_amount),
  },
  {
    key: 'remaining_amount',
    label: 'Remaining',
    essential: true,
    sortable: true,
    className: 'text-end text-nowrap',
    render: (row) => formatMoney(row.remaining_amount),
  },
  { key: 'status', label: 'Status', essential: true, render: (row) => <Status row={row} /> },
];

export interface RecordsTableProps {
  rows: readonly RentRecord[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: Ordering<RentRecordOrderingKey>;
  onOrderingChange: (ordering: Ordering<RentRecordOrderingKey>) => void;
  rowNumberOffset: number;
  /** Double-click (or Enter): the record's rent confirmation popup. */
  onOpen: (row: RentRecord) => void;
  /** The context menu's "Record payment"; left out when the user may not add payments. */
  onRecordPayment?: (row: RentRecord) => void;
}

/**
 * Finance > Records: every rent confirmation with its tenant, property, beds, due date, amount, what
 * remains and its status; overdue rows are highlighted (and badged). The context menu opens the
 * tenant or records a payment from them, as far as the user may (none at all when neither).
 */
export function RecordsTable({ onOpen, onRecordPayment, ...table }: RecordsTableProps) {
  const navigate = useNavigate();
  const canOpenTenant = useCanOpen()('tenant');
  const contextMenu = (row: RentRecord): ContextMenuItem[] => {
    const items: ContextMenuItem[] = [];
    if (canOpenTenant) {
      items.push({
        label: 'Open tenant',
        icon: 'bi-person',
        onSelect: () => void navigate(paths.tenant.href(row.tenant.id)),
      });
    }
    if (onRecordPayment) {
      items.push({ label: 'Record payment', icon: 'bi-cash-coin', onSelect: () => onRecordPayment(row) });
    }
    return items;
  };
  return (
    <DataTable
      {...table}
      label="Rent records"
      columns={columns}
      getRowKey={(row) => row.id}
      rowName={(row) => `${tenantName(row.tenant)}, due ${formatDate(row.rent_due_date)}`}
      onRowDoubleClick={onOpen}
      contextMenu={canOpenTenant || onRecordPayment ? contextMenu : undefined}
      getRowClassName={(row) => (row.is_overdue ? 'table-danger' : undefined)}
    />
  );
}
