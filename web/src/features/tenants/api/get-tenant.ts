import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pathWithId, tenant } from '@bunkhouse/contract';
import type { Tenant } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { tenantsKeys } from '../../../lib/query-keys';

/** GET /api/tenants/{id}/: the tenant with their orders, the current one first, and its beds. */
export async function getTenant(id: number, signal?: AbortSignal): Promise<Tenant> {
  return tenant.parse(await apiClient.get(pathWithId(apiPaths.tenant, id), { signal }));
}

export const tenantQueryOptions = (id: number) =>
  queryOptions({ queryKey: tenantsKeys.detail(id), queryFn: ({ signal }) => getTenant(id, signal) });

export function useTenant(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tenantQueryOptions(id), enabled: options.enabled ?? true });
}
