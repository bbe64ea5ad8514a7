import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, reportTotals } from '@bunkhouse/contract';
import type { ReportTotals } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { financeKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** Both days inclusive, 'YYYY-MM-DD'. */
export interface ReportRange {
  start: string;
  end: string;
}

/** GET /api/reportsapp/total/?start=&end=: income, expense and net profit of the days; occupancy now. */
export async function getReportTotal(range: ReportRange, signal?: AbortSignal): Promise<ReportTotals> {
  const query = toQueryString({ start: range.start, end: range.end });
  const body = await apiClient.get(`${apiPaths.reportTotal}${query}`, { signal });
  return reportTotals.parse(body);
}

export const reportTotalQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: financeKeys.reportTotal({ start: range.start, end: range.end }),
    queryFn: ({ signal }) => getReportTotal(range, signal),
  });

export function useReportTotal(range: ReportRange | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...reportTotalQueryOptions(range ?? { start: '', end: '' }),
    enabled: enabled && range !== null,
  });
}
