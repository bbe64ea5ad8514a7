import Badge from 'react-bootstrap/Badge';
import type { CandidateStatus, PaymentCandidate } from '@bunkhouse/contract';
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
