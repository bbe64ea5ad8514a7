import { queryOptions, useQuery } from '@tanstack/react-query';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { apiPaths, reportTotals } from '@bunkhouse/contract';
import type { ReportTotals } from '@bunkhouse/contract';
import { apiClient } from '../api-client';
import { reportsKeys } from '../query-keys';
import { toQueryString } from '../query-string';

/** Both days inclusive, 'YYYY-MM-DD'. */
export interface ReportRange {
  start: string;
  end: string;
}

/** A range, and one property (its id) or the whole house (undefined). */
export interface ReportScope extends ReportRange {
  property?: number;
}

const DAY = 'yyyy-MM-dd';

/**
 * The first to the last day of the current calendar month (SPEC.md §7 "month to date"), and how the
 * cards name it: 'This month (March 2026)'. The dashboard and the Finance page both show it.
 */
export function currentMonth(now = new Date()): ReportRange & { title: string } {
  return {
    start: format(startOfMonth(now), DAY),
    end: format(endOfMonth(now), DAY),
    title: `This month (${format(now, 'MMMM yyyy')})`,
  };
}

/**
 * GET /api/reportsapp/total/?start=&end=&property=: money, check-outs and beds sold of the days; beds
 * now. With a property, that property's.
 */
export async function getReportTotal(range: ReportScope, signal?: AbortSignal): Promise<ReportTotals> {
  const query = toQueryString({ start: range.start, end: range.end, property: range.property });
  // Secondary: a failure shows the cards as unavailable, the page stays (issue 15).
  const body = await apiClient.get(`${apiPaths.reportTotal}${query}`, { signal, secondary: true });
  return reportTotals.parse(body);
}

export const reportTotalQueryOptions = (range: ReportScope) =>
  queryOptions({
    queryKey: reportsKeys.total({ start: range.start, end: range.end, property: range.property }),
    queryFn: ({ signal }) => getReportTotal(range, signal),
  });

/** Needs `reports.view`: pass `enabled: false` for a user without it, so nothing is asked. */
export function useReportTotal(range: ReportScope | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...reportTotalQueryOptions(range ?? { start: '', end: '' }),
    enabled: enabled && range !== null,
  });
}
