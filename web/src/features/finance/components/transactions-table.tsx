import Badge from 'react-bootstrap/Badge';
import type { Ordering, Transaction, TRANSACTION_ORDERING } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { BookedDay } from '../../../components/booked-day';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { SignedAmount } from '../../../components/signed-amount';
import { TransactionTypeCell } from '../../../components/transaction-type-badge';
import { formatDate, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TRANSACTION_TYPE_LABELS } from '../../../lib/transaction-types';

type OrderingKey = (typeof TRANSACTION_ORDERING)[number];

/**
 * Income in green and expense in red; a tenant's rows by their effect on the balance: a payment and a
 * deposit's release in green, rent, a fee, a deposit charged and a refund in red.
 */
function Amount({ row }: { row: Transaction }) {
  if (row.type === 'income' || row.type === 'expense') {
    const tone = row.type === 'expense' ? 'text-danger' : 'text-success';
    return <span className={tone}>{formatMoney(row.amount)}</span>;
  }
  return <SignedAmount amount={row.amount} />;
}

const columns: DataTableColumn<Transaction, OrderingKey>[] = [
  {
    key: 'booked_on',
    label: 'Date',
    sortable: true,
    essential: true,
    className: 'text-nowrap',
    render: (row) => <BookedDay row={row} />,
  },
  {
    key: 'type',
    label: 'Type',
    essential: true,
    className: 'text-nowrap',
    render: (row) => <TransactionTypeCell row={row} />,
  },
  { key: 'sub_type', label: 'Sub type', render: (row) => row.sub_type?.name ?? '—' },
  {
    key: 'tenant',
    label: 'Tenant',
    essential: true,
    render: (row) =>
      row.tenant ? (
        <AllowedLink screen="tenant" to={paths.tenant.href(row.tenant.id)}>
          {tenantName(row.tenant)}
        </AllowedLink>
      ) : (
        '—'
      ),
  },
  { key: 'property', label: 'Property', render: (row) => row.property?.address ?? '—' },
  {
    key: 'amount',
    label: 'Amount',
    sortable: true,
    essential: true,
    className: 'text-end text-nowrap',
    render: (row) => <Amount row={row} />,
  },
  {
    key: 'current_balance',
    label: 'Balance after',
    className: 'text-end text-nowrap',
    render: (row) => (row.current_balance === null ? '—' : <SignedAmount amount={row.current_balance} />),
  },
  {
    key: 'description',
    label: 'Description',
    wide: true,
    render: (row) => (
      <>
        {row.reverses_id !== null && (
          <Badge bg="light" text="dark" className="border me-1">
            Reversal
          </Badge>
        )}
        {row.description.trim() || (row.reverses_id === null ? '—' : '')}
      </>
    ),
  },
];

export interface TransactionsTableProps {
  rows: readonly Transaction[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: Ordering<OrderingKey>;
  onOrderingChange: (ordering: Ordering<OrderingKey>) => void;
  /** Double-click (or Enter) on a row; the page decides which rows have a detail. */
  onOpen: (row: Transaction) => void;
}

/**
 * The ledger rows of the Finance page, newest recorded first by default (`-created_at`); Date is the
 * day each row's money belongs to (`booked_on`) and sorts by it.
 */
export function TransactionsTable({
  rows,
  isLoading,
  isFetching,
  ordering,
  onOrderingChange,
  onOpen,
}: TransactionsTableProps) {
  return (
    <DataTable
      label="Transactions"
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      rowName={(row) =>
        `${TRANSACTION_TYPE_LABELS[row.type]} of ${formatMoney(row.amount)} on ${formatDate(row.booked_on)}`
      }
      isLoading={isLoading}
      isFetching={isFetching}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
      onRowDoubleClick={onOpen}
    />
  );
}
