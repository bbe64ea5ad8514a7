import Form from 'react-bootstrap/Form';
import type { BedBody } from '@bunkhouse/contract';
import { FormDialog } from '../../../components/form-dialog';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import type { PlacedBed } from '../board-filters';
import { bedNumberSchema } from '../board-form-schemas';
import { boardToasts } from '../board-text';

export interface RenameBedDialogProps {
  show: boolean;
  placed: PlacedBed;
  /** Saves the bed with its new number (the bed update the places screens use too). */
  save: (body: BedBody) => Promise<unknown>;
  onHide: () => void;
  onExited?: () => void;
}

/**
 * A bed's number changed in place on the board: the room and the price stay as they are. A number
 * another bed of the room has is refused under the field, in the server's words.
 */
export function RenameBedDialog({ show, placed, save, onHide, onExited }: RenameBedDialogProps) {
  const { bed, room } = placed;
  return (
    <FormDialog show={show} title={`Rename Bed ${bed.number}`} onHide={onHide} onExited={onExited}>
      <RenameForm
        onDone={onHide}
        number={bed.number}
        save={(number) => save({ room_id: room.id, number, price: bed.price })}
      />
    </FormDialog>
  );
}

function RenameForm({
  number,
  save,
  onDone,
}: {
  number: number;
  save: (number: number) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useForm<'number', Pick<BedBody, 'number'>>({
    schema: bedNumberSchema,
    initialValues: { number: String(number) },
    submit: (body) => save(body.number),
    onSuccess: () => {
      notify.success(boardToasts.renamed);
      onDone();
    },
  });
  const { values, errors, setValue } = form;
  return (
    <FormDialogBody form={form} label="Bed number" onCancel={onDone}>
      <FormField controlId="rename-bed-number" label="Number" error={errors.number} required>
        <Form.Control
          value={values.number}
          inputMode="numeric"
          autoComplete="off"
          isInvalid={!!errors.number}
          onChange={(event) => setValue('number', event.target.value)}
        />
      </FormField>
    </FormDialogBody>
  );
}
