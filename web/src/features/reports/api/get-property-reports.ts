import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, propertyReports } from '@bunkhouse/contract';
import type { PropertyReport } from '@bunkhouse/contract';
import type { ReportRange } from '../../../lib/api/get-report-total';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/**
 * GET /api/reportsapp/properties/?start=&end=: every property's income, expense and net of the days
 * (booked on them), and its beds and occupancy now.
 */
export async function getPropertyReports(
  range: ReportRange,
  signal?: AbortSignal,
): Promise<PropertyReport[]> {
  const query = toQueryString({ start: range.start, end: range.end });
  return propertyReports.parse(await apiClient.get(`${apiPaths.reportProperties}${query}`, { signal }));
}

/** The previous range's rows stay (dimmed) while another range loads. */
export const propertyReportsQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportsKeys.properties({ start: range.start, end: range.end }),
    queryFn: ({ signal }) => getPropertyReports(range, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `reports.view`; nothing is asked while `range` is null. */
export function usePropertyReports(range: ReportRange | null) {
  return useQuery({
    ...propertyReportsQueryOptions(range ?? { start: '', end: '' }),
    enabled: range !== null,
  });
}
