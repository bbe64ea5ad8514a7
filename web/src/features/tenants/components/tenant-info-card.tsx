import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { GENDER_DESIGNATION_LABELS, TENANT_GENDERS } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';
import { MASKS } from '../../../components/masked-input';
import { maskSsn } from '../../../lib/format';
import { FormCard, MaskedField, PersonFields, TextField } from './tenant-form-fields';
import type { TenantFormController } from './tenant-form-fields';

/**
 * The 'Tenant Info' card: names (first letter capitalised as typed), e-mail, phone (mask), date of
 * birth (mask MM/DD/YYYY: ten characters, as the placeholder and the error say), gender (optional),
 * SSN (mask, optional) and a description.
 */
export function TenantInfoCard({ form, ssnLast4 }: { form: TenantFormController; ssnLast4?: string | null }) {
  return (
    <FormCard title="Tenant Info">
      <PersonFields form={form} />
      <Col md={6}>
        <MaskedField
          form={form}
          name="date_of_birth"
          label="Date of birth"
          mask={MASKS.usDate}
          placeholder="MM/DD/YYYY"
          autoComplete="bday"
        />
      </Col>
      <Col md={6}>
        <FormField controlId="tenant-gender" label="Gender" error={form.errors.gender}>
          <Form.Select
            value={form.values.gender}
            onChange={(event) => form.setValue('gender', event.target.value)}
            isInvalid={!!form.errors.gender}
            aria-describedby="tenant-gender-hint"
          >
            <option value="">Not given</option>
            {TENANT_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_DESIGNATION_LABELS[gender]}
              </option>
            ))}
          </Form.Select>
          <Form.Text id="tenant-gender-hint" className="d-block">
            Optional. Create Order warns before placing the tenant in a room for the other gender.
          </Form.Text>
        </FormField>
      </Col>
      <Col md={6}>
        <MaskedField
          form={form}
          name="social_security_number"
          label="SSN"
          mask={MASKS.ssn}
          hint={
            ssnLast4
              ? `On file: ${maskSsn(ssnLast4)}. Leave blank to keep it.`
              : 'Optional, for verification only. Only the last 4 digits are ever shown.'
          }
        />
      </Col>
      <Col xs={12}>
        <TextField
          form={form}
          name="description"
          label="Description"
          as="textarea"
          rows={3}
          className="mb-0"
        />
      </Col>
    </FormCard>
  );
}
