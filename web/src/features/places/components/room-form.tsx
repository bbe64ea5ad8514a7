import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { roomBody } from '@bunkhouse/contract';
import type { PropertyOption, Room, RoomBody, RoomForm as RoomFormInput } from '@bunkhouse/contract';
import type { SelectOption } from '../../../components/async-select';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { PropertySelect, toPropertySelectOption } from '../../../components/property-select';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateRoom } from '../api/create-room';
import { useUpdateRoom } from '../api/update-room';
import { GENDER_OPTIONS, placesToasts } from '../places-text';
import { PlaceNumberField } from './place-number-field';

type Field = keyof RoomFormInput;

export interface RoomFormProps {
  room?: Room;
  /** A new room starts in this property (added from the property's page). */
  initialProperty?: PropertyOption;
  onDone: () => void;
}

/** SPEC.md §5 "Room form": property, number (numeric), gender designation, all required. */
export function RoomForm({ room, initialProperty, onDone }: RoomFormProps) {
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const startProperty = room?.property ?? initialProperty;
  const [property, setProperty] = useState<SelectOption | null>(
    startProperty ? toPropertySelectOption(startProperty) : null,
  );
  const form = useForm<Field, RoomBody>({
    schema: roomBody,
    initialValues: {
      property_id: startProperty ? String(startProperty.id) : '',
      number: room ? String(room.number) : '',
      gender_designation: room?.gender_designation ?? '',
    },
    submit: (body) => (room ? update.mutateAsync({ id: room.id, body }) : create.mutateAsync(body)),
    onSuccess: () => {
      notify.success(room ? placesToasts.roomUpdated : placesToasts.roomCreated);
      onDone();
    },
  });
  const { values, errors, setValue } = form;

  return (
    <FormDialogBody form={form} label="Room" onCancel={onDone}>
      <FormField
        controlId="room-property"
        label="Property"
        error={errors.property_id}
        required={form.isRequired('property_id')}
      >
        <PropertySelect
          inputId="room-property"
          value={property}
          onChange={(option) => {
            setProperty(option);
            setValue('property_id', option ? String(option.value) : '');
          }}
          isInvalid={!!errors.property_id}
        />
      </FormField>
      <PlaceNumberField
        controlId="room-number"
        value={values.number}
        error={errors.number}
        required={form.isRequired('number')}
        onChange={(value) => setValue('number', value)}
      />
      <FormField
        controlId="room-gender"
        label="Gender designation"
        error={errors.gender_designation}
        required={form.isRequired('gender_designation')}
      >
        <Form.Select
          value={values.gender_designation}
          onChange={(event) => setValue('gender_designation', event.target.value)}
          isInvalid={!!errors.gender_designation}
        >
          <option value="">Select...</option>
          {GENDER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </FormField>
    </FormDialogBody>
  );
}
