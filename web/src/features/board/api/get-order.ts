import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, order, pathWithId } from '@bunkhouse/contract';
import type { Order } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

/** GET /api/orders/{id}/: the order, with its rent, period and planned move-out. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return order.parse(await apiClient.get(pathWithId(apiPaths.order, id), { signal }));
}

/** Asked each time a dialog opens: the rent or the move-out may have changed meanwhile. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    retry: false,
  });

/** Needs `orders.view`; without it (`enabled` false) the dialogs go on without the order. */
export function useOrder(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...orderQueryOptions(id), enabled });
}
