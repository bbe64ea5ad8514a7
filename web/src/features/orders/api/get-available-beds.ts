import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, availableBedsResponse } from '@bunkhouse/contract';
import type { Bed } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/query-keys';

/** GET /api/orders/available_beds/: beds in no order that is not completed, with room and address. */
export async function getAvailableBeds(signal?: AbortSignal): Promise<Bed[]> {
  return availableBedsResponse.parse(await apiClient.get(apiPaths.availableBeds, { signal }));
}

/** Asked again each time the dialog opens: a bed may have been taken meanwhile. */
export const availableBedsQueryOptions = () =>
  queryOptions({
    queryKey: ordersKeys.availableBeds(),
    queryFn: ({ signal }) => getAvailableBeds(signal),
    staleTime: 0,
  });

export function useAvailableBeds({ enabled }: { enabled: boolean }) {
  return useQuery({ ...availableBedsQueryOptions(), enabled });
}
