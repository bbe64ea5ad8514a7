import type { QueryClient } from '@tanstack/react-query';
import { invalidateTenants } from '../../tenants/api/query-keys';

/**
 * Query keys of finance, as a tree, so that one prefix reaches everything below it:
 * ['finance', 'sub-types', query]            GET /api/transaction-sub-types/?…
 * ['finance', 'sub-type-amount', id]         GET /api/transaction-sub-types/{id}/get-amount/
 * ['finance', 'payment', id]                 GET /api/payments/{id}/
 * ['finance', 'fee', id]                     GET /api/fees/{id}/
 * ['finance', 'rent-confirmation', id]       GET /api/rent-confirmations/{id}/
 * ['finance', 'transactions', query]         GET /api/transactions/?… (page after page)
 * ['finance', 'report-total', range]         GET /api/reportsapp/total/?start=&end=
 */
export const financeKeys = {
  all: ['finance'] as const,
  subTypes: (query: object) => [...financeKeys.all, 'sub-types', query] as const,
  subTypeAmount: (id: number) => [...financeKeys.all, 'sub-type-amount', id] as const,
  payments: () => [...financeKeys.all, 'payment'] as const,
  payment: (id: number) => [...financeKeys.payments(), id] as const,
  fees: () => [...financeKeys.all, 'fee'] as const,
  fee: (id: number) => [...financeKeys.fees(), id] as const,
  rentConfirmations: () => [...financeKeys.all, 'rent-confirmation'] as const,
  rentConfirmation: (id: number) => [...financeKeys.rentConfirmations(), id] as const,
  transactionLists: () => [...financeKeys.all, 'transactions'] as const,
  transactions: (query: object) => [...financeKeys.transactionLists(), query] as const,
  reportTotals: () => [...financeKeys.all, 'report-total'] as const,
  reportTotal: (range: object) => [...financeKeys.reportTotals(), range] as const,
};

/** The popups of charges: a payment, a fee or a void changes what remains of them. */
function invalidateCharges(queryClient: QueryClient): void {
  for (const queryKey of [financeKeys.payments(), financeKeys.fees(), financeKeys.rentConfirmations()]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/**
 * After a payment, fee, income or expense: the tenant's balance, their page and history and the
 * tenants list reload at once; the transactions list, the report totals and the popups of charges
 * (a payment covers them) are only marked stale, because the Finance page reloads the list and the
 * cards itself a moment later (`refreshFinance`, SPEC.md §9), and any other screen reloads them when
 * it next shows them.
 */
export function invalidateAfterPosting(queryClient: QueryClient): void {
  invalidateTenants(queryClient);
  invalidateCharges(queryClient);
  void queryClient.invalidateQueries({ queryKey: financeKeys.transactionLists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: financeKeys.reportTotals(), refetchType: 'none' });
}

/** The Finance page after an add: the list and the summary cards on screen reload. */
export function refreshFinance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: financeKeys.transactionLists() });
  void queryClient.invalidateQueries({ queryKey: financeKeys.reportTotals() });
}

/**
 * After a void of a payment or fee: its record (now void) and the other charges of the tenant (the
 * money is re-allocated, so a rent confirmation or fee may be unpaid again) are marked stale for the
 * next popup; the tenant queries reload, and so do the list and the cards on screen (the void is made
 * from a popup of the list, so there is no second reload to wait for).
 */
export function invalidateAfterVoid(queryClient: QueryClient): void {
  invalidateCharges(queryClient);
  invalidateTenants(queryClient);
  refreshFinance(queryClient);
}
