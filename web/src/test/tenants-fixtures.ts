import type {
  Bed,
  CurrentOrderSummary,
  Order,
  OrderDeposit,
  Permission,
  Tenant,
  TenantListItem,
  Transaction,
} from '@bunkhouse/contract';
import { aUser } from './fake-fetch';
import { aBed } from './places-fixtures';

/** Tenants, orders and ledger rows as the server sends them, with overrides. */
export const aCurrentOrder = (overrides: Partial<CurrentOrderSummary> = {}): CurrentOrderSummary => ({
  id: 90,
  status: 'active',
  period_payment: 'monthly',
  rent_amount: '1200.00',
  rent_due_date: '2026-04-01',
  created_at: '2026-03-01T15:00:00.000Z',
  ...overrides,
});

export const aTenantListItem = (overrides: Partial<TenantListItem> = {}): TenantListItem => ({
  id: 5,
  first_name: 'Dana',
  last_name: 'Smith',
  email: 'dana@example.com',
  phone: '3125550142',
  balance_amount: '-1200.00',
  expected_payment_date: null,
  created_at: '2026-02-01T10:00:00.000Z',
  deleted_at: null,
  deleted: false,
  status: 'active',
  current_order: aCurrentOrder(),
  ...overrides,
});

/** A tenant without any order, as after their creation. */
export const aNewTenantListItem = (overrides: Partial<TenantListItem> = {}): TenantListItem =>
  aTenantListItem({ balance_amount: '0.00', status: null, current_order: null, ...overrides });

export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 90,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  status: 'active',
  period_payment: 'monthly',
  period_payment_display: 'Monthly',
  rent_amount: '1200.00',
  start_date: '2026-03-01',
  due_day: null,
  rent_due_date: '2026-04-01',
  created_at: '2026-03-01T15:00:00.000Z',
  deleted_at: null,
  beds: [aBed()],
  stays: [{ bed: aBed(), start_date: '2026-03-01', end_date: null }],
  planned_end_date: null,
  deposit: null,
  ...overrides,
});

/** An order's security deposit of $400.00, held whole (paid), not settled yet. */
export const aDeposit = (overrides: Partial<OrderDeposit> = {}): OrderDeposit => ({
  id: 30,
  amount: '400.00',
  held: '400.00',
  remaining_amount: '0.00',
  status: 'paid',
  settled_on: null,
  ...overrides,
});

export const aTenant = (overrides: Partial<Tenant> = {}): Tenant => ({
  ...aTenantListItem(),
  date_of_birth: '1990-03-08',
  gender: null,
  description: null,
  ssn_last4: '6789',
  emergency_contact_first_name: 'Lee',
  emergency_contact_last_name: 'Smith',
  emergency_contact_email: null,
  emergency_contact_phone: '3125550199',
  emergency_contact_relationship_to_tenant: 'brother',
  messages_opt_out: false,
  updated_at: '2026-03-01T15:00:00.000Z',
  orders: [anOrder()],
  ...overrides,
});

/**
 * A ledger row; booked on the day it was recorded unless `booked_on` is given (a back-dated row). The
 * fixtures' times are mid-day, so their UTC date is the business day in every test's time zone.
 */
export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 700,
  type: 'rent',
  sub_type: null,
  amount: '-1200.00',
  current_balance: '-1200.00',
  description: 'Rent due 01 Apr 2026',
  booked_on: (overrides.created_at ?? '2026-03-01T15:00:00.000Z').slice(0, 10),
  created_at: '2026-03-01T15:00:00.000Z',
  received_on: null,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  property: null,
  related_id: 41,
  reverses_id: null,
  is_reversed: false,
  ...overrides,
});

/** A free bed as the Create Order dialog lists it. */
export const aFreeBed = (overrides: Partial<Bed> = {}): Bed =>
  aBed({ id: 601, number: 1, price: '650.00', ...overrides });

const TENANTS_PERMISSIONS: Permission[] = [
  'tenants.view',
  'tenants.add',
  'tenants.change',
  'tenants.delete',
  'orders.view',
  'orders.add',
  'orders.close',
  'payments.add',
  'fees.add',
];

/** A front-desk user who may do everything with tenants and orders, or only what is given. */
export const aTenantsUser = (permissions: Permission[] = TENANTS_PERMISSIONS) => aUser({ permissions });
