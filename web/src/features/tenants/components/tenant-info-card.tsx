import Col from 'react-bootstrap/Col';
import { MASKS } from '../../../components/masked-input';
import { maskSsn } from '../../../lib/format';
import { DATE_INPUT_MAX_LENGTH, keepDateText } from '../../../lib/input-filters';
import { FormCard, MaskedField, PersonFields, TextField } from './tenant-form-fields';
import type { TenantFormController } from './tenant-form-fields';

/**
 * The 'Tenant Info' card: names (first letter capitalised as typed), e-mail, phone (mask), date of
 * birth (digits and hyphens, at most 10: MM-DD-YYYY), SSN (mask, optional) and a description.
 */
export function TenantInfoCard({ form, ssnLast4 }: { form: TenantFormController; ssnLast4?: string | null }) {
  return (
    <FormCard title="Tenant Info">
      <PersonFields form={form} />
      <Col md={6}>
        <TextField
          form={form}
          name="date_of_birth"
          label="Date of birth"
          filter={keepDateText}
          maxLength={DATE_INPUT_MAX_LENGTH}
          placeholder="MM-DD-YYYY"
          autoComplete="bday"
        />
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
