import Form from 'react-bootstrap/Form';
import { PLACE_NUMBER_MAX } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { keepDigits } from '../../../lib/input-filters';

const PLACE_NUMBER_DIGITS = String(PLACE_NUMBER_MAX).length;

/** The Number of a room or bed: digits only, as many as the largest number has (SPEC.md §5). */
export function PlaceNumberField({
  controlId,
  value,
  error,
  required = false,
  onChange,
}: {
  controlId: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <FormField controlId={controlId} label="Number" error={error} required={required}>
      <Form.Control
        value={value}
        onChange={(event) => onChange(keepDigits(event.target.value, PLACE_NUMBER_DIGITS))}
        isInvalid={!!error}
        inputMode="numeric"
        autoComplete="off"
      />
    </FormField>
  );
}
