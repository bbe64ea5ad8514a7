import Form from 'react-bootstrap/Form';
import { FormField } from './form-field';
import { MASKS, MaskedInput } from './masked-input';

export interface DayFieldProps {
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

/** A day of a form typed as MM/DD/YYYY (a start, a move, a planned move-out), with its label and error. */
export function DayField({ id, label, value, error, required, onChange, hint }: DayFieldProps) {
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
