import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field';
import { MASKS, MaskedInput } from '../../../components/masked-input';

export interface OrderDayFieldProps {
  id: string;
  label: string;
  /** MM/DD/YYYY as typed. */
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
  /** A line under the field, which the input is described by. */
  hint?: string;
}

/** A day of Create Order (the start, the planned move-out), typed as MM/DD/YYYY. */
export function OrderDayField({ id, label, value, error, required, onChange, hint }: OrderDayFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <FormField controlId={id} label={label} error={error} required={required}>
      <MaskedInput
        id={id}
        mask={MASKS.usDate}
        value={value}
        onChange={onChange}
        isInvalid={!!error}
        placeholder="MM/DD/YYYY"
        autoComplete="off"
        aria-describedby={hintId}
      />
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
    </FormField>
  );
}
