import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, order, pathWithId } from '@bunkhouse/contract';
import type { MoveBody, Order } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterOrder, invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/**
 * POST /api/orders/{id}/move/: the tenant leaves one bed for another from a day, within the same order;
 * the rent changes from that day. A taken bed or a day ahead is a 400 on its field.
 */
export async function moveTenant({ orderId, body }: { orderId: number; body: MoveBody }): Promise<Order> {
  return order.parse(await apiClient.post(pathWithId(apiPaths.orderMove, orderId), body));
}

/** Both beds, the tenant's order and rent, and what is free for a new order change. */
export function useMoveTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTenant,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
      invalidateAfterOrder(queryClient);
    },
  });
}
