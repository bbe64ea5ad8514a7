import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { CANDIDATE_MESSAGES, FINAL_CANDIDATE_STATUSES } from '@bunkhouse/contract';
import type { CandidateAction, PaymentCandidate } from '@bunkhouse/contract';
import type { SelectOption } from '../../../components/async-select';
import { TenantSelect, toTenantSelectOption } from '../../../components/tenant-select';
import { formatDateTime, tenantName } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDecideCandidate } from '../api/decide-candidate';
import { actionFailed, candidatesToasts, recordedRefusal, STATUS_LABELS } from '../candidates-text';
import { RecordedApplyDialog } from './recorded-apply-dialog';
import { UnverifiedApplyDialog } from './unverified-apply-dialog';
import './candidates.css';

/** The ranked suggestions as the chooser lists them first: 'Dana Smith — same name'. */
export const suggestionOptions = (candidate: PaymentCandidate): SelectOption[] =>
  candidate.suggestions.map(({ tenant, reason }) => {
    const option = toTenantSelectOption(tenant);
    return { ...option, label: `${option.label} — ${reason}` };
  });

/** The matched tenant, preselected (with their suggestion's label when they are one). */
function matchedOption(candidate: PaymentCandidate, suggestions: readonly SelectOption[]) {
  const matched = candidate.matched_tenant;
  if (!matched) return null;
  return suggestions.find((option) => option.value === matched.id) ?? toTenantSelectOption(matched);
}

/** The chosen tenant's name, without a suggestion's reason. */
function nameOf(candidate: PaymentCandidate, option: SelectOption): string {
  const suggested = candidate.suggestions.find(({ tenant }) => tenant.id === option.value);
  return suggested ? tenantName(suggested.tenant) : option.label;
}

/** SPEC.md §4: applied and ignored are final; the sentence, and who decided when. */
function Finalized({ candidate }: { candidate: PaymentCandidate }) {
  return (
    <div className="small">
      <div>{CANDIDATE_MESSAGES.finalized}</div>
      {candidate.decided_by && candidate.decided_at && (
        <div className="text-body-secondary">
          {STATUS_LABELS[candidate.status]} by {candidate.decided_by.username},{' '}
          {formatDateTime(candidate.decided_at)}
        </div>
      )}
    </div>
  );
}

/** What Apply waits for: the user's word that an unverified mail, or money recorded already, is to be applied. */
type Confirmation = 'unverified' | 'recorded';

/**
 * The sentence naming the payment that records a bank credit's money already, when it is a payment of
 * the tenant chosen (`recorded_payment` is the matched tenant's; another tenant's is the server's to
 * find); else null.
 */
function recordedReason(candidate: PaymentCandidate, tenant: SelectOption | null): string | null {
  const recorded = candidate.recorded_payment;
  if (!recorded || !tenant || tenant.value !== candidate.matched_tenant?.id) return null;
  return CANDIDATE_MESSAGES.alreadyRecorded(recorded.id, recorded.received_on);
}

/**
 * The tenant chooser (ranked suggestions first, the matched tenant preselected), Apply (only with a
 * tenant) and Ignore; both wait while this row's request runs (SPEC.md §5). An unverified mail is
 * applied only after a confirmation that names the risk; a bank credit whose money a payment records
 * already only after one that names that payment (asked first when the list says so, else when the
 * server refuses on `confirm_recorded`).
 */
function Decision({ candidate }: { candidate: PaymentCandidate }) {
  const suggestions = useMemo(() => suggestionOptions(candidate), [candidate]);
  const [tenant, setTenant] = useState<SelectOption | null>(() => matchedOption(candidate, suggestions));
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  // Kept once the dialog closes, so that it does not empty while it fades out.
  const [reason, setReason] = useState('');
  const decide = useDecideCandidate();
  const isBusy = decide.isPending;

  const send = (action: CandidateAction, { recorded = false } = {}) =>
    decide.mutate(
      {
        id: candidate.id,
        body:
          action === 'apply'
            ? {
                action,
                tenant_id: tenant?.value,
                ...(candidate.verified ? {} : { confirm_unverified: true }),
                ...(recorded ? { confirm_recorded: true } : {}),
              }
            : { action },
      },
      {
        onSuccess: () => {
          setConfirming(null);
          notify.success(candidatesToasts.done(action));
        },
        onError: (error) => {
          const refusal = action === 'apply' && !recorded ? recordedRefusal(error) : null;
          if (refusal) askRecorded(refusal);
          else {
            setConfirming(null);
            notify.error(actionFailed(action, error));
          }
        },
      },
    );

  function askRecorded(sentence: string) {
    setReason(sentence);
    setConfirming('recorded');
  }
  /** After the mail's risk is accepted (or when there is none): the recorded money's, else the apply. */
  const applyVerified = () => {
    const known = recordedReason(candidate, tenant);
    if (known) askRecorded(known);
    else send('apply');
  };
  const apply = () => {
    if (!tenant) return;
    if (candidate.verified) applyVerified();
    else setConfirming('unverified');
  };
  const tenantLabel = tenant && nameOf(candidate, tenant);

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <TenantSelect
        inputId={`candidate-${candidate.id}-tenant`}
        ariaLabel={`Tenant for ${candidate.extracted_name}`}
        className="candidate-tenant-select"
        value={tenant}
        onChange={setTenant}
        firstOptions={suggestions}
        isClearable
        isDisabled={isBusy}
      />
      <Button size="sm" variant="success" disabled={!tenant || isBusy} onClick={apply}>
        {isBusy && decide.variables?.body.action === 'apply' && (
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
        )}
        Apply
      </Button>
      <Button size="sm" variant="outline-secondary" disabled={isBusy} onClick={() => send('ignore')}>
        {isBusy && decide.variables?.body.action === 'ignore' && (
          <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
        )}
        Ignore
      </Button>
      <UnverifiedApplyDialog
        show={confirming === 'unverified'}
        candidate={candidate}
        tenantLabel={tenantLabel}
        isPending={isBusy}
        onConfirm={applyVerified}
        onCancel={() => setConfirming(null)}
      />
      <RecordedApplyDialog
        show={confirming === 'recorded'}
        candidate={candidate}
        reason={reason}
        tenantLabel={tenantLabel}
        isPending={isBusy}
        onConfirm={() => send('apply', { recorded: true })}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

export interface CandidateActionsProps {
  candidate: PaymentCandidate;
  /** The user holds `candidates.apply`; without it an open candidate shows no actions. */
  canDecide: boolean;
}

/** The Actions cell of a candidate: the decision while it is open, the spec's sentence once final. */
export function CandidateActions({ candidate, canDecide }: CandidateActionsProps) {
  if (FINAL_CANDIDATE_STATUSES.includes(candidate.status)) return <Finalized candidate={candidate} />;
  if (!canDecide) return <span className="text-body-secondary">—</span>;
  return <Decision candidate={candidate} />;
}
