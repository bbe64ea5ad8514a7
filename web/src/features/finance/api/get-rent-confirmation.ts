import { queryOptions } from '@tanstack/react-query';
import { apiPaths, pathWithId, rentConfirmation } from '@bunkhouse/contract';
import type { RentConfirmation } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { financeKeys } from '../../../lib/query-keys';

/** GET /api/rent-confirmations/{id}/ */
export async function getRentConfirmation(id: number, signal?: AbortSignal): Promise<RentConfirmation> {
  return rentConfirmation.parse(await apiClient.get(pathWithId(apiPaths.rentConfirmation, id), { signal }));
}

export const rentConfirmationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: financeKeys.rentConfirmation(id),
    queryFn: ({ signal }) => getRentConfirmation(id, signal),
  });
