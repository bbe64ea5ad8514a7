import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterOrder, invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/** DELETE /api/orders/{id}/ completes the order: frees its beds, cancels rent not yet due. */
export async function closeOrder(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.order, id));
}

/** The tenant's status, balance and history change; the tenant and the beds are free again. */
export function useCloseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOrder,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
      invalidateAfterOrder(queryClient);
    },
  });
}
