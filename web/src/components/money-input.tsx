import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { keepDecimal } from '../lib/input-filters';

export interface MoneyInputProps {
  value: string;
  /** The new text, a decimal as typed so far (anything else keeps the previous text). */
  onChange: (value: string) => void;
  isInvalid?: boolean;
  disabled?: boolean;
  /** Dollars ('$' before the amount, the default) or a percent ('%' after it). */
  unit?: '$' | '%';
  'aria-describedby'?: string;
}

/**
 * An amount typed in dollars (or a percent): only a decimal is kept while typing (`keepDecimal`), the
 * phone's number pad opens, the browser suggests nothing. Its id comes from the enclosing FormField's
 * (or Form.Group's) controlId, so its label names it.
 */
export function MoneyInput({
  value,
  onChange,
  isInvalid = false,
  disabled,
  unit = '$',
  ...rest
}: MoneyInputProps) {
  return (
    <InputGroup hasValidation>
      {unit === '$' && <InputGroup.Text>$</InputGroup.Text>}
      <Form.Control
        value={value}
        onChange={(event) => onChange(keepDecimal(event.target.value, value))}
        isInvalid={isInvalid}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
        {...rest}
      />
      {unit === '%' && <InputGroup.Text>%</InputGroup.Text>}
    </InputGroup>
  );
}
