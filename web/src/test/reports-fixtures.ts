import type { FreeBedsGroup, OwingTenant, RentDueSoon, SummaryDay } from '@bunkhouse/contract';

/** The dashboard's reports as the server sends them (the totals are in finance-fixtures.ts). */
export const anOwingTenant = (overrides: Partial<OwingTenant> = {}): OwingTenant => ({
  tenant: { id: 48, first_name: 'Aisha', last_name: 'Flores' },
  owed: '1163.00',
  oldest_due_date: '2026-10-24',
  days_overdue: 30,
  ...overrides,
});

export const aRentDueSoon = (overrides: Partial<RentDueSoon> = {}): RentDueSoon => ({
  tenant: { id: 53, first_name: 'Michael', last_name: 'Anderson' },
  order_id: 66,
  next_due_date: '2026-11-23',
  amount_due: '42.00',
  ...overrides,
});

export const aFreeBedsGroup = (overrides: Partial<FreeBedsGroup> = {}): FreeBedsGroup => ({
  property: { id: 1, address: '1418 N Mozart St' },
  gender_designation: 'female',
  total: 16,
  free: 3,
  ...overrides,
});

/** Three days of the daily summary: a gain, a quiet day and a loss. */
export const SUMMARY_DAYS: SummaryDay[] = [
  { date: '2026-11-01', income: '1634.00', expense: '0.00' },
  { date: '2026-11-02', income: '0.00', expense: '0.00' },
  { date: '2026-11-03', income: '45.00', expense: '2659.50' },
];
