import { PROPERTY_ORDERING } from '@bunkhouse/contract';
import type { Property } from '@bunkhouse/contract';
import { ListToolbar } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { useProperties } from '../../../lib/api/get-properties';
import { listQuery, listView } from '../../../lib/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteProperty } from '../../../features/places/api/delete-property';
import { DeleteDialog } from '../../../features/places/components/delete-dialog';
import { PlacesListHeader } from '../../../features/places/components/places-list-header';
import { PropertiesTable } from '../../../features/places/components/properties-table';
import { PropertyFormModal } from '../../../features/places/components/property-form-modal';
import { placesToasts } from '../../../features/places/places-text';
import { useDeleteFlow } from '../../../features/places/use-delete-flow';

/** /properties: search, Reset, Add Property, and the list (SPEC.md "Beds, rooms, properties"). */
export function PropertiesPage() {
  const list = useListState({ orderingKeys: PROPERTY_ORDERING });
  const properties = useProperties(listQuery(list));
  useLogError(properties.error, 'Failed to load properties:');
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Property>({
    mutation: useDeleteProperty(),
    successMessage: placesToasts.propertyDeleted,
  });
  const view = listView(list, properties);

  return (
    <>
      <PlacesListHeader title="Properties" addLabel="Add Property" onAdd={() => editor.open({})} />
      <ListToolbar list={list} placeholder="Search by address..." />
      <PropertiesTable
        {...view.table}
        onEdit={(property) => editor.open({ id: property.id })}
        onDelete={remove.open}
      />
      <Pager {...view.pager} />
      <PropertyFormModal
        show={editor.isOpen}
        propertyId={editor.subject?.id}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Property">
        Delete the property at {remove.subject?.address}?
      </DeleteDialog>
    </>
  );
}
