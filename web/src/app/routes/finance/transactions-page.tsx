import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TRANSACTION_ORDERING,
  TRANSACTION_ORDERING,
} from '@bunkhouse/contract';
import type { Ordering } from '@bunkhouse/contract';
import { IconButton } from '../../../components/icon-button';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { currentMonth, useReportTotal } from '../../../lib/api/get-report-total';
import { formatDate } from '../../../lib/format';
import { refreshFinance } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';
import { isTransactionType } from '../../../lib/transaction-types';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { scrollToTopOf } from '../../../lib/scroll-to-top-of';
import { useTransactions } from '../../../features/finance/api/get-transactions';
import type { TransactionListParams } from '../../../features/finance/api/get-transactions';
import { CreateTransactionDialog } from '../../../features/finance/components/create-transaction-dialog';
import { SummaryCards } from '../../../features/finance/components/summary-cards';
import { TRANSACTION_FILTERS } from '../../../features/finance/components/transaction-filters';
import { TransactionFilters } from '../../../features/finance/components/transaction-filters';
import type { TransactionFilter } from '../../../features/finance/components/transaction-filters';
import { TransactionsTable } from '../../../features/finance/components/transactions-table';
import { useTransactionDetail } from '../../../features/finance/components/use-transaction-detail';
import { useFinancePermissions } from '../../../features/finance/use-finance-permissions';

/** SPEC.md §9: the list and the cards reload this long after an add. */
export const REFRESH_AFTER_ADD_MS = 500;

/** The URL's filters as the list query: unknown types and a sub type that is no id are left out. */
function toListQuery(
  filters: Record<TransactionFilter, string[]>,
  ordering: Ordering<(typeof TRANSACTION_ORDERING)[number]> | undefined,
): TransactionListParams {
  const types = filters.type.filter(isTransactionType);
  const subType = Number(filters.sub_type[0]);
  return {
    type: types.length > 0 ? types : undefined,
    sub_type: Number.isSafeInteger(subType) && subType > 0 ? subType : undefined,
    property: filters.property[0] || undefined,
    tenant: filters.tenant[0] || undefined,
    date_from: filters.date_from[0] || undefined,
    date_to: filters.date_to[0] || undefined,
    ordering,
  };
}

/**
 * /transactions (Finance): summary cards of the month and of the chosen range, the filters (all in
 * the URL), the ledger rows with Load more and Show less, detail popups on double-click, Add
 * transaction and a CSV download of what the filters show.
 */
export function TransactionsPage() {
  const queryClient = useQueryClient();
  const can = useFinancePermissions();
  const list = useListState({ orderingKeys: TRANSACTION_ORDERING, filters: TRANSACTION_FILTERS });
  const query = toListQuery(list.filters, list.ordering);
  const transactions = useTransactions(query);
  useLogError(transactions.error, 'Failed to load transactions:');
  const rows = transactions.data?.pages.flatMap((page) => page.results);

  const [month] = useState(currentMonth);
  const monthTotals = useReportTotal(month, { enabled: can.canViewReports });
  useLogError(monthTotals.error, 'Failed to fetch totals:');
  const range = query.date_from && query.date_to ? { start: query.date_from, end: query.date_to } : null;
  const rangeTotals = useReportTotal(range, { enabled: can.canViewReports });
  useLogError(rangeTotals.error, 'Failed to fetch totals:');

  const detail = useTransactionDetail();
  const addDialog = useModalState<true>();
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const refreshSoon = () => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => refreshFinance(queryClient), REFRESH_AFTER_ADD_MS);
  };

  const csvHref = `${apiPaths.transactionsCsv}${toQueryString({ ...query })}`;

  return (
    <>
      <PageBreadcrumb items={[{ label: 'Transactions' }]} />
      <PageHeader title="Transactions">
        <a className="btn btn-outline-secondary" href={csvHref} download>
          <i className="bi bi-download me-1" aria-hidden="true" />
          Download CSV
        </a>
        {can.canAddAny && (
          <IconButton icon="bi-plus-lg" onClick={() => addDialog.open(true)}>
            Add transaction
          </IconButton>
        )}
      </PageHeader>
      {can.canViewReports && (
        <>
          <SummaryCards title={month.title} totals={monthTotals.data} unavailable={monthTotals.isError} />
          {range && (
            <SummaryCards
              title={`${formatDate(range.start)} – ${formatDate(range.end)}`}
              totals={rangeTotals.data}
              unavailable={rangeTotals.isError}
            />
          )}
        </>
      )}
      <div ref={top}>
        <TransactionFilters filters={list.filters} onChange={list.setFilters} onReset={list.reset} />
      </div>
      <TransactionsTable
        rows={rows}
        isLoading={transactions.isPending}
        isFetching={
          transactions.isPlaceholderData ||
          (transactions.isFetching && !transactions.isFetchingNextPage && !transactions.isPending)
        }
        ordering={list.ordering ?? DEFAULT_TRANSACTION_ORDERING}
        onOrderingChange={list.setOrdering}
        onOpen={detail.open}
      />
      <div className="d-flex justify-content-center gap-2 mt-3">
        {transactions.hasNextPage && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={transactions.isFetchingNextPage}
            onClick={() => void transactions.fetchNextPage()}
          >
            {transactions.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
        {rows && rows.length > DEFAULT_PAGE_SIZE && (
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => {
              transactions.showFirstPage();
              scrollToTopOf(top);
            }}
          >
            Show less
          </Button>
        )}
      </div>
      {detail.dialog}
      <CreateTransactionDialog
        show={addDialog.isOpen}
        onHide={addDialog.close}
        onExited={addDialog.onExited}
        onSaved={refreshSoon}
      />
    </>
  );
}
