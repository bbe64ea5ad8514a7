import {
  endOfMonth,
  endOfYear,
  format,
  parseISO,
  startOfMonth,
  startOfYear,
  subDays,
  subMonths,
} from 'date-fns';
import {
  daysBetween,
  FINANCE_MESSAGES,
  MAX_SUMMARY_DAYS,
  parseCalendarDate,
  REPORT_MESSAGES,
} from '@bunkhouse/contract';
import type { ReportRange } from '../../lib/api/get-report-total';
import { formatDate } from '../../lib/format';

/**
 * The dashboard's ranges: calendar ranges of the business's today (the 1st to the last day of this or
 * last month, of this year), the spec's two chart periods (the last 30 days, the last 3 months: SPEC.md
 * §7 "reportsapp/summary"), and a custom range of two days.
 */
export const RANGE_CHOICES = ['this-month', 'last-month', 'this-year', '30d', '90d', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];
export type PresetChoice = Exclude<RangeChoice, 'custom'>;
export const DEFAULT_RANGE_CHOICE: PresetChoice = 'this-month';

export const RANGE_LABELS: Record<RangeChoice, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  '30d': 'Last 30 days',
  '90d': 'Last 3 months',
  custom: 'Custom',
};

/** A range as the dashboard shows it: the choice it came from, and its title on the cards. */
export interface DashboardRange extends ReportRange {
  choice: RangeChoice;
  /** 'This month (November 2026)', 'Last 30 days (24 Oct 2026 – 23 Nov 2026)', '01 Oct 2026 – 15 Oct 2026'. */
  title: string;
}

const DAY = 'yyyy-MM-dd';
const day = (date: Date) => format(date, DAY);

/** The days of a preset, from today ('YYYY-MM-DD' in the business time zone). */
export function presetRange(choice: PresetChoice, today: string): ReportRange {
  const now = parseISO(today);
  switch (choice) {
    case 'this-month':
      return { start: day(startOfMonth(now)), end: day(endOfMonth(now)) };
    case 'last-month': {
      const last = subMonths(now, 1);
      return { start: day(startOfMonth(last)), end: day(endOfMonth(last)) };
    }
    case 'this-year':
      return { start: day(startOfYear(now)), end: day(endOfYear(now)) };
    case '30d':
      return { start: day(subDays(now, 30)), end: today };
    case '90d':
      return { start: day(subMonths(now, 3)), end: today };
  }
}

const span = (range: ReportRange) => `${formatDate(range.start)} – ${formatDate(range.end)}`;

function titleOf(choice: RangeChoice, range: ReportRange): string {
  const start = parseISO(range.start);
  switch (choice) {
    case 'this-month':
    case 'last-month':
      return `${RANGE_LABELS[choice]} (${format(start, 'MMMM yyyy')})`;
    case 'this-year':
      return `${RANGE_LABELS[choice]} (${format(start, 'yyyy')})`;
    case '30d':
    case '90d':
      return `${RANGE_LABELS[choice]} (${span(range)})`;
    case 'custom':
      return span(range);
  }
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && 'date' in parseCalendarDate(text);

/**
 * Why a custom range cannot be shown, or null: two real days ('YYYY-MM-DD'), in order, at most the
 * five years the daily summary covers (the server's words).
 */
export function customRangeProblem(range: ReportRange): string | null {
  if (!isDay(range.start) || !isDay(range.end)) return 'Choose the first and the last day.';
  if (range.start > range.end) return FINANCE_MESSAGES.dateRange;
  if (daysBetween(range.start, range.end) >= MAX_SUMMARY_DAYS) return REPORT_MESSAGES.rangeTooLong;
  return null;
}

const isPreset = (value: string | undefined): value is PresetChoice =>
  value !== undefined && value !== 'custom' && (RANGE_CHOICES as readonly string[]).includes(value);

/**
 * The range the URL names (`?range=last-month`, `?range=custom&start=…&end=…`): anything else, or a
 * custom range that cannot be shown, is the default (this month).
 */
export function readDashboardRange(
  url: { range?: string; start?: string; end?: string },
  today: string,
): DashboardRange {
  if (url.range === 'custom' && url.start && url.end) {
    const custom = { start: url.start, end: url.end };
    if (customRangeProblem(custom) === null)
      return { choice: 'custom', ...custom, title: titleOf('custom', custom) };
  }
  const choice = isPreset(url.range) ? url.range : DEFAULT_RANGE_CHOICE;
  const range = presetRange(choice, today);
  return { choice, ...range, title: titleOf(choice, range) };
}

/**
 * The days the chart draws: the range, but not past today when it has begun (the days after today
 * have no money yet; drawn as zeros they would look like a fall).
 */
export function chartRange(range: ReportRange, today: string): ReportRange {
  return range.start <= today && today < range.end ? { start: range.start, end: today } : range;
}
