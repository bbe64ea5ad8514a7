import { useAuth } from '../../lib/auth-context';
import type { FormTransactionType, VoidableKind } from './finance-text';

/** What the signed-in user may do with money; the screens hide the rest (DOMAIN.md). */
export function useFinancePermissions() {
  const { hasPermission } = useAuth();
  const canAdd: Record<FormTransactionType, boolean> = {
    payment: hasPermission('payments.add'),
    fee: hasPermission('fees.add'),
    other: hasPermission('transactions.add'),
  };
  return {
    /** Per type of the Create Transactions form. */
    canAdd,
    canAddAny: canAdd.payment || canAdd.fee || canAdd.other,
    canViewReports: hasPermission('reports.view'),
    canViewPayments: hasPermission('payments.view'),
    canViewFees: hasPermission('fees.view'),
    /** Void a payment or fee entered by mistake, from its popup (Managers and Accounting). */
    canVoid: {
      payment: hasPermission('payments.void'),
      fee: hasPermission('fees.void'),
    } satisfies Record<VoidableKind, boolean>,
    /** Rent confirmations belong to orders (the server asks for orders.view). */
    canViewRentConfirmations: hasPermission('orders.view'),
  };
}
