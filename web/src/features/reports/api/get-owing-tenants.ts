import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, owingTenants } from '@bunkhouse/contract';
import type { OwingTenant } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';

/** GET /api/reportsapp/owing/: the overdue tenants who owe the most (ten at most), most first. */
export async function getOwingTenants(signal?: AbortSignal): Promise<OwingTenant[]> {
  return owingTenants.parse(await apiClient.get(apiPaths.reportOwing, { signal }));
}

export const owingTenantsQueryOptions = () =>
  queryOptions({ queryKey: reportsKeys.owing(), queryFn: ({ signal }) => getOwingTenants(signal) });

/** Needs `reports.view`. */
export function useOwingTenants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...owingTenantsQueryOptions(), enabled });
}
