import { RENT_RECORD_ORDERING } from '@bunkhouse/contract';
import type { TenantOption } from '@bunkhouse/contract';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { formatMoney } from '../../../lib/format';
import { listView, pageQuery } from '../../../lib/list-page';
import { readIdFilter } from '../../../lib/read-id-filter';
import { useListState } from '../../../lib/use-list-state';
import type { ListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { CreateTransactionDialog } from '../../../features/finance/components/create-transaction-dialog';
import { useTransactionDetail } from '../../../features/finance/components/use-transaction-detail';
import { useRentRecords } from '../../../features/records/api/get-rent-records';
import type { RentRecordListParams } from '../../../features/records/api/get-rent-records';
import { RecordFilters } from '../../../features/records/components/record-filters';
import { RecordsTable } from '../../../features/records/components/records-table';
import {
  DEFAULT_RENT_RECORD_ORDERING,
  isRentRecordFilter,
  RECORD_FILTERS,
} from '../../../features/records/records-text';
import type { RecordFilter } from '../../../features/records/records-text';
import { useRecordsPermissions } from '../../../features/records/use-records-permissions';

export const RECORDS_TITLE = 'Records';

type RecordsListState = ListState<(typeof RENT_RECORD_ORDERING)[number], RecordFilter>;

/** The URL's filters as the list query, in the API's order; what is not a valid value is left out. */
function toListQuery(list: RecordsListState): RentRecordListParams {
  const { filters } = list;
  const statuses = filters.status.filter(isRentRecordFilter);
  return {
    status: statuses.length > 0 ? statuses : undefined,
    due_from: filters.due_from[0] || undefined,
    due_to: filters.due_to[0] || undefined,
    property: readIdFilter(filters.property),
    tenant: filters.tenant[0]?.trim() || undefined,
    ...pageQuery(list),
  };
}

/** The records: the outstanding total, the filters, the table and its pages. */
function RentRecords() {
  const can = useRecordsPermissions();
  const list = useListState({ orderingKeys: RENT_RECORD_ORDERING, filters: RECORD_FILTERS });
  const records = useRentRecords(toListQuery(list));
  useLogError(records.error, 'Failed to load rent records:');
  const view = listView(list, records);
  const detail = useTransactionDetail();
  const payment = useModalState<TenantOption>();
  const outstanding = records.data?.outstanding;

  return (
    <>
      <p className="mb-3" role="status">
        Outstanding: <strong>{outstanding === undefined ? '—' : formatMoney(outstanding)}</strong>
        <span className="text-body-secondary small ms-2">unpaid rent of every record the filters show</span>
      </p>
      <RecordFilters filters={list.filters} onChange={list.setFilters} onReset={list.reset} />
      <RecordsTable
        {...view.table}
        ordering={list.ordering ?? DEFAULT_RENT_RECORD_ORDERING}
        onOpen={(row) => detail.openRentConfirmation(row.id)}
        onRecordPayment={can.canRecordPayment ? (row) => payment.open(row.tenant) : undefined}
      />
      <Pager {...view.pager} />
      {detail.dialog}
      <CreateTransactionDialog
        show={payment.isOpen}
        tenant={payment.subject ?? undefined}
        transactionType="payment"
        onHide={payment.close}
        onExited={payment.onExited}
      />
    </>
  );
}

/**
 * /records (Finance > Records): the rent records, the operator's collections view — filters in the
 * URL, the outstanding total of the filter, the paged list; double-click opens the rent confirmation,
 * the context menu opens the tenant or records a payment from them. The route needs `orders.view`
 * (GET /api/rent-confirmations/); a direct URL without it lands on the 403 page.
 */
export function RecordsPage() {
  return (
    <>
      <PageBreadcrumb items={[{ label: RECORDS_TITLE }]} />
      <PageHeader title={RECORDS_TITLE} />
      <RentRecords />
    </>
  );
}
