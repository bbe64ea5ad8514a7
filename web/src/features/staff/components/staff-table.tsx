import Badge from 'react-bootstrap/Badge';
import type { StaffUser } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import type { ContextMenuAction } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';

export interface StaffTableProps {
  rows: readonly StaffUser[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  rowNumberOffset: number;
  actionsFor: (user: StaffUser) => ContextMenuAction[];
}

const baseColumns: DataTableColumn<StaffUser>[] = [
  {
    key: 'username',
    label: 'Username',
    essential: true,
    render: (u) => <span className="fw-semibold">{u.username}</span>,
  },
  { key: 'full_name', label: 'Full name', essential: true, render: (u) => u.full_name },
  { key: 'email', label: 'E-mail', className: 'text-break', render: (u) => u.email ?? '' },
  {
    key: 'groups',
    label: 'Groups',
    render: (u) => (
      <span className="d-inline-flex flex-wrap gap-1">
        {u.groups.map((group) => (
          <Badge key={group.id} pill bg="secondary">
            {group.name}
          </Badge>
        ))}
      </span>
    ),
  },
  {
    key: 'superuser',
    label: 'Superuser',
    className: 'text-center',
    render: (u) =>
      u.is_superuser && (
        <>
          <i className="bi bi-shield-fill-check text-primary" title="Superuser" aria-hidden="true" />
          <span className="visually-hidden">Superuser</span>
        </>
      ),
  },
  {
    key: 'status',
    label: 'Status',
    essential: true,
    render: (u) =>
      u.is_active ? (
        <Badge pill bg="success">
          Active
        </Badge>
      ) : (
        <Badge pill bg="dark">
          Inactive
        </Badge>
      ),
  },
  {
    key: 'last_login_at',
    label: 'Last sign-in',
    className: 'text-nowrap',
    render: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : 'Never'),
  },
];

/** The staff list: who, their groups, superuser, active or not, when they last signed in; an Actions menu per row. */
export function StaffTable({ actionsFor, ...table }: StaffTableProps) {
  const columns: DataTableColumn<StaffUser>[] = [
    ...baseColumns,
    {
      key: 'actions',
      label: 'Actions',
      essential: true,
      className: 'text-end',
      render: (u) => (
        <ActionsMenu
          id={`staff-actions-${u.id}`}
          label={`Actions for ${u.username}`}
          actions={actionsFor(u)}
          isInRow
        />
      ),
    },
  ];
  return (
    <DataTable
      {...table}
      label="Staff"
      className="data-table-compact"
      columns={columns}
      getRowKey={(u) => u.id}
      rowName={(u) => u.username}
      contextMenu={actionsFor}
    />
  );
}
