import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { AuditEntry } from '@bunkhouse/contract';
import { AuditChanges, describeDetail } from '../../../components/audit-changes';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatDateTime } from '../../../lib/format';
import { useLogError } from '../../../lib/use-log-error';
import { useAuditLog } from '../api/get-audit-log';

/** The entities the API writes entries for, as the filter offers them. */
const ENTITIES = [
  'tenant',
  'order',
  'payment',
  'fee',
  'deposit',
  'refund',
  'property',
  'room',
  'bed',
  'payment_candidate',
  'mail_layout',
  'statement_mapping',
  'user',
  'group',
  'settings',
  'sub_type',
];

type AuditUser = NonNullable<AuditEntry['user']>;

/** The table's columns; a username filters the log by that user. */
const columnsFor = (onUser: (user: AuditUser) => void): DataTableColumn<AuditEntry>[] => [
  {
    key: 'when',
    label: 'When',
    essential: true,
    className: 'text-nowrap',
    render: (row) => formatDateTime(row.created_at),
  },
  {
    key: 'user',
    label: 'User',
    essential: true,
    render: (row) =>
      row.user ? (
        <Button
          variant="link"
          size="sm"
          className="p-0 align-baseline"
          title={`Only ${row.user.username}'s entries`}
          onClick={() => onUser(row.user!)}
        >
          {row.user.username}
        </Button>
      ) : (
        '—'
      ),
  },
  { key: 'action', label: 'Action', essential: true, render: (row) => row.action },
  {
    key: 'entity',
    label: 'Entity',
    essential: true,
    render: (row) => `${row.entity}${row.entity_id ? ` #${row.entity_id}` : ''}`,
  },
  {
    key: 'changes',
    label: 'Changes',
    wide: true,
    className: 'text-break small',
    render: (row) => <AuditChanges entry={row} />,
  },
  {
    key: 'detail',
    label: 'Detail',
    className: 'text-break small',
    render: (row) => describeDetail(row.detail),
  },
];

/** Filters (user, entity, action, days), the table and its pages; the filters are the screen's own. */
export function AuditLog() {
  const [user, setUser] = useState<AuditUser | null>(null);
  const [entity, setEntity] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    user: user?.id,
    entity: entity || undefined,
    action: action.trim() || undefined,
    date_from: from || undefined,
    date_to: to || undefined,
    page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(log.error, 'Failed to load the audit log:');
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const columns = useMemo(
    () =>
      columnsFor((chosen) => {
        setUser(chosen);
        setPage(1);
      }),
    [],
  );
  return (
    <>
      <Form
        className="d-flex flex-wrap gap-2 mb-3"
        aria-label="Audit filters"
        onSubmit={(e) => e.preventDefault()}
      >
        {user && (
          <Button
            variant="outline-secondary"
            onClick={() => filter(setUser)(null)}
            aria-label={`Every user (now ${user.username})`}
          >
            User: {user.username} <i className="bi bi-x" aria-hidden="true" />
          </Button>
        )}
        <Form.Select
          aria-label="Entity"
          value={entity}
          onChange={(e) => filter(setEntity)(e.target.value)}
          style={{ maxWidth: '14rem' }}
        >
          <option value="">Every entity</option>
          {ENTITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Form.Select>
        <Form.Control
          aria-label="Action"
          placeholder="Action (create, apply…)"
          value={action}
          onChange={(e) => filter(setAction)(e.target.value)}
          style={{ maxWidth: '14rem' }}
        />
        <Form.Control
          type="date"
          aria-label="From"
          value={from}
          onChange={(e) => filter(setFrom)(e.target.value)}
          style={{ maxWidth: '11rem' }}
        />
        <Form.Control
          type="date"
          aria-label="To"
          value={to}
          onChange={(e) => filter(setTo)(e.target.value)}
          style={{ maxWidth: '11rem' }}
        />
      </Form>
      <DataTable
        label="Audit log"
        className="data-table-compact"
        columns={columns}
        rows={log.data?.results}
        getRowKey={(row) => row.id}
        isLoading={log.isPending}
        isFetching={log.isPlaceholderData}
        rowNumberOffset={(page - 1) * DEFAULT_PAGE_SIZE}
      />
      <Pager data={log.data} page={page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
    </>
  );
}
