import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, rentDueSoonList } from '@bunkhouse/contract';
import type { RentDueSoon } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';

/** GET /api/reportsapp/rent-due/: orders with rent due from today through the next 7 days, soonest first. */
export async function getRentDueSoon(signal?: AbortSignal): Promise<RentDueSoon[]> {
  return rentDueSoonList.parse(await apiClient.get(apiPaths.reportRentDue, { signal }));
}

export const rentDueSoonQueryOptions = () =>
  queryOptions({ queryKey: reportsKeys.rentDue(), queryFn: ({ signal }) => getRentDueSoon(signal) });

/** Needs `reports.view`. */
export function useRentDueSoon({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rentDueSoonQueryOptions(), enabled });
}
