import type { GenderDesignation } from '@bunkhouse/contract';

/** What the dashboard says (SPEC.md "Dashboard (/)"). */
export const CHART_TITLE = 'Daily Income & Expense & Profit';

export const COLLECTION_TITLE = 'Rent collection';
export const PROPERTY_REPORTS_TITLE = 'By property';

export const LIST_TITLES = {
  owing: 'Who owes the most',
  rentDue: 'Rent due in the next 7 days',
  freeBeds: 'Free beds',
  arrivalsDepartures: 'Arrivals and departures',
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
  properties: 'Failed to fetch property reports:',
  collection: 'Failed to fetch collection figures:',
  deposits: 'Failed to fetch deposits held:',
  owing: 'Failed to fetch owing tenants:',
  rentDue: 'Failed to fetch rent due soon:',
  freeBeds: 'Failed to fetch free beds:',
  arrivalsDepartures: 'Failed to fetch arrivals and departures:',
} as const;
