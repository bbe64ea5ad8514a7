import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { IngestLogEntry, IngestOutcome } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatDateTime } from '../../../lib/format';
import { useLogError } from '../../../lib/use-log-error';
import { useIngestLog } from '../api/get-ingest-log';
import { isIngestOutcome, OUTCOME_LABELS, OUTCOME_OPTIONS, SOURCE_LABELS } from '../candidates-text';

const OUTCOME_VARIANTS: Record<IngestOutcome, string> = {
  candidates: 'success',
  unverified: 'warning',
  skipped: 'secondary',
  duplicate: 'info',
  error: 'danger',
};

const columns: DataTableColumn<IngestLogEntry>[] = [
  {
    key: 'received_at',
    label: 'Received',
    essential: true,
    className: 'text-nowrap',
    render: (row) => formatDateTime(row.received_at),
  },
  {
    key: 'source',
    label: 'Source',
    render: (row) => (
      <>
        {SOURCE_LABELS[row.source]}
        <div className="small text-body-secondary text-break">{row.origin}</div>
      </>
    ),
  },
  { key: 'from', label: 'From', essential: true, className: 'text-break', render: (row) => row.from },
  { key: 'subject', label: 'Subject', className: 'text-break', render: (row) => row.subject },
  {
    key: 'outcome',
    label: 'Outcome',
    essential: true,
    render: (row) => (
      <Badge pill bg={OUTCOME_VARIANTS[row.outcome]} text={row.outcome === 'unverified' ? 'dark' : undefined}>
        {OUTCOME_LABELS[row.outcome]}
      </Badge>
    ),
  },
  { key: 'why', label: 'Why', render: (row) => row.why },
];

/** The log itself, asked for only while shown: outcome chips, the table, its pages. */
function IngestLogBody() {
  const [outcomes, setOutcomes] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const chosen = outcomes.filter(isIngestOutcome);
  const log = useIngestLog({
    outcome: chosen.length > 0 ? chosen : undefined,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(log.error, 'Failed to load the ingest log:');
  return (
    <div className="pt-3">
      <div className="mb-3">
        <ChipFilter
          caption="Outcome"
          name="outcome"
          label="Outcome"
          options={OUTCOME_OPTIONS}
          value={outcomes}
          onChange={(values) => {
            setOutcomes(values);
            setPage(1);
          }}
        />
      </div>
      <DataTable
        label="Ingest log"
        className="data-table-compact"
        columns={columns}
        rows={log.data?.results}
        getRowKey={(row) => row.id}
        isLoading={log.isPending}
        isFetching={log.isPlaceholderData}
        rowNumberOffset={(page - 1) * DEFAULT_PAGE_SIZE}
      />
      <Pager data={log.data} page={page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
    </div>
  );
}

/**
 * The ingest log, folded under the list: every stored message (mailbox, upload, import), what became
 * of it and why, newest first. Its filter and page are the section's own, not the URL's.
 */
export function IngestLog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section className="mt-4" aria-labelledby="ingest-log-title">
      <h2 className="h5 mb-0" id="ingest-log-title">
        <Button
          variant="link"
          className="p-0 text-decoration-none fs-5"
          aria-expanded={isOpen}
          aria-controls="ingest-log-body"
          onClick={() => setIsOpen((open) => !open)}
        >
          <i className={`bi ${isOpen ? 'bi-chevron-down' : 'bi-chevron-right'} me-1`} aria-hidden="true" />
          Ingest log
        </Button>
      </h2>
      <Collapse in={isOpen} mountOnEnter unmountOnExit>
        <div id="ingest-log-body">
          <IngestLogBody />
        </div>
      </Collapse>
    </section>
  );
}
