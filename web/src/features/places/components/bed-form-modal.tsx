import { FormDialog } from '../../../components/form-dialog';
import { useBed } from '../api/get-bed';
import type { RoomOption } from '../api/get-room-options';
import { BedForm } from './bed-form';

export interface BedFormModalProps {
  show: boolean;
  /** Edit this bed (loaded first, saved with PUT); without it, add a new one (POST). */
  bedId?: number;
  initialRoom?: RoomOption;
  onHide: () => void;
  onExited?: () => void;
}

export function BedFormModal({ show, bedId, initialRoom, onHide, onExited }: BedFormModalProps) {
  const isEdit = bedId !== undefined;
  const loaded = useBed(bedId ?? 0, { enabled: show && isEdit });
  return (
    <FormDialog
      show={show}
      title={isEdit ? 'Edit Bed' : 'Add Bed'}
      onHide={onHide}
      onExited={onExited}
      isLoading={isEdit && loaded.isPending}
      loadFailed={isEdit && !loaded.data}
    >
      <BedForm bed={isEdit ? loaded.data : undefined} initialRoom={initialRoom} onDone={onHide} />
    </FormDialog>
  );
}
