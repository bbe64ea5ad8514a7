import type { PaymentCandidate } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatMoney } from '../../../lib/format';

export const UNVERIFIED_TITLE = 'Apply an unverified payment?';

export interface UnverifiedApplyDialogProps {
  show: boolean;
  candidate: PaymentCandidate;
  /** The tenant it would be applied to. */
  tenantLabel: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The explicit confirmation an unverified candidate needs before it is applied (issue 12 "Trust"): it
 * names the risk — the mail is not verified as the provider's and may be forged — and asks the user
 * to check that the money arrived.
 */
export function UnverifiedApplyDialog({
  show,
  candidate,
  tenantLabel,
  isPending,
  onConfirm,
  onCancel,
}: UnverifiedApplyDialogProps) {
  const method = candidate.matched_method?.name ?? 'the payment provider';
  return (
    <ConfirmDialog
      show={show}
      title={UNVERIFIED_TITLE}
      confirmLabel="Apply anyway"
      confirmVariant="danger"
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The mail reporting <strong>{formatMoney(candidate.extracted_amount)}</strong> from{' '}
        <strong>{candidate.extracted_name}</strong> is <strong>not verified</strong> as coming from {method}:
        it may be forged.
      </p>
      <p className="small text-body-secondary">{candidate.verification}</p>
      <p className="mb-0">
        Check that the money has arrived in the account before you apply it
        {tenantLabel && (
          <>
            {' '}
            to <strong>{tenantLabel}</strong>
          </>
        )}
        .
      </p>
    </ConfirmDialog>
  );
}
