import { useCallback } from 'react';
import type { ReportRange } from '../../lib/api/get-report-total';
import { readIdFilter } from '../../lib/read-id-filter';
import { useListState } from '../../lib/use-list-state';
import { DEFAULT_RANGE_CHOICE, readDashboardRange } from './report-range';
import type { DashboardRange, RangeChoice } from './report-range';

/** The dashboard's state in the URL, as a list's is: `?range=last-month&property=3`, `?range=custom&start=&end=`. */
const FILTERS = ['range', 'start', 'end', 'property'] as const;
const NO_ORDERING: readonly never[] = [];

export interface DashboardFilters {
  range: DashboardRange;
  /** One property's figures, or the whole house's (undefined). */
  property: number | undefined;
  /** A preset, or Custom, which starts from the range shown. */
  chooseRange: (choice: RangeChoice) => void;
  setCustomRange: (range: ReportRange) => void;
  setProperty: (id: number | undefined) => void;
}

/**
 * The range and the property of the dashboard, kept in the query string (SPEC.md: list state lives in
 * query parameters), so that a reload, a shared link and Back show the same figures. A preset is kept
 * by name, so a bookmarked "Last month" is always the month before today (the business's today: the
 * presets are its days).
 */
export function useDashboardFilters(today: string): DashboardFilters {
  const { filters, setFilters, setFilter } = useListState({ orderingKeys: NO_ORDERING, filters: FILTERS });
  const range = readDashboardRange(
    { range: filters.range[0], start: filters.start[0], end: filters.end[0] },
    today,
  );

  const setCustomRange = useCallback(
    ({ start, end }: ReportRange) => setFilters({ range: ['custom'], start: [start], end: [end] }),
    [setFilters],
  );
  const chooseRange = (choice: RangeChoice) => {
    if (choice === 'custom') {
      setCustomRange(range);
    } else {
      setFilters({ range: choice === DEFAULT_RANGE_CHOICE ? [] : [choice], start: [], end: [] });
    }
  };
  const setProperty = (id: number | undefined) => setFilter('property', id === undefined ? [] : [String(id)]);

  return { range, property: readIdFilter(filters.property), chooseRange, setCustomRange, setProperty };
}
