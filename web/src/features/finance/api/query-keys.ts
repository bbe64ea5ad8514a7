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
  payment: (id: number) => [...financeKeys.all, 'payment', id] as const,
  fee: (id: number) => [...financeKeys.all, 'fee', id] as const,
  rentConfirmation: (id: number) => [...financeKeys.all, 'rent-confirmation', id] as const,
  transactionLists: () => [...financeKeys.all, 'transactions'] as const,
  transactions: (query: object) => [...financeKeys.transactionLists(), query] as const,
  reportTotals: () => [...financeKeys.all, 'report-total'] as const,
  reportTotal: (range: object) => [...financeKeys.reportTotals(), range] as const,
};

/**
 * After a payment, fee, income or expense: the tenant's balance, their page and history and the
 * tenants list reload at once; the transactions list and the report totals are only marked stale,
 * because the Finance page reloads them itself a moment later (`refreshFinance`, SPEC.md §9), and any
 * other screen reloads them when it next shows them.
 */
export function invalidateAfterPosting(queryClient: QueryClient): void {
  invalidateTenants(queryClient);
  void queryClient.invalidateQueries({ queryKey: financeKeys.transactionLists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: financeKeys.reportTotals(), refetchType: 'none' });
}

/** The Finance page after an add: the list and the summary cards on screen reload. */
export function refreshFinance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: financeKeys.transactionLists() });
  void queryClient.invalidateQueries({ queryKey: financeKeys.reportTotals() });
}
