import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, tenant } from '@bunkhouse/contract';
import type { Tenant, TenantBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/** PUT /api/tenants/{id}/ — a blank SSN keeps the stored one. */
export async function updateTenant({ id, body }: { id: number; body: TenantBody }): Promise<Tenant> {
  return tenant.parse(await apiClient.put(pathWithId(apiPaths.tenant, id), body));
}

/** The name shows in the list, on the page, in the order dialog's tenants and in ledger rows. */
export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
    },
  });
}
