import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedTenants } from '@bunkhouse/contract';
import type { Paged, TenantListItem, TenantListQuery } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { tenantsKeys } from '../query-keys';
import { toQueryString } from '../query-string';

export type TenantListParams = Partial<TenantListQuery>;

/** GET /api/tenants/?search=&deleted=&orders__status=&ordering=&page=&page_size= */
export async function getTenants(
  query: TenantListParams,
  signal?: AbortSignal,
): Promise<Paged<TenantListItem>> {
  const body = await apiClient.get(`${apiPaths.tenants}${toQueryString(query)}`, { signal });
  return pagedTenants.parse(body);
}

export const tenantsQueryOptions = (query: TenantListParams) =>
  queryOptions({
    queryKey: tenantsKeys.list(query),
    queryFn: ({ signal }) => getTenants(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTenants(query: TenantListParams) {
  return useQuery(tenantsQueryOptions(query));
}
