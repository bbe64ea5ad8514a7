import { queryOptions } from '@tanstack/react-query';
import { apiPaths, pathWithId, subTypeAmountResponse } from '@bunkhouse/contract';
import type { SubTypeAmountResponse } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { financeKeys } from '../../../lib/query-keys';

/** GET /api/transaction-sub-types/{id}/get-amount/: a fee type's default amount, null without one. */
export async function getSubTypeAmount(id: number, signal?: AbortSignal): Promise<SubTypeAmountResponse> {
  return subTypeAmountResponse.parse(await apiClient.get(pathWithId(apiPaths.subTypeAmount, id), { signal }));
}

/** Asked each time a fee type is chosen: the default may have been changed meanwhile. */
export const subTypeAmountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: financeKeys.subTypeAmount(id),
    queryFn: ({ signal }) => getSubTypeAmount(id, signal),
    staleTime: 0,
  });
