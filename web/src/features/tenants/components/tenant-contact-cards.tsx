import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { Tenant } from '@bunkhouse/contract';
import { GENDER_DESIGNATION_LABELS, relationshipLabel } from '@bunkhouse/contract';
import { DetailList } from '../../../components/detail-list';
import type { DetailItem } from '../../../components/detail-list';
import { ExpectedDateCell } from '../../../components/expected-date-cell';
import { formatDate, formatPhone, maskSsn, tenantName } from '../../../lib/format';
import { useUpdateExpectedPaymentDate } from '../api/update-expected-payment-date';
import { useTenantsPermissions } from '../use-tenants-permissions';
import './tenant-contact-cards.css';

const NONE = '—';
const ITEM = 'col-sm-6';

const phoneLink = (digits: string) => <a href={`tel:${digits}`}>{formatPhone(digits)}</a>;
const emailLink = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

function emergencyItems(tenant: Tenant): DetailItem[] {
  const name = [tenant.emergency_contact_first_name, tenant.emergency_contact_last_name]
    .filter(Boolean)
    .join(' ');
  const relationship = tenant.emergency_contact_relationship_to_tenant;
  const items: DetailItem[] = [
    { label: 'Name', value: name || NONE },
    { label: 'Relationship', value: relationship ? relationshipLabel(relationship) : NONE },
    {
      label: 'Phone',
      value: tenant.emergency_contact_phone ? phoneLink(tenant.emergency_contact_phone) : NONE,
    },
    {
      label: 'Email',
      value: tenant.emergency_contact_email ? emailLink(tenant.emergency_contact_email) : NONE,
    },
  ];
  return items.every((item) => item.value === NONE) ? [] : items;
}

/** The tenant's contact info and their emergency contact, side by side on large screens. */
export function TenantContactCards({ tenant }: { tenant: Tenant }) {
  const { canChange } = useTenantsPermissions();
  const updateDate = useUpdateExpectedPaymentDate();
  const contact: DetailItem[] = [
    { label: 'Email', value: emailLink(tenant.email) },
    { label: 'Phone', value: phoneLink(tenant.phone) },
    { label: 'Date of birth', value: formatDate(tenant.date_of_birth) },
    { label: 'Gender', value: tenant.gender ? GENDER_DESIGNATION_LABELS[tenant.gender] : NONE },
    { label: 'SSN', value: tenant.ssn_last4 ? maskSsn(tenant.ssn_last4) : NONE },
    {
      label: 'Expected payment',
      value: (
        <ExpectedDateCell
          value={tenant.expected_payment_date}
          name={tenantName(tenant)}
          isReadOnly={!canChange || tenant.deleted}
          onSave={(date) => updateDate.mutateAsync({ id: tenant.id, date })}
        />
      ),
    },
    { label: 'Tenant since', value: formatDate(tenant.created_at) },
  ];
  if (tenant.deleted_at) contact.push({ label: 'Inactive since', value: formatDate(tenant.deleted_at) });
  if (tenant.description) {
    contact.push({ label: 'Description', value: tenant.description, className: 'col-12 tenant-description' });
  }
  return (
    <Row>
      <Col lg={7}>
        <DetailList title="Contact" label="Contact" items={contact} itemClassName={ITEM} />
      </Col>
      <Col lg={5}>
        <DetailList
          title="Emergency contact"
          label="Emergency contact"
          items={emergencyItems(tenant)}
          itemClassName={ITEM}
          emptyText="No emergency contact."
        />
      </Col>
    </Row>
  );
}
