import { BED_ORDERING, DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { Bed, Room } from '@bunkhouse/contract';
import { Pager } from '../../../components/pager';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteBed } from '../api/delete-bed';
import { useRoomBeds } from '../api/get-room-beds';
import { bedLabel, placesToasts, roomLabel } from '../places-text';
import { useDeleteFlow } from '../use-delete-flow';
import { usePlacesPermissions } from '../use-places-permissions';
import { BedFormModal } from './bed-form-modal';
import { BedsTable } from './beds-table';
import { DeleteDialog } from './delete-dialog';
import { IconButton } from '../../../components/icon-button';

/** The beds of a room on its page, with Add Bed for this room. */
export function RoomBedsSection({ room }: { room: Room }) {
  const list = useListState({ orderingKeys: BED_ORDERING });
  const beds = useRoomBeds(room.id, {
    ordering: list.ordering,
    page: list.page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(beds.error, 'Failed to load beds:');
  const { canAdd } = usePlacesPermissions();
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Bed>({ mutation: useDeleteBed(), successMessage: placesToasts.bedDeleted });

  return (
    <section aria-labelledby="room-beds-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="room-beds-title" className="h5 mb-0">
          Beds
        </h2>
        {canAdd && (
          <IconButton icon="bi-plus-lg" size="sm" onClick={() => editor.open({})}>
            Add Bed
          </IconButton>
        )}
      </div>
      <BedsTable
        isInRoom
        rows={beds.data?.results}
        isLoading={beds.isPending}
        isFetching={beds.isPlaceholderData}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        rowNumberOffset={(list.page - 1) * DEFAULT_PAGE_SIZE}
        onEdit={(bed) => editor.open({ id: bed.id })}
        onDelete={remove.open}
      />
      <Pager data={beds.data} page={list.page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={list.setPage} />
      <BedFormModal
        show={editor.isOpen}
        bedId={editor.subject?.id}
        initialRoom={room}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Bed">
        Delete {remove.subject && bedLabel(remove.subject)} in {roomLabel(room)}?
      </DeleteDialog>
    </section>
  );
}
