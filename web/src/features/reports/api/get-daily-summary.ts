import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, dailySummary } from '@bunkhouse/contract';
import type { SummaryDay } from '@bunkhouse/contract';
import type { ReportScope } from '../../../lib/api/get-report-total';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/**
 * GET /api/reportsapp/summary/?start=&end=&property=: income and expense of each day, zero-filled,
 * oldest first; with a property, that property's money.
 */
export async function getDailySummary(scope: ReportScope, signal?: AbortSignal): Promise<SummaryDay[]> {
  const query = toQueryString({ start: scope.start, end: scope.end, property: scope.property });
  return dailySummary.parse(await apiClient.get(`${apiPaths.reportSummary}${query}`, { signal }));
}

export const dailySummaryQueryOptions = (scope: ReportScope) =>
  queryOptions({
    queryKey: reportsKeys.summary({ start: scope.start, end: scope.end, property: scope.property }),
    queryFn: ({ signal }) => getDailySummary(scope, signal),
  });

/** Needs `reports.view`; nothing is asked while `scope` is null (the business's today is not known yet). */
export function useDailySummary(scope: ReportScope | null) {
  return useQuery({
    ...dailySummaryQueryOptions(scope ?? { start: '', end: '' }),
    enabled: scope !== null,
  });
}
