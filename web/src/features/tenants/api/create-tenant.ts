import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, tenant } from '@bunkhouse/contract';
import type { Tenant, TenantBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/** POST /api/tenants/ */
export async function createTenant(body: TenantBody): Promise<Tenant> {
  return tenant.parse(await apiClient.post(apiPaths.tenants, body));
}

/** A new tenant shows in the list and may be given an order. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
    },
  });
}
