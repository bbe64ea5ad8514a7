import type { GenderDesignation } from '@bunkhouse/contract';
import type { SummaryPeriod } from './api/get-daily-summary';

/** What the dashboard says (SPEC.md "Dashboard (/)"). */
export const CHART_TITLE = 'Daily Income & Expense & Profit';

/** The period toggle's buttons, and the title's suffix for each period. */
export const PERIOD_BUTTONS: Record<SummaryPeriod, string> = { '30d': '30 Days', '90d': '3 Months' };
export const PERIOD_TITLES: Record<SummaryPeriod, string> = {
  '30d': '(Last month)',
  '90d': '(Last 3 months)',
};

export const LIST_TITLES = {
  owing: 'Who owes the most',
  rentDue: 'Rent due in the next 7 days',
  freeBeds: 'Free beds',
} as const;

export const DESIGNATION_LABELS: Record<GenderDesignation, string> = {
  male: 'Male',
  female: 'Female',
  mixed: 'Mixed',
};

/** The messages of SPEC.md §8: a failed dashboard load is only logged. */
export const reportsLogMessages = {
  totals: 'Failed to fetch totals:',
  summary: 'Failed to fetch daily summary:',
  owing: 'Failed to fetch owing tenants:',
  rentDue: 'Failed to fetch rent due soon:',
  freeBeds: 'Failed to fetch free beds:',
} as const;
