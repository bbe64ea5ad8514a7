import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Fee, Payment, RentConfirmation, TenantOption } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { DetailList } from '../../../components/detail-list';
import type { DetailItem } from '../../../components/detail-list';
import { EntityHistoryDisclosure } from '../../../components/entity-history';
import { RentStatusBadge } from '../../../components/rent-status-badge';
import { formatDate, formatDateTime, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { ModalState } from '../../../lib/use-modal-state';
import { yesNo } from '../finance-text';
import { useFinancePermissions } from '../use-finance-permissions';
import { VoidEntryForm } from './void-entry-form';

/** What a double-click on a row opens: the payment, fee or rent confirmation behind it. */
export type TransactionDetail =
  { kind: 'payment'; data: Payment } | { kind: 'fee'; data: Fee } | { kind: 'rent'; data: RentConfirmation };

const TITLES: Record<TransactionDetail['kind'], string> = {
  payment: 'Payment',
  fee: 'Fee',
  rent: 'Rent Confirmation',
};

const DASH = '—';
const wide = 'col-12';

const tenantLink = (tenant: TenantOption) => (
  <AllowedLink screen="tenant" to={paths.tenant.href(tenant.id)}>
    {tenantName(tenant)}
  </AllowedLink>
);

const orDash = (text: string) => text.trim() || DASH;

type VoidInfo = Payment['void'];

const voidItems = (info: VoidInfo): DetailItem[] =>
  info
    ? [
        { label: 'Voided', value: formatDateTime(info.voided_at) },
        { label: 'Void reason', value: info.reason, className: wide },
      ]
    : [];

function itemsOf(detail: TransactionDetail): DetailItem[] {
  if (detail.kind === 'payment') {
    const p = detail.data;
    return [
      { label: 'Amount', value: formatMoney(p.amount) },
      { label: 'Method', value: p.method.name },
      { label: 'Tenant', value: tenantLink(p.tenant) },
      { label: 'Received on', value: formatDate(p.received_on) },
      { label: 'Created', value: formatDateTime(p.created_at) },
      { label: 'Applied at', value: p.applied_at ? formatDateTime(p.applied_at) : DASH },
      { label: 'Applied', value: yesNo(p.is_applied) },
      { label: 'Description', value: orDash(p.description), className: wide },
      ...voidItems(p.void),
    ];
  }
  if (detail.kind === 'fee') {
    const f = detail.data;
    return [
      { label: 'Amount', value: formatMoney(f.amount) },
      { label: 'Remaining', value: formatMoney(f.remaining_amount) },
      { label: 'Type', value: f.type.name },
      { label: 'Tenant', value: tenantLink(f.tenant) },
      { label: 'Date', value: formatDate(f.booked_on) },
      { label: 'Created', value: formatDateTime(f.created_at) },
      { label: 'Paid', value: yesNo(f.is_paid) },
      { label: 'Paid date', value: f.paid_date ? formatDate(f.paid_date) : DASH },
      { label: 'Description', value: orDash(f.description), className: wide },
      ...voidItems(f.void),
    ];
  }
  const r = detail.data;
  return [
    { label: 'Rent amount', value: formatMoney(r.rent_amount) },
    { label: 'Remaining', value: formatMoney(r.remaining_amount) },
    { label: 'Status', value: <RentStatusBadge status={r.status} /> },
    { label: 'Tenant', value: tenantLink(r.tenant) },
    { label: 'Created', value: formatDateTime(r.created_at) },
    { label: 'Rent due date', value: formatDate(r.rent_due_date) },
    { label: 'Description', value: orDash(r.description), className: wide },
  ];
}

/**
 * The payment, fee or rent confirmation of a ledger row (SPEC.md "Transactions": detail popups). A
 * payment or fee that stands has Void for a user with `payments.void` or `fees.void`: the popup turns
 * into the confirmation (a reason), and closes after the void.
 */
export function TransactionDetailDialog({ modal }: { modal: ModalState<TransactionDetail> }) {
  const can = useFinancePermissions();
  const [isVoiding, setIsVoiding] = useState(false);
  const detail = modal.subject;
  const title = detail ? TITLES[detail.kind] : '';
  /** The payment or fee this user may void, or null. */
  const voidable =
    detail && detail.kind !== 'rent' && detail.data.void === null && can.canVoid[detail.kind] ? detail : null;
  return (
    <Modal
      show={modal.isOpen}
      onHide={modal.close}
      onExited={() => {
        setIsVoiding(false);
        modal.onExited();
      }}
      backdrop={isVoiding ? 'static' : true}
      aria-labelledby="transaction-detail-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="transaction-detail-title">{isVoiding ? `Void ${title}` : title}</Modal.Title>
      </Modal.Header>
      {isVoiding && voidable ? (
        <VoidEntryForm
          kind={voidable.kind}
          id={voidable.data.id}
          onCancel={() => setIsVoiding(false)}
          onDone={modal.close}
        />
      ) : (
        <>
          <Modal.Body className="pb-0">
            {detail && <DetailList label={title} items={itemsOf(detail)} itemClassName="col-sm-6" />}
            {detail && detail.kind !== 'rent' && (
              <EntityHistoryDisclosure
                subject={{ entity: detail.kind, id: detail.data.id, label: `${title} #${detail.data.id}` }}
              />
            )}
          </Modal.Body>
          <Modal.Footer>
            {voidable && (
              <Button variant="outline-danger" className="me-auto" onClick={() => setIsVoiding(true)}>
                Void
              </Button>
            )}
            <Button variant="secondary" onClick={modal.close}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
