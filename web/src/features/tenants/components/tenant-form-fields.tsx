import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import type { TenantForm } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { MaskedInput } from '../../../components/masked-input';
import type { FormController } from '../../../lib/use-form';

export type TenantField = keyof TenantForm;
export type TenantFormController = FormController<TenantField>;

interface FieldProps {
  form: TenantFormController;
  name: TenantField;
  label: string;
  hint?: string;
  className?: string;
}

const idOf = (name: TenantField) => `tenant-${name.replace(/_/g, '-')}`;

/** A text field of the tenant form; `filter` runs on every keystroke (SPEC.md §5 input rules). */
export function TextField({
  form,
  name,
  label,
  hint,
  className,
  filter,
  ...inputProps
}: FieldProps & {
  filter?: (value: string) => string;
  type?: string;
  as?: FormControlProps['as'];
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <FormField controlId={idOf(name)} label={label} error={form.errors[name]} className={className}>
      <Form.Control
        {...inputProps}
        value={form.values[name]}
        onChange={(event) => form.setValue(name, filter ? filter(event.target.value) : event.target.value)}
        isInvalid={!!form.errors[name]}
        aria-describedby={hint ? `${idOf(name)}-hint` : undefined}
      />
      {hint && (
        <Form.Text id={`${idOf(name)}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </FormField>
  );
}

/** A field with an input mask: phone (000) 000-0000, SSN 000-00-0000. */
export function MaskedField({
  form,
  name,
  label,
  hint,
  className,
  mask,
  autoComplete = 'off',
}: FieldProps & { mask: string; autoComplete?: string }) {
  return (
    <FormField controlId={idOf(name)} label={label} error={form.errors[name]} className={className}>
      <MaskedInput
        id={idOf(name)}
        mask={mask}
        value={form.values[name]}
        onChange={(value) => form.setValue(name, value)}
        isInvalid={!!form.errors[name]}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${idOf(name)}-hint` : undefined}
      />
      {hint && (
        <Form.Text id={`${idOf(name)}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </FormField>
  );
}
