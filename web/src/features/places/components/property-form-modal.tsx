import { FormDialog } from '../../../components/form-dialog';
import { useProperty } from '../api/get-property';
import { PropertyForm } from './property-form';

export interface PropertyFormModalProps {
  show: boolean;
  /** Edit this property (loaded first, saved with PUT); without it, add a new one (POST). */
  propertyId?: number;
  onHide: () => void;
  onExited?: () => void;
}

export function PropertyFormModal({ show, propertyId, onHide, onExited }: PropertyFormModalProps) {
  const isEdit = propertyId !== undefined;
  const loaded = useProperty(propertyId ?? 0, { enabled: show && isEdit });
  return (
    <FormDialog
      show={show}
      title={isEdit ? 'Edit Property' : 'Add Property'}
      onHide={onHide}
      onExited={onExited}
      isLoading={isEdit && loaded.isPending}
      loadFailed={isEdit && !loaded.data}
    >
      <PropertyForm property={isEdit ? loaded.data : undefined} onDone={onHide} />
    </FormDialog>
  );
}
