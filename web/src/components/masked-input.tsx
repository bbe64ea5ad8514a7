import type { FocusEvent, KeyboardEvent } from 'react';
import { IMaskInput } from 'react-imask';

export { MASKS } from './masks';

export interface MaskedInputProps {
  id?: string;
  /** An IMask pattern, one of `MASKS`. */
  mask: string;
  /** The masked text ('(312) 555-0142'); the field follows it when it changes from outside. */
  value: string;
  /** Every accepted change, with the masked text. */
  onChange: (value: string) => void;
  isInvalid?: boolean;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A Bootstrap text input with an input mask (react-imask): only digits are taken, and the mask's
 * separators appear as the user types. Numeric keyboard on phones.
 */
export function MaskedInput({
  mask,
  value,
  onChange,
  isInvalid = false,
  className = '',
  ...inputProps
}: MaskedInputProps) {
  return (
    <IMaskInput
      {...inputProps}
      mask={mask}
      value={value}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
      className={`form-control ${isInvalid ? 'is-invalid' : ''} ${className}`.trim()}
      aria-invalid={isInvalid || undefined}
      inputMode="numeric"
      type="text"
    />
  );
}
