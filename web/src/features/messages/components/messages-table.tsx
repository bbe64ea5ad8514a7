import { MESSAGE_KIND_LABELS } from '@bunkhouse/contract';
import type { MessageListItem } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { MessageStatusCell } from './message-status';

const DASH = '—';

const columns = (onOpen: (row: MessageListItem) => void): DataTableColumn<MessageListItem>[] => [
  {
    key: 'created_at',
    label: 'Created',
    essential: true,
    className: 'text-nowrap',
    render: (row) => formatDateTime(row.created_at),
  },
  {
    key: 'to',
    label: 'To',
    essential: true,
    render: (row) => (
      <>
        <AllowedLink screen="tenant" to={paths.tenant.href(row.tenant.id)}>
          {row.tenant.name}
        </AllowedLink>
        <div className="small text-body-secondary text-break">{row.to_address ?? 'No e-mail address'}</div>
      </>
    ),
  },
  {
    key: 'message',
    label: 'Message',
    essential: true,
    wide: true,
    render: (row) => (
      <>
        <div>{MESSAGE_KIND_LABELS[row.kind]}</div>
        <button
          type="button"
          className="btn btn-link p-0 text-start small text-break"
          onClick={() => onOpen(row)}
          aria-label={`Open ${MESSAGE_KIND_LABELS[row.kind]}: ${row.subject}`}
        >
          {row.subject}
        </button>
      </>
    ),
  },
  { key: 'status', label: 'Status', essential: true, render: (row) => <MessageStatusCell message={row} /> },
  {
    key: 'sent_at',
    label: 'Sent',
    className: 'text-nowrap',
    render: (row) => (row.sent_at ? formatDateTime(row.sent_at) : DASH),
  },
];

export interface MessagesTableProps {
  rows: readonly MessageListItem[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  rowNumberOffset: number;
  /** A row's subject, a double-click or Enter: the message and the text sent. */
  onOpen: (row: MessageListItem) => void;
  label?: string;
}

/**
 * Messages to tenants, newest first: when each was written, to whom (the tenant and the address), the
 * kind and subject, its status in words (why, when failed or skipped) and when it was sent.
 */
export function MessagesTable({ onOpen, label = 'Messages', ...table }: MessagesTableProps) {
  return (
    <DataTable
      {...table}
      label={label}
      className="data-table-compact"
      columns={columns(onOpen)}
      getRowKey={(row) => row.id}
      onRowDoubleClick={onOpen}
      rowName={(row) => `${MESSAGE_KIND_LABELS[row.kind]} to ${row.tenant.name}`}
    />
  );
}
