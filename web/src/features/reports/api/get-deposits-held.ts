import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, depositsHeld } from '@bunkhouse/contract';
import type { DepositsHeld } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** The whole house (no property), or one property (its id). */
export interface DepositsScope {
  property?: number;
}

/**
 * GET /api/reportsapp/deposits/?property=: the security deposits held now (DOMAIN "Security deposits":
 * covered, not yet settled) and how many deposits hold money, in total or for one property.
 */
export async function getDepositsHeld(scope: DepositsScope, signal?: AbortSignal): Promise<DepositsHeld> {
  const query = toQueryString({ property: scope.property });
  return depositsHeld.parse(await apiClient.get(`${apiPaths.reportDeposits}${query}`, { signal }));
}

export const depositsHeldQueryOptions = (scope: DepositsScope) =>
  queryOptions({
    queryKey: reportsKeys.deposits({ property: scope.property }),
    queryFn: ({ signal }) => getDepositsHeld(scope, signal),
  });

/** Needs `reports.view`. */
export function useDepositsHeld(scope: DepositsScope) {
  return useQuery(depositsHeldQueryOptions(scope));
}
