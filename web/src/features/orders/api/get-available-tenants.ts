import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, availableTenantsResponse } from '@bunkhouse/contract';
import type { AvailableTenant } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

/** GET /api/orders/available_tenants/: active tenants without an order that is not completed. */
export async function getAvailableTenants(signal?: AbortSignal): Promise<AvailableTenant[]> {
  return availableTenantsResponse.parse(await apiClient.get(apiPaths.availableTenants, { signal }));
}

/** Asked again each time the dialog opens: another desk may have given someone an order meanwhile. */
export const availableTenantsQueryOptions = () =>
  queryOptions({
    queryKey: ordersKeys.availableTenants(),
    queryFn: ({ signal }) => getAvailableTenants(signal),
    staleTime: 0,
  });

export function useAvailableTenants({ enabled }: { enabled: boolean }) {
  return useQuery({ ...availableTenantsQueryOptions(), enabled });
}
