import type { Ordering, PaymentCandidate } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { DataTable } from '../../../components/data-table';
import { EntityHistoryButton } from '../../../components/entity-history';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate, formatDateTime, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { SOURCE_LABELS } from '../candidates-text';
import type { CandidateOrderingKey } from '../candidates-text';
import { CandidateActions } from './candidate-actions';
import { CandidateStatusBadge, RecordedBadge, VerificationBadges } from './candidate-badges';

const DASH = '—';

const columns = (canDecide: boolean): DataTableColumn<PaymentCandidate, CandidateOrderingKey>[] => [
  {
    key: 'extracted_name',
    label: 'Name',
    essential: true,
    sortable: true,
    render: (row) => (
      <>
        {row.extracted_name}
        {/* A bank line's reference is Bunkhouse's own key of the line, not the provider's. */}
        {row.reference && row.source !== 'bank' && (
          <div className="small text-body-secondary">Ref. {row.reference}</div>
        )}
      </>
    ),
  },
  {
    key: 'matched_tenant',
    label: 'Matched tenant',
    essential: true,
    render: (row) =>
      row.matched_tenant ? (
        <AllowedLink screen="tenant" to={paths.tenant.href(row.matched_tenant.id)}>
          {tenantName(row.matched_tenant)}
        </AllowedLink>
      ) : (
        DASH
      ),
  },
  {
    key: 'extracted_amount',
    label: 'Amount',
    essential: true,
    sortable: true,
    className: 'text-end text-nowrap',
    render: (row) => formatMoney(row.extracted_amount),
  },
  {
    key: 'email_date',
    label: 'E-mail date',
    sortable: true,
    className: 'text-nowrap',
    render: (row) => formatDateTime(row.email_date),
  },
  { key: 'method', label: 'Method', render: (row) => row.matched_method?.name ?? DASH },
  {
    key: 'source',
    label: 'Source',
    essential: true,
    render: (row) => (
      <>
        {/* What read it (the rule and what it found, or the statement): on hover, and for screen readers. */}
        <span title={row.read_by}>{SOURCE_LABELS[row.source]}</span>
        <span className="visually-hidden">: {row.read_by}</span>
        {row.source === 'bank' && (
          <div className="small text-body-secondary text-nowrap">Posted {formatDate(row.payment_date)}</div>
        )}
      </>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    essential: true,
    sortable: true,
    render: (row) => (
      <>
        <CandidateStatusBadge status={row.status} />
        <RecordedBadge candidate={row} />
      </>
    ),
  },
  { key: 'verification', label: 'Verification', render: (row) => <VerificationBadges candidate={row} /> },
  {
    key: 'actions',
    label: 'Actions',
    essential: true,
    wide: true,
    render: (row) => (
      <div className="d-flex align-items-start gap-2">
        <CandidateActions candidate={row} canDecide={canDecide} />
        <EntityHistoryButton
          subject={{
            entity: 'payment_candidate',
            id: row.id,
            label: `the candidate from ${row.extracted_name}`,
          }}
        />
      </div>
    ),
  },
];

export interface CandidatesTableProps {
  rows: readonly PaymentCandidate[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: Ordering<CandidateOrderingKey>;
  onOrderingChange: (ordering: Ordering<CandidateOrderingKey>) => void;
  rowNumberOffset: number;
  /** The user holds `candidates.apply`: open rows get the tenant chooser, Apply and Ignore. */
  canDecide: boolean;
}

/**
 * Finance > Payment Candidates: each payment found in mail or on a bank statement with the name it
 * gives, the tenant it matched, amount, the mail's date, method, where it came from (a bank line with
 * its day), its status (and whether a payment records its money already), whether its sender is
 * verified (and a possible duplicate), and what may still be done with it.
 */
export function CandidatesTable({ canDecide, ...table }: CandidatesTableProps) {
  return (
    <DataTable
      {...table}
      label="Payment candidates"
      columns={columns(canDecide)}
      getRowKey={(row) => row.id}
    />
  );
}
