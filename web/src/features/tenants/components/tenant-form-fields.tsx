import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import type { FormControlProps } from 'react-bootstrap/FormControl';
import Row from 'react-bootstrap/Row';
import type { TenantForm } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { capitalizeFirst } from '../../../lib/input-filters';
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

/** The hint under a field, which the input names in `aria-describedby`. */
function FieldHint({ name, hint }: { name: TenantField; hint?: string }) {
  if (!hint) return null;
  return (
    <Form.Text id={`${idOf(name)}-hint`} className="d-block">
      {hint}
    </Form.Text>
  );
}

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
    <FormField
      controlId={idOf(name)}
      label={label}
      error={form.errors[name]}
      required={form.isRequired(name)}
      className={className}
    >
      <Form.Control
        {...inputProps}
        value={form.values[name]}
        onChange={(event) => form.setValue(name, filter ? filter(event.target.value) : event.target.value)}
        isInvalid={!!form.errors[name]}
        aria-describedby={hint ? `${idOf(name)}-hint` : undefined}
      />
      <FieldHint name={name} hint={hint} />
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
  placeholder,
  autoComplete = 'off',
}: FieldProps & { mask: string; placeholder?: string; autoComplete?: string }) {
  return (
    <FormField
      controlId={idOf(name)}
      label={label}
      error={form.errors[name]}
      required={form.isRequired(name)}
      className={className}
    >
      <MaskedInput
        id={idOf(name)}
        mask={mask}
        value={form.values[name]}
        onChange={(value) => form.setValue(name, value)}
        isInvalid={!!form.errors[name]}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${idOf(name)}-hint` : undefined}
      />
      <FieldHint name={name} hint={hint} />
    </FormField>
  );
}

/** A card of the tenant form: a title and its fields, two to a row. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0 py-2">
        {title}
      </Card.Header>
      <Card.Body>
        <Row>{children}</Row>
      </Card.Body>
    </Card>
  );
}

/**
 * A person's first and last name (first letter capitalised as typed), e-mail and phone (mask): the
 * tenant's, or with `contact` the emergency contact's (labelled so, and not filled in by the browser).
 */
export function PersonFields({ form, contact = false }: { form: TenantFormController; contact?: boolean }) {
  const field = (name: 'first_name' | 'last_name' | 'email' | 'phone') =>
    (contact ? `emergency_contact_${name}` : name) satisfies TenantField;
  const label = (text: string) => (contact ? `Contact ${text.toLowerCase()}` : text);
  const autoComplete = (personal: string) => (contact ? 'off' : personal);
  return (
    <>
      <Col md={6}>
        <TextField
          form={form}
          name={field('first_name')}
          label={label('First name')}
          filter={capitalizeFirst}
          autoComplete={autoComplete('given-name')}
        />
      </Col>
      <Col md={6}>
        <TextField
          form={form}
          name={field('last_name')}
          label={label('Last name')}
          filter={capitalizeFirst}
          autoComplete={autoComplete('family-name')}
        />
      </Col>
      <Col md={6}>
        <TextField
          form={form}
          name={field('email')}
          label={label('Email')}
          type="email"
          autoComplete={autoComplete('email')}
        />
      </Col>
      <Col md={6}>
        <MaskedField
          form={form}
          name={field('phone')}
          label={label('Phone')}
          mask={MASKS.phone}
          autoComplete={autoComplete('tel-national')}
        />
      </Col>
    </>
  );
}
