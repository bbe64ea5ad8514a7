import Badge from 'react-bootstrap/Badge';
import { CANDIDATE_MESSAGES } from '@bunkhouse/contract';
import type { CandidateStatus, PaymentCandidate } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { formatDate, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { toQueryString } from '../../../lib/query-string';
import { STATUS_LABELS } from '../candidates-text';

const STATUS_VARIANTS: Record<CandidateStatus, string> = {
  pending: 'secondary',
  matched: 'info',
  applied: 'success',
  ignored: 'dark',
};

/** Pending, Matched, Applied or Ignored. */
export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  return (
    <Badge pill bg={STATUS_VARIANTS[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export const DUPLICATE_TITLE = 'Another payment or candidate has the same method, amount, payer and day.';

/**
 * Verified (green) or Unverified (amber), the server's sentence on how the sender was or was not
 * verified as its title and, for screen readers, in words; a possible duplicate says so beside it.
 */
export function VerificationBadges({ candidate }: { candidate: PaymentCandidate }) {
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      {candidate.verified ? (
        <Badge pill bg="success" title={candidate.verification}>
          <i className="bi bi-shield-check me-1" aria-hidden="true" />
          Verified
          <span className="visually-hidden">: {candidate.verification}</span>
        </Badge>
      ) : (
        <Badge pill bg="warning" text="dark" title={candidate.verification}>
          <i className="bi bi-shield-exclamation me-1" aria-hidden="true" />
          Unverified
          <span className="visually-hidden">: {candidate.verification}</span>
        </Badge>
      )}
      {candidate.possible_duplicate && (
        <Badge pill bg="danger" title={DUPLICATE_TITLE}>
          <i className="bi bi-files me-1" aria-hidden="true" />
          Possible duplicate
          <span className="visually-hidden">: {DUPLICATE_TITLE}</span>
        </Badge>
      )}
    </span>
  );
}

/**
 * The Transactions list showing the payment that records a bank credit's money: the tenant's
 * payments of that day (there is no page of one payment).
 */
function recordedPaymentHref(tenant: string, day: string): string {
  const query = toQueryString({ type: 'payment', tenant, date_from: day, date_to: day });
  return `${paths.transactions.href()}${query}`;
}

/**
 * "Already recorded" (issue 31, "One payment, one record"): a payment of the matched tenant records
 * this bank credit's money already; which one ('payment #41, received 02 Mar 2026'), linked to it in
 * the Transactions list for a user who may open it. Apply then asks first.
 */
export function RecordedBadge({ candidate }: { candidate: PaymentCandidate }) {
  const recorded = candidate.recorded_payment;
  if (!recorded) return null;
  const sentence = CANDIDATE_MESSAGES.alreadyRecorded(recorded.id, recorded.received_on);
  const which = `payment #${recorded.id}, received ${formatDate(recorded.received_on)}`;
  const tenant = candidate.matched_tenant;
  return (
    <div className="d-flex flex-column align-items-start gap-1 mt-1">
      <Badge pill bg="warning" text="dark" title={sentence}>
        <i className="bi bi-journal-check me-1" aria-hidden="true" />
        Already recorded
      </Badge>
      <span className="small">
        {tenant ? (
          <AllowedLink
            screen="transactions"
            to={recordedPaymentHref(tenantName(tenant), recorded.received_on)}
          >
            {which}
          </AllowedLink>
        ) : (
          which
        )}
      </span>
    </div>
  );
}
