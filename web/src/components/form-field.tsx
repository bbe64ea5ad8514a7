import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface FormFieldProps {
  /** Ties the label to the control: Form.Control and Form.Select take it on their own. */
  controlId: string;
  label: string;
  /** The field's first error message, shown under it. */
  error?: string;
  children: ReactNode;
  className?: string;
}

/** A labelled form field with its error message under it. */
export function FormField({ controlId, label, error, children, className = 'mb-3' }: FormFieldProps) {
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      {children}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
