import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/**
 * DELETE /api/tenants/{id}/: a soft delete, the tenant becomes Inactive. Refused (400) while they have
 * an order that is not completed.
 */
export async function deleteTenant(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.tenant, id));
}

/** The tenant moves to Inactive (the list and their page) and can no longer be given an order. */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTenant,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
    },
  });
}
