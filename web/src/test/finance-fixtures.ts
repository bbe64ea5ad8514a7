import type { Fee, Payment, Permission, RentConfirmation, ReportTotals, SubType } from '@bunkhouse/contract';
import { aUser } from './fake-fetch';

/** Sub-types, payments, fees, rent confirmations and report totals as the server sends them. */
export const aSubType = (overrides: Partial<SubType> = {}): SubType => ({
  id: 3,
  name: 'Zelle',
  type: 'payment',
  default_amount: null,
  is_active: true,
  detection_patterns: [],
  ...overrides,
});

export const SUB_TYPES = {
  zelle: aSubType(),
  cash: aSubType({ id: 4, name: 'Cash' }),
  lateFee: aSubType({ id: 11, name: 'Late fee', type: 'fee', default_amount: '35.00' }),
  keyFee: aSubType({ id: 12, name: 'Lost key', type: 'fee' }),
  laundry: aSubType({ id: 21, name: 'Laundry', type: 'income' }),
  repairs: aSubType({ id: 31, name: 'Repairs', type: 'expense' }),
  utilities: aSubType({ id: 32, name: 'Utilities', type: 'expense' }),
};

export const aPayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 51,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  amount: '500.00',
  method: { id: 3, name: 'Zelle' },
  description: 'March rent',
  received_on: '2026-03-05',
  created_at: '2026-03-05T15:00:00.000Z',
  applied_at: '2026-03-05T15:00:00.000Z',
  is_applied: true,
  void: null,
  balance_after: '-700.00',
  ...overrides,
});

export const aFee = (overrides: Partial<Fee> = {}): Fee => ({
  id: 61,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  amount: '35.00',
  remaining_amount: '35.00',
  type: { id: 11, name: 'Late fee' },
  description: '',
  booked_on: '2026-03-06',
  created_at: '2026-03-06T15:00:00.000Z',
  is_paid: false,
  paid_date: null,
  void: null,
  balance_after: '-735.00',
  ...overrides,
});

export const aRentConfirmation = (overrides: Partial<RentConfirmation> = {}): RentConfirmation => ({
  id: 41,
  order_id: 90,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  rent_amount: '1200.00',
  remaining_amount: '700.00',
  status: 'unpaid',
  rent_due_date: '2026-04-01',
  paid_date: null,
  description: 'Rent due 01 Apr 2026',
  created_at: '2026-03-27T04:00:00.000Z',
  ...overrides,
});

export const aReportTotals = (
  period: Partial<ReportTotals['period']> = {},
  current: Partial<ReportTotals['current']> = {},
): ReportTotals => ({
  period: {
    total_income: '3200.00',
    total_expense: '450.50',
    net_profit: '2749.50',
    checkouts: 1,
    beds_sold: 2,
    ...period,
  },
  current: { total_beds: 40, free_beds: 7, occupancy: 82.5, ...current },
});

const FINANCE_PERMISSIONS: Permission[] = [
  'tenants.view',
  'orders.view',
  'places.view',
  'payments.view',
  'payments.add',
  'payments.void',
  'fees.view',
  'fees.add',
  'fees.void',
  'transactions.view',
  'transactions.add',
  'reports.view',
];

/** An accountant who may see, add and void everything of finance, or only what is given. */
export const aFinanceUser = (permissions: Permission[] = FINANCE_PERMISSIONS) =>
  aUser({ groups: ['Accounting'], permissions });
