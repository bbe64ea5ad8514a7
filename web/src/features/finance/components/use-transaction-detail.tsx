import { useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@bunkhouse/contract';
import { notify } from '../../../lib/notify';
import { useModalState } from '../../../lib/use-modal-state';
import { feeQueryOptions } from '../api/get-fee';
import { paymentQueryOptions } from '../api/get-payment';
import { rentConfirmationQueryOptions } from '../api/get-rent-confirmation';
import { financeToasts } from '../finance-text';
import { useFinancePermissions } from '../use-finance-permissions';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import type { TransactionDetail } from './transaction-detail-dialog';

/**
 * Double-click on a payment, fee or rent row: the record behind it is loaded (GET /api/payments/{id}/,
 * /api/fees/{id}/, /api/rent-confirmations/{id}/) and shown in a popup; a failed load is a toast
 * ('Failed to load payment', …) and no popup. Rows the user may not see the detail of open nothing, nor
 * do income, expense, deposit and refund rows (a deposit's statement is its order's, on the tenant's page).
 * `openRentConfirmation` opens the same popup from a rent record (Finance > Records).
 */
export function useTransactionDetail() {
  const queryClient = useQueryClient();
  const can = useFinancePermissions();
  const modal = useModalState<TransactionDetail>();

  const openRentConfirmation = (id: number) => {
    if (!can.canViewRentConfirmations) return;
    queryClient.fetchQuery(rentConfirmationQueryOptions(id)).then(
      (data) => modal.open({ kind: 'rent', data }),
      () => notify.error(financeToasts.rentConfirmationFailed),
    );
  };

  const open = (row: Transaction) => {
    const id = row.related_id;
    if (id === null) return;
    if (row.type === 'payment' && can.canViewPayments) {
      queryClient.fetchQuery(paymentQueryOptions(id)).then(
        (data) => modal.open({ kind: 'payment', data }),
        () => notify.error(financeToasts.paymentFailed),
      );
    } else if (row.type === 'fee' && can.canViewFees) {
      queryClient.fetchQuery(feeQueryOptions(id)).then(
        (data) => modal.open({ kind: 'fee', data }),
        () => notify.error(financeToasts.feeFailed),
      );
    } else if (row.type === 'rent') {
      openRentConfirmation(id);
    }
  };

  return { open, openRentConfirmation, dialog: <TransactionDetailDialog modal={modal} /> };
}
