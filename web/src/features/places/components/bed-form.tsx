import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { bedBody } from '@bunkhouse/contract';
import type { Bed, BedBody, BedForm as BedFormInput } from '@bunkhouse/contract';
import type { SelectOption } from '../../../components/async-select';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { keepDecimal } from '../../../lib/input-filters';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateBed } from '../api/create-bed';
import type { RoomOption } from '../api/get-room-options';
import { useUpdateBed } from '../api/update-bed';
import { placesToasts } from '../places-text';
import { PlaceNumberField } from './place-number-field';
import { RoomSelect, toRoomSelectOption } from './room-select';

type Field = keyof BedFormInput;

export interface BedFormProps {
  bed?: Bed;
  /** A new bed starts in this room (added from the room's page). */
  initialRoom?: RoomOption;
  onDone: () => void;
}

/** SPEC.md §5 "Bed form": room, number and price required; number and price numeric. */
export function BedForm({ bed, initialRoom, onDone }: BedFormProps) {
  const create = useCreateBed();
  const update = useUpdateBed();
  const startRoom = bed?.room ?? initialRoom;
  const [room, setRoom] = useState<SelectOption | null>(startRoom ? toRoomSelectOption(startRoom) : null);
  const form = useForm<Field, BedBody>({
    schema: bedBody,
    initialValues: {
      room_id: startRoom ? String(startRoom.id) : '',
      number: bed ? String(bed.number) : '',
      price: bed?.price ?? '',
    },
    submit: (body) => (bed ? update.mutateAsync({ id: bed.id, body }) : create.mutateAsync(body)),
    onSuccess: () => {
      notify.success(bed ? placesToasts.bedUpdated : placesToasts.bedCreated);
      onDone();
    },
  });
  const { values, errors, setValue } = form;

  return (
    <FormDialogBody form={form} label="Bed" onCancel={onDone}>
      <FormField
        controlId="bed-room"
        label="Room"
        error={errors.room_id}
        required={form.isRequired('room_id')}
      >
        <RoomSelect
          inputId="bed-room"
          value={room}
          onChange={(option) => {
            setRoom(option);
            setValue('room_id', option ? String(option.value) : '');
          }}
          isInvalid={!!errors.room_id}
        />
      </FormField>
      <PlaceNumberField
        controlId="bed-number"
        value={values.number}
        error={errors.number}
        required={form.isRequired('number')}
        onChange={(value) => setValue('number', value)}
      />
      <FormField controlId="bed-price" label="Price" error={errors.price} required={form.isRequired('price')}>
        <InputGroup hasValidation>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control
            value={values.price}
            onChange={(event) => setValue('price', keepDecimal(event.target.value, values.price))}
            isInvalid={!!errors.price}
            inputMode="decimal"
            autoComplete="off"
          />
        </InputGroup>
      </FormField>
    </FormDialogBody>
  );
}
