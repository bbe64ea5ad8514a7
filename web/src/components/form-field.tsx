import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import './form-field.css';

/**
 * The class of a required field's label: an asterisk after it, drawn by CSS with an empty alternative
 * text, so that screen readers hear the control's `aria-required` instead and the label's text (and
 * the control's name) stays the label.
 */
export const REQUIRED_LABEL_CLASS = 'form-label-required';

export interface FormFieldProps {
  /** Ties the label to the control: Form.Control and Form.Select take it on their own. */
  controlId: string;
  label: string;
  /** The field's first error message, shown under it. */
  error?: string;
  /** The contract requires it: an asterisk after the label, and `aria-required` on the control. */
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** The line that explains the asterisk, once per form that has a required field. */
export function RequiredNote({ className = 'small text-body-secondary mb-3' }: { className?: string }) {
  return (
    <p className={className} aria-hidden="true">
      <span className="form-required-asterisk">*</span> required
    </p>
  );
}

/**
 * A labelled form field with its error message under it. Its group carries `data-field-invalid` while
 * it shows an error, so that a failed submit can focus it (`focusFirstError`).
 */
export function FormField({
  controlId,
  label,
  error,
  required = false,
  children,
  className = 'mb-3',
}: FormFieldProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  // The control is the caller's (an input, a select, a picker): mark the one this label names.
  useEffect(() => {
    const control = groupRef.current?.ownerDocument.getElementById(controlId);
    if (!control || !groupRef.current?.contains(control)) return;
    if (required) control.setAttribute('aria-required', 'true');
    else control.removeAttribute('aria-required');
  });
  return (
    <Form.Group
      ref={groupRef}
      className={className}
      controlId={controlId}
      data-field-invalid={error ? controlId : undefined}
    >
      <Form.Label className={required ? REQUIRED_LABEL_CLASS : undefined}>{label}</Form.Label>
      {children}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
