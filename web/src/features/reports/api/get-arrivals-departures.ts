import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, arrivalsDepartures } from '@bunkhouse/contract';
import type { ArrivalsDepartures } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { boardKeys } from '../../../lib/query-keys';

/**
 * GET /api/board/arrivals-departures/: the orders that start, and the planned move-outs, from today
 * through the next 7 days (the board's endpoint; the dashboard lists them).
 */
export async function getArrivalsDepartures(signal?: AbortSignal): Promise<ArrivalsDepartures> {
  return arrivalsDepartures.parse(await apiClient.get(apiPaths.arrivalsDepartures, { signal }));
}

export const arrivalsDeparturesQueryOptions = () =>
  queryOptions({
    queryKey: boardKeys.arrivalsDepartures(),
    queryFn: ({ signal }) => getArrivalsDepartures(signal),
  });

/** Needs `orders.view`. */
export function useArrivalsDepartures({ enabled }: { enabled: boolean }) {
  return useQuery({ ...arrivalsDeparturesQueryOptions(), enabled });
}
