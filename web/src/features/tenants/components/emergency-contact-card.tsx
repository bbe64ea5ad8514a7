import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormField } from '../../../components/form-field';
import { MASKS } from '../../../components/masked-input';
import { capitalizeFirst } from '../../../lib/input-filters';
import { RELATIONSHIP_OPTIONS } from '../tenants-text';
import { MaskedField, TextField } from './tenant-form-fields';
import type { TenantFormController } from './tenant-form-fields';

/** The 'Emergency Contact' card: all optional; the same name and phone rules as the tenant's. */
export function EmergencyContactCard({ form }: { form: TenantFormController }) {
  const { values, errors, setValue } = form;
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0 py-2">
        Emergency Contact
      </Card.Header>
      <Card.Body>
        <Row>
          <Col md={6}>
            <TextField
              form={form}
              name="emergency_contact_first_name"
              label="Contact first name"
              filter={capitalizeFirst}
              autoComplete="off"
            />
          </Col>
          <Col md={6}>
            <TextField
              form={form}
              name="emergency_contact_last_name"
              label="Contact last name"
              filter={capitalizeFirst}
              autoComplete="off"
            />
          </Col>
          <Col md={6}>
            <TextField
              form={form}
              name="emergency_contact_email"
              label="Contact email"
              type="email"
              autoComplete="off"
            />
          </Col>
          <Col md={6}>
            <MaskedField
              form={form}
              name="emergency_contact_phone"
              label="Contact phone"
              mask={MASKS.phone}
            />
          </Col>
          <Col md={6}>
            <FormField
              controlId="tenant-emergency-contact-relationship-to-tenant"
              label="Relationship"
              error={errors.emergency_contact_relationship_to_tenant}
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
        </Row>
      </Card.Body>
    </Card>
  );
}
