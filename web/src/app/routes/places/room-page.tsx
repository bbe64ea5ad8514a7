import { Link, useNavigate } from 'react-router';
import type { Room } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import type { ContextMenuAction } from '../../../components/context-menu';
import { DetailList } from '../../../components/detail-list';
import { DetailLoadError } from '../../../components/detail-load-error';
import { DetailLoading } from '../../../components/detail-loading';
import { EntityHistory } from '../../../components/entity-history';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';
import { useModalState } from '../../../lib/use-modal-state';
import { useRouteId } from '../../../lib/use-route-id';
import { useDeleteRoom } from '../../../features/places/api/delete-room';
import { useRoom } from '../../../features/places/api/get-room';
import { DeleteDialog } from '../../../features/places/components/delete-dialog';
import { RoomBedsSection } from '../../../features/places/components/room-beds-section';
import { RoomFormModal } from '../../../features/places/components/room-form-modal';
import { GENDER_LABELS, placesToasts, roomLabel } from '../../../features/places/places-text';
import { useDeleteFlow } from '../../../features/places/use-delete-flow';
import { usePlacesPermissions } from '../../../features/places/use-places-permissions';

const crumbs = [{ label: 'Rooms', to: paths.rooms.href() }];

/** /rooms/{id}: the room, its actions (Edit, Delete) and its beds. */
export function RoomPage() {
  const id = useRouteId();
  const room = useRoom(id ?? 0, { enabled: id !== null });
  if (id === null || room.isError) {
    return (
      <>
        <PageBreadcrumb items={[...crumbs, { label: 'Not found' }]} />
        <DetailLoadError
          what="Room"
          error={id === null ? null : room.error}
          listHref={paths.rooms.href()}
          listLabel="Rooms"
        />
      </>
    );
  }
  if (!room.data) return <DetailLoading crumbs={crumbs} title="Room" />;
  return <RoomDetail room={room.data} />;
}

function RoomDetail({ room }: { room: Room }) {
  const navigate = useNavigate();
  const { canChange, canDelete } = usePlacesPermissions();
  const editor = useModalState<true>();
  const remove = useDeleteFlow<Room>({
    mutation: useDeleteRoom(),
    successMessage: placesToasts.roomDeleted,
    onDeleted: () => void navigate(paths.rooms.href()),
  });

  const actions: ContextMenuAction[] = [];
  if (canChange) actions.push({ label: 'Edit', icon: 'bi-pencil', onSelect: () => editor.open(true) });
  if (canDelete) {
    actions.push({ label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => remove.open(room) });
  }

  return (
    <>
      <PageBreadcrumb items={[...crumbs, { label: roomLabel(room) }]} />
      <PageHeader title={roomLabel(room)}>
        <ActionsMenu id="room-actions" actions={actions} />
      </PageHeader>
      <DetailList
        label="Room details"
        items={[
          { label: 'Number', value: room.number },
          { label: 'Gender designation', value: GENDER_LABELS[room.gender_designation] },
          {
            label: 'Property',
            value: <Link to={paths.property.href(room.property.id)}>{room.property.address}</Link>,
          },
          { label: 'Beds', value: room.beds_count },
        ]}
      />
      <RoomBedsSection room={room} />
      <EntityHistory subjects={[{ entity: 'room', id: room.id, label: 'Room' }]} />
      <RoomFormModal show={editor.isOpen} roomId={room.id} onHide={editor.close} onExited={editor.onExited} />
      <DeleteDialog flow={remove} title="Delete Room">
        Delete {roomLabel(room)} at {room.property.address}?
      </DeleteDialog>
    </>
  );
}
