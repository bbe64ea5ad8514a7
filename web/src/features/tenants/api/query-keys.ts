import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of tenants, as a tree, so that one prefix reaches everything below it:
 * ['tenants']                                  every tenant query
 * ['tenants', 'list', query]                   GET /api/tenants/?…
 * ['tenants', 'detail', id]                    GET /api/tenants/{id}/
 * ['tenants', 'detail', id, 'transactions', types]   GET /api/tenants/{id}/transactions/?type=…
 */
export const tenantsKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantsKeys.all, 'list'] as const,
  list: (query: object) => [...tenantsKeys.lists(), query] as const,
  detail: (id: number) => [...tenantsKeys.all, 'detail', id] as const,
  transactions: (id: number, types: readonly string[]) =>
    [...tenantsKeys.detail(id), 'transactions', types] as const,
};

/**
 * A change of a tenant, an order or the ledger shows in the list (status, balance, the order
 * columns), on the tenant's page and in their history: all tenant queries are marked stale and those
 * on screen reload.
 */
export function invalidateTenants(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: tenantsKeys.all });
}
