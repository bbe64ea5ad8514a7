import Badge from 'react-bootstrap/Badge';
import type { RentConfirmationStatus } from '@bunkhouse/contract';

const RENT_STATUS_LABELS: Record<RentConfirmationStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

const RENT_STATUS_VARIANTS: Record<RentConfirmationStatus, string> = {
  unpaid: 'danger',
  paid: 'success',
  cancelled: 'secondary',
};

/** Unpaid (red), Paid (green) or Cancelled (grey): a rent confirmation's status, in its popup and the records. */
export function RentStatusBadge({ status }: { status: RentConfirmationStatus }) {
  return (
    <Badge pill bg={RENT_STATUS_VARIANTS[status]}>
      {RENT_STATUS_LABELS[status]}
    </Badge>
  );
}
