import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field';
import { RELATIONSHIP_OPTIONS } from '../tenants-text';
import { FormCard, PersonFields } from './tenant-form-fields';
import type { TenantFormController } from './tenant-form-fields';

/** The 'Emergency Contact' card: all optional; the same name and phone rules as the tenant's. */
export function EmergencyContactCard({ form }: { form: TenantFormController }) {
  const { values, errors, setValue } = form;
  return (
    <FormCard title="Emergency Contact">
      <PersonFields form={form} contact />
      <Col md={6}>
        <FormField
          controlId="tenant-emergency-contact-relationship-to-tenant"
          label="Relationship"
          error={errors.emergency_contact_relationship_to_tenant}
          required={form.isRequired('emergency_contact_relationship_to_tenant')}
          className="mb-0"
        >
          <Form.Select
            value={values.emergency_contact_relationship_to_tenant}
            onChange={(event) => setValue('emergency_contact_relationship_to_tenant', event.target.value)}
            isInvalid={!!errors.emergency_contact_relationship_to_tenant}
          >
            <option value="">Select...</option>
            {RELATIONSHIP_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </FormField>
      </Col>
    </FormCard>
  );
}
