import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ButtonProps } from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { SAVING_TEXT } from '../lib/form-text';
import { focusFirstField } from '../lib/focus';
import type { FormController } from '../lib/use-form';
import { REQUIRED_LABEL_CLASS, RequiredNote } from './form-field';

export interface FormDialogBodyProps<K extends string> {
  form: FormController<K>;
  /** The accessible name of the form. */
  label: string;
  onCancel: () => void;
  submitLabel?: string;
  /** 'danger' for a form that undoes something (a void). */
  submitVariant?: ButtonProps['variant'];
  /** The fields. */
  children: ReactNode;
}

/**
 * The form inside a `FormDialog`, its body and footer (SPEC.md §4 "Form flow"): the banner for problems
 * that belong to no field, scrolled into view when it appears; the fields; Cancel and the submit
 * button, which reads 'Saving...' while the save runs. The first field takes focus when the form
 * appears, and '* required' heads a form with a required field.
 */
export function FormDialogBody<K extends string>({
  form,
  label,
  onCancel,
  submitLabel = 'Save',
  submitVariant = 'primary',
  children,
}: FormDialogBodyProps<K>) {
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.banner) bannerRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [form.banner]);

  const formRef = useRef<HTMLFormElement | null>(null);
  const { bindForm } = form;
  const setForm = useCallback(
    (element: HTMLFormElement | null) => {
      formRef.current = element;
      bindForm(element);
    },
    [bindForm],
  );
  // Runs before the dialog's own focus (on the dialog itself), which then leaves the field focused.
  useEffect(() => {
    focusFirstField(formRef.current);
  }, []);

  // Whether a field shows the required mark, known once the fields are there (before they are painted).
  const [hasRequired, setHasRequired] = useState(false);
  useLayoutEffect(() => {
    setHasRequired(!!formRef.current?.querySelector(`.${REQUIRED_LABEL_CLASS}`));
  }, [children]);

  return (
    <Form ref={setForm} noValidate onSubmit={form.handleSubmit} aria-label={label}>
      <Modal.Body>
        {form.banner && (
          <Alert ref={bannerRef} variant="danger" tabIndex={-1} data-form-banner>
            {form.banner}
          </Alert>
        )}
        {hasRequired && <RequiredNote />}
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant={submitVariant} disabled={form.isSubmitting}>
          {form.isSubmitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {form.isSubmitting ? SAVING_TEXT : submitLabel}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
