import { queryOptions, useQuery } from '@tanstack/react-query';
import { format, startOfDay, subDays, subMonths } from 'date-fns';
import { apiPaths, dailySummary } from '@bunkhouse/contract';
import type { SummaryDay } from '@bunkhouse/contract';
import type { ReportRange } from '../../../lib/api/get-report-total';
import { apiClient } from '../../../lib/api-client';
import { reportsKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** SPEC.md §4 "Dashboard period": the last 30 days (default) or the last 3 months. */
export const SUMMARY_PERIODS = ['30d', '90d'] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number];
export const DEFAULT_SUMMARY_PERIOD: SummaryPeriod = '30d';

const DAY = 'yyyy-MM-dd';

/**
 * SPEC.md §7: the period ends today; it starts 30 days back (30d) or 3 months back at the start of
 * that day (90d). Days of the browser, as the Finance page's date filters are.
 */
export function summaryRange(period: SummaryPeriod, now: Date = new Date()): ReportRange {
  const start = period === '30d' ? subDays(now, 30) : startOfDay(subMonths(now, 3));
  return { start: format(start, DAY), end: format(now, DAY) };
}

/** GET /api/reportsapp/summary/?start=&end=: income and expense of each day, zero-filled, oldest first. */
export async function getDailySummary(range: ReportRange, signal?: AbortSignal): Promise<SummaryDay[]> {
  const query = toQueryString({ start: range.start, end: range.end });
  return dailySummary.parse(await apiClient.get(`${apiPaths.reportSummary}${query}`, { signal }));
}

export const dailySummaryQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: reportsKeys.summary({ start: range.start, end: range.end }),
    queryFn: ({ signal }) => getDailySummary(range, signal),
  });

/** Needs `reports.view`. */
export function useDailySummary(range: ReportRange, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...dailySummaryQueryOptions(range), enabled });
}
