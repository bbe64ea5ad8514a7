import { ROOM_ORDERING } from '@bunkhouse/contract';
import type { Property, Room } from '@bunkhouse/contract';
import { IconButton } from '../../../components/icon-button';
import { Pager } from '../../../components/pager';
import { listView, pageQuery } from '../../../lib/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteRoom } from '../api/delete-room';
import { usePropertyRooms } from '../api/get-property-rooms';
import { placesToasts, roomLabel } from '../places-text';
import { useDeleteFlow } from '../use-delete-flow';
import { usePlacesPermissions } from '../use-places-permissions';
import { DeleteDialog } from './delete-dialog';
import { RoomFormModal } from './room-form-modal';
import { RoomsTable } from './rooms-table';

/** The rooms of a property on its page, with Add Room for this property. */
export function PropertyRoomsSection({ property }: { property: Property }) {
  const list = useListState({ orderingKeys: ROOM_ORDERING });
  const rooms = usePropertyRooms(property.id, pageQuery(list));
  useLogError(rooms.error, 'Failed to load rooms:');
  const { canAdd } = usePlacesPermissions();
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Room>({ mutation: useDeleteRoom(), successMessage: placesToasts.roomDeleted });
  const view = listView(list, rooms);

  return (
    <section aria-labelledby="property-rooms-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="property-rooms-title" className="h5 mb-0">
          Rooms
        </h2>
        {canAdd && (
          <IconButton icon="bi-plus-lg" size="sm" onClick={() => editor.open({})}>
            Add Room
          </IconButton>
        )}
      </div>
      <RoomsTable
        isInProperty
        {...view.table}
        onEdit={(room) => editor.open({ id: room.id })}
        onDelete={remove.open}
      />
      <Pager {...view.pager} />
      <RoomFormModal
        show={editor.isOpen}
        roomId={editor.subject?.id}
        initialProperty={property}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Room">
        Delete {remove.subject && roomLabel(remove.subject)} at {property.address}?
      </DeleteDialog>
    </section>
  );
}
