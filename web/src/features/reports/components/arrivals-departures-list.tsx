import type { ArrivalsDepartures, ComingOrGoing } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { LIST_TITLES } from '../reports-text';
import { ReportList } from './report-list';

/** An arrival or a departure, one line each. */
interface Movement extends ComingOrGoing {
  kind: 'arrives' | 'leaves';
}

const KIND_LABELS = { arrives: 'Arrives', leaves: 'Leaves' } as const;

const columns: DataTableColumn<Movement>[] = [
  { key: 'day', label: 'Day', className: 'text-nowrap', render: (row) => formatDate(row.day) },
  {
    key: 'tenant',
    label: 'Tenant',
    render: (row) => (
      <>
        <span className="text-body-secondary">{KIND_LABELS[row.kind]}: </span>
        <AllowedLink screen="tenant" to={paths.tenant.href(row.tenant.id)}>
          {tenantName(row.tenant)}
        </AllowedLink>
      </>
    ),
  },
  {
    key: 'beds',
    label: 'Bed',
    render: (row) =>
      row.beds
        .map((bed) => `Bed ${bed.number} · Room ${bed.room_number} · ${bed.property.address}`)
        .join('; '),
  },
];

/** The arrivals and departures by day, arrivals first on a day. */
export function toMovements(data: ArrivalsDepartures): Movement[] {
  const rows: Movement[] = [
    ...data.arrivals.map((row) => ({ ...row, kind: 'arrives' as const })),
    ...data.departures.map((row) => ({ ...row, kind: 'leaves' as const })),
  ];
  return rows.sort(
    (a, b) => a.day.localeCompare(b.day) || (a.kind === b.kind ? 0 : a.kind === 'arrives' ? -1 : 1),
  );
}

/**
 * Who arrives (an order starts) and who leaves (a planned move-out) from today through the next 7
 * days (issue 34): the day, the tenant and the bed.
 */
export function ArrivalsDeparturesList({
  data,
  isLoading,
}: {
  data: ArrivalsDepartures | undefined;
  isLoading: boolean;
}) {
  return (
    <ReportList
      title={LIST_TITLES.arrivalsDepartures}
      note="From today through the next 7 days"
      columns={columns}
      rows={data && toMovements(data)}
      isLoading={isLoading}
      getRowKey={(row) => `${row.kind}-${row.order_id}`}
    />
  );
}
