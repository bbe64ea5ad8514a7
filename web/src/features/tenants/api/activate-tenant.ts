import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/** POST /api/tenants/{id}/activate/: an inactive tenant becomes active again. */
export async function activateTenant(id: number): Promise<void> {
  await apiClient.post(pathWithId(apiPaths.tenantActivate, id));
}

/** The tenant moves back to Active and may be given an order again. */
export function useActivateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTenant,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
    },
  });
}
