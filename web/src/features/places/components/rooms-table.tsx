import { useNavigate } from 'react-router';
import type { Room, RoomOrdering, RoomOrderingKey } from '@bunkhouse/contract';
import { MENU_SEPARATOR } from '../../../components/context-menu';
import type { ContextMenuItem } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { paths } from '../../../lib/paths';
import { GENDER_LABELS } from '../places-text';
import { usePlacesPermissions } from '../use-places-permissions';

const numberColumn: DataTableColumn<Room, RoomOrderingKey> = {
  key: 'number',
  label: 'Number',
  essential: true,
  sortable: true,
  render: (r) => r.number,
};
const genderColumn: DataTableColumn<Room, RoomOrderingKey> = {
  key: 'gender_designation',
  label: 'Gender',
  essential: true,
  sortable: true,
  render: (r) => GENDER_LABELS[r.gender_designation],
};
const propertyColumn: DataTableColumn<Room, RoomOrderingKey> = {
  key: 'property',
  label: 'Property',
  essential: true,
  sortable: true,
  render: (r) => r.property.address,
};
const bedsColumn: DataTableColumn<Room, RoomOrderingKey> = {
  key: 'beds_count',
  label: 'Beds',
  sortable: true,
  render: (r) => r.beds_count,
};

const allColumns = [numberColumn, genderColumn, propertyColumn, bedsColumn];
const columnsInProperty = [numberColumn, genderColumn, bedsColumn];

export interface RoomsTableProps {
  rows: readonly Room[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: RoomOrdering | undefined;
  onOrderingChange: (ordering: RoomOrdering) => void;
  rowNumberOffset: number;
  onEdit: (room: Room) => void;
  onDelete: (room: Room) => void;
  /** On a property's page: no Property column and no Property link. */
  isInProperty?: boolean;
}

/** Rooms: double-click opens a room; the context menu has Open, Property, Edit and Delete. */
export function RoomsTable({ onEdit, onDelete, isInProperty = false, ...table }: RoomsTableProps) {
  const navigate = useNavigate();
  const { canChange, canDelete } = usePlacesPermissions();
  const open = (room: Room) => void navigate(paths.room.href(room.id));

  const contextMenu = (room: Room): ContextMenuItem[] => {
    const items: ContextMenuItem[] = [
      { label: 'Open', icon: 'bi-box-arrow-up-right', onSelect: () => open(room) },
    ];
    if (!isInProperty) {
      items.push({
        label: 'Property',
        icon: 'bi-building',
        onSelect: () => void navigate(paths.property.href(room.property.id)),
      });
    }
    if (canChange || canDelete) items.push(MENU_SEPARATOR);
    if (canChange) items.push({ label: 'Edit', icon: 'bi-pencil', onSelect: () => onEdit(room) });
    if (canDelete)
      items.push({ label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => onDelete(room) });
    return items;
  };

  return (
    <DataTable
      {...table}
      label="Rooms"
      columns={isInProperty ? columnsInProperty : allColumns}
      getRowKey={(room) => room.id}
      rowName={(room) => `Room ${room.number}`}
      onRowDoubleClick={open}
      contextMenu={contextMenu}
      className={isInProperty ? 'data-table-compact' : undefined}
    />
  );
}
