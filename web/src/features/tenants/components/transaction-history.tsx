import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { Transaction } from '@bunkhouse/contract';
import { BookedDay } from '../../../components/booked-day';
import { ChipFilter } from '../../../components/chip-filter';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { SignedAmount } from '../../../components/signed-amount';
import { TransactionTypeCell } from '../../../components/transaction-type-badge';
import { isTransactionType, TRANSACTION_TYPE_OPTIONS } from '../../../lib/transaction-types';
import { useLogError } from '../../../lib/use-log-error';
import { scrollToTopOf } from '../../../lib/scroll-to-top-of';
import { useTenantTransactions } from '../api/get-tenant-transactions';

/** The query-string parameter of the type filter: `?type=rent&type=fee`, so a reload keeps it. */
export const TYPE_FILTER = 'type';

const describeRow = (row: Transaction) =>
  [row.sub_type?.name, row.description].filter((part) => part && part.trim() !== '').join(' — ') || '—';

const columns: DataTableColumn<Transaction>[] = [
  {
    key: 'booked_on',
    label: 'Date',
    essential: true,
    render: (row) => <BookedDay row={row} />,
  },
  {
    key: 'type',
    label: 'Type',
    essential: true,
    className: 'text-nowrap',
    render: (row) => <TransactionTypeCell row={row} />,
  },
  { key: 'description', label: 'Description', wide: true, render: describeRow },
  {
    key: 'amount',
    label: 'Amount',
    essential: true,
    className: 'text-end',
    render: (row) => <SignedAmount amount={row.amount} />,
  },
  {
    key: 'current_balance',
    label: 'Balance',
    essential: true,
    className: 'text-end',
    render: (row) => (row.current_balance === null ? '—' : <SignedAmount amount={row.current_balance} />),
  },
];

/**
 * The tenant's ledger, newest first: type chips filter it, Load more brings the next 20 rows, Show
 * less goes back to the first 20. Amounts are coloured by sign; Balance is the running balance after
 * each row. Date is the day a row's money belongs to (a payment's: the day it was received); a
 * back-dated row also says when it was recorded.
 */
export function TransactionHistory({ tenantId }: { tenantId: number }) {
  const [params] = useSearchParams();
  const types = params.getAll(TYPE_FILTER).filter(isTransactionType);
  const history = useTenantTransactions(tenantId, types);
  useLogError(history.error, 'Failed to load transactions:');
  const rows = history.data?.pages.flatMap((page) => page.results);
  const top = useRef<HTMLElement>(null);

  return (
    <section aria-labelledby="tenant-history-title" ref={top}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="tenant-history-title" className="h5 mb-0">
          Transaction history
        </h2>
        <ChipFilter name={TYPE_FILTER} label="Transaction type" options={TRANSACTION_TYPE_OPTIONS} />
      </div>
      <DataTable
        label="Transaction history"
        className="data-table-compact"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        isLoading={history.isPending}
        isFetching={history.isFetching && !history.isFetchingNextPage && !history.isPending}
      />
      <div className="d-flex justify-content-center gap-2 mt-3">
        {history.hasNextPage && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
        {rows && rows.length > DEFAULT_PAGE_SIZE && (
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => {
              history.showFirstPage();
              scrollToTopOf(top);
            }}
          >
            Show less
          </Button>
        )}
      </div>
    </section>
  );
}
