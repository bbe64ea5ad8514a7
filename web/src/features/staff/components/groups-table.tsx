import type { StaffGroup } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import type { ContextMenuAction } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { useLogError } from '../../../lib/use-log-error';
import { useGroups } from '../api/get-groups';

const baseColumns: DataTableColumn<StaffGroup>[] = [
  {
    key: 'name',
    label: 'Name',
    essential: true,
    render: (g) => <span className="fw-semibold">{g.name}</span>,
  },
  { key: 'members', label: 'Members', essential: true, render: (g) => g.member_count },
  {
    key: 'permissions',
    label: 'Permissions',
    render: (g) => (g.is_editable ? g.permissions.length : 'All permissions'),
  },
];

/** Every group by name: its members and permissions counted (Managers: 'All permissions'), an Actions menu per row. */
export function GroupsTable({ actionsFor }: { actionsFor: (group: StaffGroup) => ContextMenuAction[] }) {
  const groups = useGroups();
  useLogError(groups.error, 'Failed to load groups:');
  const columns: DataTableColumn<StaffGroup>[] = [
    ...baseColumns,
    {
      key: 'actions',
      label: 'Actions',
      essential: true,
      className: 'text-end',
      render: (g) => (
        <ActionsMenu
          id={`group-actions-${g.id}`}
          label={`Actions for ${g.name}`}
          actions={actionsFor(g)}
          isInRow
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Groups"
      className="data-table-compact"
      columns={columns}
      rows={groups.data}
      getRowKey={(g) => g.id}
      rowName={(g) => g.name}
      isLoading={groups.isPending}
      contextMenu={actionsFor}
    />
  );
}
