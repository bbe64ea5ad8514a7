import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** Marks the control `aria-required` (the label shows the asterisk). */
  required?: boolean;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  id,
  value,
  onChange,
  error,
  disabled,
  autoComplete,
  placeholder,
  required = false,
}: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control
        id={id}
        type={isVisible ? 'text' : 'password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={!!error}
        disabled={disabled}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <Button
        variant="outline-secondary"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        aria-controls={id}
      >
        <i className={isVisible ? 'bi bi-eye-slash' : 'bi bi-eye'} aria-hidden="true" />
      </Button>
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
    </InputGroup>
  );
}
