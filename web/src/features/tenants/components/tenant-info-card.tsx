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
 * SSN (mask, optional), a description, and whether the tenant asked for no messages (issue 32).
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
        <TextField form={form} name="description" label="Description" as="textarea" rows={3} />
      </Col>
      <Col xs={12}>
        <Form.Check
          type="checkbox"
          id="tenant-messages-opt-out"
          label="No messages (receipts, reminders, notices)"
          checked={form.values.messages_opt_out === 'true'}
          onChange={(event) => form.setValue('messages_opt_out', event.target.checked ? 'true' : 'false')}
          isInvalid={!!form.errors.messages_opt_out}
          feedback={form.errors.messages_opt_out}
          feedbackType="invalid"
          aria-describedby="tenant-messages-opt-out-hint"
        />
        <Form.Text id="tenant-messages-opt-out-hint" className="d-block">
          The tenant asked not to be e-mailed: no message is sent to them.
        </Form.Text>
      </Col>
    </FormCard>
  );
}
