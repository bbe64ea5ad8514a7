import { Link } from 'react-router';
import type { FreeBedsGroup } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import type { DataTableColumn } from '../../../components/data-table';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { DESIGNATION_LABELS, LIST_TITLES } from '../reports-text';
import { ReportList } from './report-list';

const columns: DataTableColumn<FreeBedsGroup>[] = [
  {
    key: 'property',
    label: 'Property',
    render: (row) => (
      <AllowedLink screen="property" to={paths.property.href(row.property.id)}>
        {row.property.address}
      </AllowedLink>
    ),
  },
  { key: 'designation', label: 'Designation', render: (row) => DESIGNATION_LABELS[row.gender_designation] },
  {
    key: 'free',
    label: 'Free / total',
    className: 'text-end text-nowrap',
    render: (row) => (
      <span className={row.free === 0 ? 'text-body-secondary' : undefined}>
        {row.free} / {row.total}
      </span>
    ),
  },
];

/** Beds free now, by property and room designation (male, female, mixed); the board shows each bed. */
export function FreeBedsList({
  rows,
  isLoading,
}: {
  rows: readonly FreeBedsGroup[] | undefined;
  isLoading: boolean;
}) {
  const canOpenBoard = useCanOpen()('board');
  return (
    <ReportList
      title={LIST_TITLES.freeBeds}
      note="By property and room designation"
      more={canOpenBoard && <Link to={paths.board.href()}>Open the board</Link>}
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      getRowKey={(row) => `${row.property.id}-${row.gender_designation}`}
    />
  );
}
