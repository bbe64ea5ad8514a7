import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { propertyBody, US_STATE_NAMES, US_STATES } from '@bunkhouse/contract';
import type { Property, PropertyBody, PropertyForm as PropertyFormInput } from '@bunkhouse/contract';
import { FormDialogBody } from '../../../components/form-dialog-body';
import { FormField } from '../../../components/form-field';
import { keepDigits } from '../../../lib/input-filters';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateProperty } from '../api/create-property';
import { useUpdateProperty } from '../api/update-property';
import { placesToasts } from '../places-text';

type Field = Exclude<keyof PropertyFormInput, 'is_active'>;

const ZIP_LENGTH = 5;

/** SPEC.md §5 "Property form": state from the list, address, city, zip code (digits, max 5), all required. */
export function PropertyForm({ property, onDone }: { property?: Property; onDone: () => void }) {
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const form = useForm<Field, PropertyBody>({
    schema: propertyBody,
    initialValues: {
      address: property?.address ?? '',
      city: property?.city ?? '',
      state: property?.state ?? '',
      zip_code: property?.zip_code ?? '',
    },
    submit: (body) => (property ? update.mutateAsync({ id: property.id, body }) : create.mutateAsync(body)),
    onSuccess: () => {
      notify.success(property ? placesToasts.propertyUpdated : placesToasts.propertyCreated);
      onDone();
    },
  });
  const { values, errors, setValue } = form;

  return (
    <FormDialogBody form={form} label="Property" onCancel={onDone}>
      <FormField
        controlId="property-address"
        label="Address"
        error={errors.address}
        required={form.isRequired('address')}
      >
        <Form.Control
          value={values.address}
          onChange={(event) => setValue('address', event.target.value)}
          isInvalid={!!errors.address}
          autoComplete="street-address"
          autoFocus
        />
      </FormField>
      <Row>
        <Col md={5}>
          <FormField
            controlId="property-city"
            label="City"
            error={errors.city}
            required={form.isRequired('city')}
          >
            <Form.Control
              value={values.city}
              onChange={(event) => setValue('city', event.target.value)}
              isInvalid={!!errors.city}
              autoComplete="address-level2"
            />
          </FormField>
        </Col>
        <Col md={4}>
          <FormField
            controlId="property-state"
            label="State"
            error={errors.state}
            required={form.isRequired('state')}
          >
            <Form.Select
              value={values.state}
              onChange={(event) => setValue('state', event.target.value)}
              isInvalid={!!errors.state}
            >
              <option value="">Select a state...</option>
              {US_STATES.map((code) => (
                <option key={code} value={code}>
                  {US_STATE_NAMES[code]}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col md={3}>
          <FormField
            controlId="property-zip-code"
            label="Zip code"
            error={errors.zip_code}
            required={form.isRequired('zip_code')}
          >
            <Form.Control
              value={values.zip_code}
              onChange={(event) => setValue('zip_code', keepDigits(event.target.value, ZIP_LENGTH))}
              isInvalid={!!errors.zip_code}
              inputMode="numeric"
              maxLength={ZIP_LENGTH}
              autoComplete="postal-code"
            />
          </FormField>
        </Col>
      </Row>
    </FormDialogBody>
  );
}
