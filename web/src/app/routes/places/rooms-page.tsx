import { ROOM_ORDERING } from '@bunkhouse/contract';
import type { Room } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { ListToolbar } from '../../../components/list-toolbar';
import { Pager } from '../../../components/pager';
import { listQuery, listView } from '../../../lib/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteRoom } from '../../../features/places/api/delete-room';
import { useRooms } from '../../../features/places/api/get-rooms';
import { DeleteDialog } from '../../../features/places/components/delete-dialog';
import { PlacesListHeader } from '../../../features/places/components/places-list-header';
import { PropertyFilter } from '../../../features/places/components/property-filter';
import { RoomFormModal } from '../../../features/places/components/room-form-modal';
import { RoomsTable } from '../../../features/places/components/rooms-table';
import {
  GENDER_OPTIONS,
  isGenderDesignation,
  placesToasts,
  roomLabel,
} from '../../../features/places/places-text';
import { readIdFilter } from '../../../lib/read-id-filter';
import { useDeleteFlow } from '../../../features/places/use-delete-flow';

/** /rooms: search, gender and property filters, Reset, Add Room, and the list. */
export function RoomsPage() {
  const list = useListState({ orderingKeys: ROOM_ORDERING, filters: ['gender_designation', 'property'] });
  const propertyId = readIdFilter(list.filters.property);
  const rooms = useRooms(
    listQuery(list, {
      gender_designation: list.filters.gender_designation.filter(isGenderDesignation),
      property: propertyId,
    }),
  );
  useLogError(rooms.error, 'Failed to load rooms:');
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Room>({ mutation: useDeleteRoom(), successMessage: placesToasts.roomDeleted });
  const view = listView(list, rooms);

  return (
    <>
      <PlacesListHeader title="Rooms" addLabel="Add Room" onAdd={() => editor.open({})} />
      <ListToolbar list={list} placeholder="Search by number or address...">
        <PropertyFilter list={list} />
        <ChipFilter name="gender_designation" label="Gender" options={GENDER_OPTIONS} />
      </ListToolbar>
      <RoomsTable {...view.table} onEdit={(room) => editor.open({ id: room.id })} onDelete={remove.open} />
      <Pager {...view.pager} />
      <RoomFormModal
        show={editor.isOpen}
        roomId={editor.subject?.id}
        onHide={editor.close}
        onExited={editor.onExited}
      />
      <DeleteDialog flow={remove} title="Delete Room">
        Delete {remove.subject && `${roomLabel(remove.subject)} at ${remove.subject.property.address}`}?
      </DeleteDialog>
    </>
  );
}
