import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, order, pathWithId } from '@bunkhouse/contract';
import type { Order, PlannedEndBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterOrder, invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/** PUT /api/orders/{id}/planned-end/: the day the tenant leaves, or null for none. */
export async function setPlannedEnd({
  orderId,
  body,
}: {
  orderId: number;
  body: PlannedEndBody;
}): Promise<Order> {
  return order.parse(await apiClient.put(pathWithId(apiPaths.orderPlannedEnd, orderId), body));
}

/** The bed shows leaving (or not), the tenant's order card and the departures change. */
export function useSetPlannedEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlannedEnd,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
      invalidateAfterOrder(queryClient);
    },
  });
}
