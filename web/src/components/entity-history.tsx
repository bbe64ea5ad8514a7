import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { ButtonProps } from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { AuditEntry } from '@bunkhouse/contract';
import { HISTORY_PAGE_SIZE, useEntityHistory } from '../lib/api/get-entity-history';
import type { HistoryEntity } from '../lib/api/get-entity-history';
import { useAuth } from '../lib/auth-context';
import { formatDateTime } from '../lib/format';
import { useLogError } from '../lib/use-log-error';
import { AuditChanges } from './audit-changes';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table';
import { Pager } from './pager';

/** A record whose audit entries are shown, and what its tab reads ('Tenant', 'Order #90'). */
export interface HistorySubject {
  entity: HistoryEntity;
  id: number | string;
  label: string;
}

const columns: DataTableColumn<AuditEntry>[] = [
  {
    key: 'when',
    label: 'When',
    essential: true,
    className: 'text-nowrap',
    render: (row) => formatDateTime(row.created_at),
  },
  { key: 'user', label: 'User', essential: true, render: (row) => row.user?.username ?? '—' },
  { key: 'action', label: 'Action', essential: true, render: (row) => row.action },
  {
    key: 'changes',
    label: 'Changes',
    essential: true,
    wide: true,
    className: 'text-break small',
    render: (row) => <AuditChanges entry={row} withDetail />,
  },
];

/** One record's entries, newest first, a page at a time (the page is the table's own). */
export function EntityHistoryTable({ subject }: { subject: HistorySubject }) {
  const [page, setPage] = useState(1);
  const history = useEntityHistory({ entity: subject.entity, id: subject.id, page });
  useLogError(history.error, `Failed to load the history of ${subject.entity} ${subject.id}:`);
  return (
    <>
      <DataTable
        label={`History of ${subject.label}`}
        className="data-table-compact"
        columns={columns}
        rows={history.data?.results}
        getRowKey={(row) => row.id}
        isLoading={history.isPending}
        isFetching={history.isPlaceholderData}
        rowNumberOffset={(page - 1) * HISTORY_PAGE_SIZE}
      />
      <Pager data={history.data} page={page} pageSize={HISTORY_PAGE_SIZE} onPageChange={setPage} />
    </>
  );
}

/** Only staff with `audit.view` see a history (the server refuses the others). */
const useCanSeeHistory = () => useAuth().hasPermission('audit.view');

/**
 * The History section of a record's page: its entries, or a tab per record when the page shows
 * several (a tenant and their current order); a tab loads when first opened.
 */
export function EntityHistory({ subjects }: { subjects: readonly HistorySubject[] }) {
  const headingId = useId();
  const canSee = useCanSeeHistory();
  const [first] = subjects;
  if (!canSee || !first) return null;
  const keyOf = (subject: HistorySubject) => `${subject.entity}-${subject.id}`;
  return (
    <section className="mt-4" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        History
      </h2>
      {subjects.length === 1 ? (
        <EntityHistoryTable subject={first} />
      ) : (
        <Tabs id={`${headingId}-tabs`} defaultActiveKey={keyOf(first)} mountOnEnter className="mb-3">
          {subjects.map((subject) => (
            <Tab key={keyOf(subject)} eventKey={keyOf(subject)} title={subject.label}>
              <EntityHistoryTable subject={subject} />
            </Tab>
          ))}
        </Tabs>
      )}
    </section>
  );
}

/** A folded History inside a popup (a payment, a fee): the entries load when it is opened. */
export function EntityHistoryDisclosure({ subject }: { subject: HistorySubject }) {
  const regionId = useId();
  const canSee = useCanSeeHistory();
  const [isOpen, setIsOpen] = useState(false);
  if (!canSee) return null;
  return (
    <div className="mb-3">
      <Button
        variant="link"
        className="px-0"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <i className={`bi ${isOpen ? 'bi-chevron-down' : 'bi-chevron-right'} me-1`} aria-hidden="true" />
        History
      </Button>
      <div id={regionId}>{isOpen && <EntityHistoryTable subject={subject} />}</div>
    </div>
  );
}

export interface EntityHistoryButtonProps {
  subject: HistorySubject;
  size?: ButtonProps['size'];
}

/** A History button (a row of a list, a payment candidate) whose dialog shows the record's entries. */
export function EntityHistoryButton({ subject, size = 'sm' }: EntityHistoryButtonProps) {
  const titleId = useId();
  const canSee = useCanSeeHistory();
  const [isOpen, setIsOpen] = useState(false);
  if (!canSee) return null;
  return (
    <>
      <Button
        variant="outline-secondary"
        size={size}
        onClick={() => setIsOpen(true)}
        aria-label={`History of ${subject.label}`}
        title="History"
      >
        <i className="bi bi-clock-history" aria-hidden="true" />
      </Button>
      <Modal show={isOpen} onHide={() => setIsOpen(false)} size="lg" aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>History of {subject.label}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{isOpen && <EntityHistoryTable subject={subject} />}</Modal.Body>
      </Modal>
    </>
  );
}
