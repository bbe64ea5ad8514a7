import { BED_ORDERING } from '@bunkhouse/contract';
import type { Bed, Room } from '@bunkhouse/contract';
import { IconButton } from '../../../components/icon-button';
import { Pager } from '../../../components/pager';
import { listView, pageQuery } from '../../../lib/list-page';
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

/** The beds of a room on its page, with Add Bed for this room. */
export function RoomBedsSection({ room }: { room: Room }) {
  const list = useListState({ orderingKeys: BED_ORDERING });
  const beds = useRoomBeds(room.id, pageQuery(list));
  useLogError(beds.error, 'Failed to load beds:');
  const { canAdd } = usePlacesPermissions();
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Bed>({ mutation: useDeleteBed(), successMessage: placesToasts.bedDeleted });
  const view = listView(list, beds);

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
        {...view.table}
        onEdit={(bed) => editor.open({ id: bed.id })}
        onDelete={remove.open}
      />
      <Pager {...view.pager} />
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
