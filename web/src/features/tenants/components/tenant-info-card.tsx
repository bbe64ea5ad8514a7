import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { MASKS } from '../../../components/masked-input';
import { maskSsn } from '../../../lib/format';
import { capitalizeFirst, DATE_INPUT_MAX_LENGTH, keepDateText } from '../../../lib/input-filters';
import { MaskedField, TextField } from './tenant-form-fields';
import type { TenantFormController } from './tenant-form-fields';

/**
 * The 'Tenant Info' card: names (first letter capitalised as typed), e-mail, phone (mask), date of
 * birth (digits and hyphens, at most 10: MM-DD-YYYY), SSN (mask, optional) and a description.
 */
export function TenantInfoCard({ form, ssnLast4 }: { form: TenantFormController; ssnLast4?: string | null }) {
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0 py-2">
        Tenant Info
      </Card.Header>
      <Card.Body>
        <Row>
          <Col md={6}>
            <TextField
              form={form}
              name="first_name"
              label="First name"
              filter={capitalizeFirst}
              autoComplete="given-name"
            />
          </Col>
          <Col md={6}>
            <TextField
              form={form}
              name="last_name"
              label="Last name"
              filter={capitalizeFirst}
              autoComplete="family-name"
            />
          </Col>
          <Col md={6}>
            <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
          </Col>
          <Col md={6}>
            <MaskedField
              form={form}
              name="phone"
              label="Phone"
              mask={MASKS.phone}
              autoComplete="tel-national"
            />
          </Col>
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
        </Row>
      </Card.Body>
    </Card>
  );
}
