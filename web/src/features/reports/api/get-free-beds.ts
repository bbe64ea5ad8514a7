import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, freeBedsList } from '@bunkhouse/contract';
import type { FreeBedsGroup } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';

/** GET /api/reportsapp/free-beds/: beds and free beds of each property and room designation. */
export async function getFreeBeds(signal?: AbortSignal): Promise<FreeBedsGroup[]> {
  return freeBedsList.parse(await apiClient.get(apiPaths.reportFreeBeds, { signal }));
}

export const freeBedsQueryOptions = () =>
  queryOptions({ queryKey: reportsKeys.freeBeds(), queryFn: ({ signal }) => getFreeBeds(signal) });

/** Needs `reports.view`. */
export function useFreeBeds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...freeBedsQueryOptions(), enabled });
}
