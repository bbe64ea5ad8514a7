import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, order } from '@bunkhouse/contract';
import type { Order, OrderBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterOrder, invalidateOrderOptions, invalidateTenants } from '../../../lib/query-keys';

/**
 * The spec's payload; `start_date` only when one is chosen (the server's default is today), and
 * `planned_end_date` only when one is planned.
 */
export type OrderRequest = Omit<OrderBody, 'start_date' | 'planned_end_date'> & {
  start_date?: string;
  planned_end_date?: string;
};

/** POST /api/orders/ — refused (400) when the tenant or a bed is taken meanwhile. */
export async function createOrder(body: OrderRequest): Promise<Order> {
  return order.parse(await apiClient.post(apiPaths.orders, body));
}

/** The tenant gets a current order, a first rent and a new balance; the beds are no longer free. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => {
      invalidateTenants(queryClient);
      invalidateOrderOptions(queryClient);
      invalidateAfterOrder(queryClient);
    },
  });
}
