import type { PaymentCandidate } from '@bunkhouse/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatMoney } from '../../../lib/format';

export const RECORDED_TITLE = 'Apply money already recorded?';

export interface RecordedApplyDialogProps {
  show: boolean;
  candidate: PaymentCandidate;
  /**
   * Which payment records the money, in the contract's words
   * (`CANDIDATE_MESSAGES.alreadyRecorded`: 'This money is already recorded: payment #41, received
   * 02 Mar 2026, of the same amount. Confirm to record it again.'), or the server's refusal.
   */
  reason: string;
  /** The tenant it would be applied to. */
  tenantLabel: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation a bank credit needs when a payment of the tenant records its money already (issue
 * 31, "One payment, one record"): it names that payment and says that applying records the money a
 * second time. Only its confirm sends `confirm_recorded: true`.
 */
export function RecordedApplyDialog({
  show,
  candidate,
  reason,
  tenantLabel,
  isPending,
  onConfirm,
  onCancel,
}: RecordedApplyDialogProps) {
  return (
    <ConfirmDialog
      show={show}
      title={RECORDED_TITLE}
      confirmLabel="Apply anyway"
      confirmVariant="danger"
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <strong>{formatMoney(candidate.extracted_amount)}</strong> from{' '}
        <strong>{candidate.extracted_name}</strong> looks like money that is <strong>already recorded</strong>
        {tenantLabel && (
          <>
            {' '}
            for <strong>{tenantLabel}</strong>
          </>
        )}
        .
      </p>
      <p>{reason}</p>
      <p className="mb-0">
        Apply it only if it is a second payment: applying records the money again and adds it to the
        tenant&apos;s balance.
      </p>
    </ConfirmDialog>
  );
}
