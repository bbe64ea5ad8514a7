import { useNavigate } from 'react-router';
import type { Bed, BedOrdering, BedOrderingKey } from '@bunkhouse/contract';
import { MENU_SEPARATOR } from '../../../components/context-menu';
import type { ContextMenuItem } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { roomLabel } from '../places-text';
import { usePlacesPermissions } from '../use-places-permissions';

type BedColumn = DataTableColumn<Bed, BedOrderingKey>;
const numberColumn: BedColumn = {
  key: 'number',
  label: 'Number',
  essential: true,
  sortable: true,
  render: (b) => b.number,
};
const priceColumn: BedColumn = {
  key: 'price',
  label: 'Price',
  essential: true,
  sortable: true,
  className: 'text-end',
  render: (b) => formatMoney(b.price),
};
const roomColumn: BedColumn = {
  key: 'room',
  label: 'Room',
  essential: true,
  sortable: true,
  render: (b) => roomLabel(b.room),
};
const propertyColumn: BedColumn = {
  key: 'property',
  label: 'Property',
  sortable: true,
  render: (b) => b.room.property.address,
};

const allColumns = [numberColumn, priceColumn, roomColumn, propertyColumn];
const columnsInRoom = [numberColumn, priceColumn];

export interface BedsTableProps {
  rows: readonly Bed[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: BedOrdering | undefined;
  onOrderingChange: (ordering: BedOrdering) => void;
  rowNumberOffset: number;
  onEdit: (bed: Bed) => void;
  onDelete: (bed: Bed) => void;
  /** On a room's page: no Room and Property columns or links. */
  isInRoom?: boolean;
}

/** Beds: double-click opens a bed; the context menu has Open, Property, Room, Edit and Delete. */
export function BedsTable({ onEdit, onDelete, isInRoom = false, ...table }: BedsTableProps) {
  const navigate = useNavigate();
  const { canChange, canDelete } = usePlacesPermissions();
  const open = (bed: Bed) => void navigate(paths.bed.href(bed.id));

  const contextMenu = (bed: Bed): ContextMenuItem[] => {
    const items: ContextMenuItem[] = [
      { label: 'Open', icon: 'bi-box-arrow-up-right', onSelect: () => open(bed) },
    ];
    if (!isInRoom) {
      items.push(
        {
          label: 'Property',
          icon: 'bi-building',
          onSelect: () => void navigate(paths.property.href(bed.room.property.id)),
        },
        { label: 'Room', icon: 'bi-door-open', onSelect: () => void navigate(paths.room.href(bed.room.id)) },
      );
    }
    if (canChange || canDelete) items.push(MENU_SEPARATOR);
    if (canChange) items.push({ label: 'Edit', icon: 'bi-pencil', onSelect: () => onEdit(bed) });
    if (canDelete)
      items.push({ label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => onDelete(bed) });
    return items;
  };

  return (
    <DataTable
      {...table}
      label="Beds"
      columns={isInRoom ? columnsInRoom : allColumns}
      getRowKey={(bed) => bed.id}
      rowName={(bed) => `Bed ${bed.number}`}
      onRowDoubleClick={open}
      contextMenu={contextMenu}
      className={isInRoom ? 'data-table-compact' : undefined}
    />
  );
}
