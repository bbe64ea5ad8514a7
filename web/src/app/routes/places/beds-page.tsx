import { BED_ORDERING } from '@bunkhouse/contract';
import type { Bed } from '@bunkhouse/contract';
import { ListToolbar } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { listQuery, listView } from '../../../lib/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteBed } from '../../../features/places/api/delete-bed';
import { useBeds } from '../../../features/places/api/get-beds';
import { BedFormModal } from '../../../features/places/components/bed-form-modal';
import { BedsTable } from '../../../features/places/components/beds-table';
import { DeleteDialog } from '../../../features/places/components/delete-dialog';
import { PlacesListHeader } from '../../../features/places/components/places-list-header';
import { PropertyFilter } from '../../../features/places/components/property-filter';
import { bedLabel, placesToasts, roomOptionLabel } from '../../../features/places/places-text';
import { readIdFilter } from '../../../lib/read-id-filter';
import { useDeleteFlow } from '../../../features/places/use-delete-flow';

/** /beds: search, property filter, Reset, Add Bed, and the list. */
export function BedsPage() {
  const list = useListState({ orderingKeys: BED_ORDERING, filters: ['property'] });
  const propertyId = readIdFilter(list.filters.property);
  const beds = useBeds(listQuery(list, { property: propertyId }));
  useLogError(beds.error, 'Failed to load beds:');
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Bed>({ mutation: useDeleteBed(), successMessage: placesToasts.bedDeleted });
  const view = listView(list, beds);

  return (
    <>
      <PlacesListHeader title="Beds" addLabel="Add Bed" onAdd={() => editor.open({})} />
      <ListToolbar list={list} placeholder="Search by number or address...">
        <PropertyFilter list={list} />
      </ListToolbar>
      <BedsTable {...view.table} onEdit={(bed) => editor.open({ id: bed.id })} onDelete={remove.open} />
      <Pager {...view.pager} />
      <BedFormModal
        show={editor.isOpen}
        bedId={editor.subject?.id}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Bed">
        Delete {remove.subject && `${bedLabel(remove.subject)} in ${roomOptionLabel(remove.subject.room)}`}?
      </DeleteDialog>
    </>
  );
}
