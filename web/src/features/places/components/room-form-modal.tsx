import type { PropertyOption } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { useRoom } from '../api/get-room';
import { RoomForm } from './room-form';

export interface RoomFormModalProps {
  show: boolean;
  /** Edit this room (loaded first, saved with PUT); without it, add a new one (POST). */
  roomId?: number;
  initialProperty?: PropertyOption;
  onHide: () => void;
  onExited?: () => void;
}

export function RoomFormModal({ show, roomId, initialProperty, onHide, onExited }: RoomFormModalProps) {
  const isEdit = roomId !== undefined;
  const loaded = useRoom(roomId ?? 0, { enabled: show && isEdit });
  return (
    <FormDialog
      show={show}
      title={isEdit ? 'Edit Room' : 'Add Room'}
      onHide={onHide}
      onExited={onExited}
      isLoading={isEdit && loaded.isPending}
      loadFailed={isEdit && !loaded.data}
    >
      <RoomForm room={isEdit ? loaded.data : undefined} initialProperty={initialProperty} onDone={onHide} />
    </FormDialog>
  );
}
