import { useNavigate } from 'react-router';
import { US_STATE_NAMES } from '@bunkhouse/contract';
import type { Property, PropertyOrdering, PropertyOrderingKey } from '@bunkhouse/contract';
import { MENU_SEPARATOR } from '../../../components/context-menu';
import type { ContextMenuItem } from '../../../components/context-menu';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import { paths } from '../../../lib/paths';
import { usePlacesPermissions } from '../use-places-permissions';

const columns: DataTableColumn<Property, PropertyOrderingKey>[] = [
  { key: 'address', label: 'Address', essential: true, sortable: true, render: (p) => p.address },
  { key: 'city', label: 'City', essential: true, sortable: true, render: (p) => p.city },
  {
    key: 'state',
    label: 'State',
    sortable: true,
    render: (p) => <abbr title={US_STATE_NAMES[p.state]}>{p.state}</abbr>,
  },
  { key: 'zip_code', label: 'Zip code', sortable: true, render: (p) => p.zip_code },
  { key: 'rooms_count', label: 'Rooms', sortable: true, render: (p) => p.rooms_count },
  { key: 'beds_count', label: 'Beds', render: (p) => p.beds_count },
];

export interface PropertiesTableProps {
  rows: readonly Property[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  ordering: PropertyOrdering | undefined;
  onOrderingChange: (ordering: PropertyOrdering) => void;
  rowNumberOffset: number;
  onEdit: (property: Property) => void;
  onDelete: (property: Property) => void;
}

/** The properties list: double-click opens a property; its context menu has Open, Edit and Delete. */
export function PropertiesTable({ onEdit, onDelete, ...table }: PropertiesTableProps) {
  const navigate = useNavigate();
  const { canChange, canDelete } = usePlacesPermissions();
  const open = (property: Property) => void navigate(paths.property.href(property.id));

  const contextMenu = (property: Property): ContextMenuItem[] => {
    const items: ContextMenuItem[] = [
      { label: 'Open', icon: 'bi-box-arrow-up-right', onSelect: () => open(property) },
    ];
    if (canChange || canDelete) items.push(MENU_SEPARATOR);
    if (canChange) items.push({ label: 'Edit', icon: 'bi-pencil', onSelect: () => onEdit(property) });
    if (canDelete) {
      items.push({ label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => onDelete(property) });
    }
    return items;
  };

  return (
    <DataTable
      {...table}
      label="Properties"
      columns={columns}
      getRowKey={(property) => property.id}
      onRowDoubleClick={open}
      contextMenu={contextMenu}
    />
  );
}
