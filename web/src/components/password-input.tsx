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

/**
 * A stored secret's field (a mail server's password): left empty it keeps the stored one ("unchanged"),
 * and it says so when the server cannot store one (`cannotStore`: why).
 */
export function StoredPasswordField({
  id,
  hasStored,
  cannotStore,
  ...input
}: Omit<PasswordInputProps, 'autoComplete' | 'placeholder' | 'required'> & {
  hasStored: boolean;
  cannotStore: string | null;
}) {
  return (
    <div className="mb-3">
      <Form.Label htmlFor={id}>Password</Form.Label>
      <PasswordInput
        id={id}
        {...input}
        autoComplete="new-password"
        placeholder={hasStored ? 'unchanged' : undefined}
      />
      {cannotStore && <Form.Text>{cannotStore}</Form.Text>}
    </div>
  );
}
