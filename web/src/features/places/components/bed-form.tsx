import { useState } from 'react';
import { bedBody } from '@bunkhouse/contract';
import type { Bed, BedBody, BedForm as BedFormInput } from '@bunkhouse/contract';
import type { SelectOption } from '../../../components/async-select';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateBed } from '../api/create-bed';
import type { RoomOption } from '../api/get-room-options';
import { useUpdateBed } from '../api/update-bed';
import { placesToasts } from '../places-text';
import { PlaceNumberField } from './place-number-field';
import { RoomSelect, toRoomSelectOption } from './room-select';
import { MoneyInput } from '../../../components/money-input';

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
        <MoneyInput value={values.price} onChange={(v) => setValue('price', v)} isInvalid={!!errors.price} />
      </FormField>
    </FormDialogBody>
  );
}
