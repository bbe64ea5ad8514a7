import type {
  CollectionFigures,
  DepositsHeld,
  FreeBedsGroup,
  OwingTenant,
  PropertyReport,
  RentDueSoon,
  SummaryDay,
} from '@bunkhouse/contract';

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

/** One property's figures of a range, as GET /api/reportsapp/properties/ answers them. */
export const aPropertyReport = (overrides: Partial<PropertyReport> = {}): PropertyReport => ({
  property: { id: 1, address: '1418 N Mozart St' },
  income: '2400.00',
  expense: '300.00',
  net: '2100.00',
  deposits_held: '600.00',
  beds: 16,
  occupied_beds: 13,
  occupancy: 81.25,
  ...overrides,
});

/** Two houses: a gain and a loss. */
export const PROPERTY_REPORTS: PropertyReport[] = [
  aPropertyReport(),
  aPropertyReport({
    property: { id: 2, address: '77 Oak St' },
    income: '800.00',
    expense: '950.50',
    net: '-150.50',
    deposits_held: '150.00',
    beds: 8,
    occupied_beds: 3,
    occupancy: 37.5,
  }),
];

export const aCollection = (overrides: Partial<CollectionFigures> = {}): CollectionFigures => ({
  rent_charges: 8,
  on_time: 7,
  on_time_rate: 87.5,
  average_days_late: 3.5,
  ...overrides,
});

/** The deposits held now, as GET /api/reportsapp/deposits/ answers them (the whole house). */
export const aDepositsHeld = (overrides: Partial<DepositsHeld> = {}): DepositsHeld => ({
  held: '600.00',
  count: 2,
  ...overrides,
});
