import { queryOptions } from '@tanstack/react-query';
import { apiPaths, fee, pathWithId } from '@bunkhouse/contract';
import type { Fee } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { financeKeys } from '../../../lib/query-keys';

/** GET /api/fees/{id}/ */
export async function getFee(id: number, signal?: AbortSignal): Promise<Fee> {
  return fee.parse(await apiClient.get(pathWithId(apiPaths.fee, id), { signal }));
}

export const feeQueryOptions = (id: number) =>
  queryOptions({ queryKey: financeKeys.fee(id), queryFn: ({ signal }) => getFee(id, signal) });
