import { DEFAULT_PAGE_SIZE, ROOM_ORDERING } from '@bunkhouse/contract';
import type { Room } from '@bunkhouse/contract';
import { ChipFilter } from '../../../components/chip-filter';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useModalState } from '../../../lib/use-modal-state';
import { useDeleteRoom } from '../api/delete-room';
import { useRooms } from '../api/get-rooms';
import { DeleteDialog } from '../components/delete-dialog';
import { PropertyFilter } from '../components/property-filter';
import { RoomFormModal } from '../components/room-form-modal';
import { RoomsTable } from '../components/rooms-table';
import { GENDER_OPTIONS, isGenderDesignation, placesToasts, roomLabel } from '../places-text';
import { useDeleteFlow } from '../use-delete-flow';
import { usePlacesPermissions } from '../use-places-permissions';
import { readIdFilter } from './read-id-filter';
import { IconButton } from '../../../components/icon-button';

/** /rooms: search, gender and property filters, Reset, Add Room, and the list. */
export function RoomsPage() {
  const list = useListState({ orderingKeys: ROOM_ORDERING, filters: ['gender_designation', 'property'] });
  const propertyId = readIdFilter(list.filters.property);
  const rooms = useRooms({
    search: list.search || undefined,
    gender_designation: list.filters.gender_designation.filter(isGenderDesignation),
    property: propertyId,
    ordering: list.ordering,
    page: list.page,
    page_size: DEFAULT_PAGE_SIZE,
  });
  useLogError(rooms.error, 'Failed to load rooms:');
  const { canAdd } = usePlacesPermissions();
  const editor = useModalState<{ id?: number }>();
  const remove = useDeleteFlow<Room>({ mutation: useDeleteRoom(), successMessage: placesToasts.roomDeleted });

  return (
    <>
      <PageBreadcrumb items={[{ label: 'Rooms' }]} />
      <PageHeader title="Rooms">
        {canAdd && (
          <IconButton icon="bi-plus-lg" onClick={() => editor.open({})}>
            Add Room
          </IconButton>
        )}
      </PageHeader>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <SearchBox
          value={list.search}
          onChange={list.setSearch}
          placeholder="Search by number or address..."
        />
        <PropertyFilter
          value={propertyId}
          onChange={(id) => list.setFilter('property', id === undefined ? [] : [String(id)])}
        />
        <ChipFilter name="gender_designation" label="Gender" options={GENDER_OPTIONS} />
        <IconButton
          icon="bi-arrow-counterclockwise"
          variant="outline-secondary"
          size="sm"
          onClick={list.reset}
        >
          Reset
        </IconButton>
      </div>
      <RoomsTable
        rows={rooms.data?.results}
        isLoading={rooms.isPending}
        isFetching={rooms.isPlaceholderData}
        ordering={list.ordering}
        onOrderingChange={list.setOrdering}
        rowNumberOffset={(list.page - 1) * DEFAULT_PAGE_SIZE}
        onEdit={(room) => editor.open({ id: room.id })}
        onDelete={remove.open}
      />
      <Pager data={rooms.data} page={list.page} pageSize={DEFAULT_PAGE_SIZE} onPageChange={list.setPage} />
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
