import type { PagedRentRecords, Permission, RentRecord } from '@bunkhouse/contract';
import { aUser } from './fake-fetch';

/** Rent records (Finance > Records) as the server sends them, with overrides. */
export const aRentRecord = (overrides: Partial<RentRecord> = {}): RentRecord => ({
  id: 41,
  order_id: 90,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  rent_amount: '1200.00',
  remaining_amount: '700.00',
  status: 'unpaid',
  rent_due_date: '2026-04-01',
  paid_date: null,
  created_at: '2026-03-27T04:00:00.000Z',
  property: { id: 7, address: '12 Oak St' },
  beds: [
    { id: 501, number: 2, room_number: 102 },
    { id: 502, number: 3, room_number: 102 },
  ],
  is_overdue: false,
  ...overrides,
});

export const pagedRecords = (
  results: RentRecord[],
  { outstanding = '1234.00', count = results.length, page = 1, pageSize = 20 } = {},
): PagedRentRecords => ({
  count,
  next: page * pageSize < count ? `/api/rent-confirmations/?page=${page + 1}` : null,
  previous: page > 1 ? `/api/rent-confirmations/?page=${page - 1}` : null,
  results,
  outstanding,
});

const RECORDS_PERMISSIONS: Permission[] = [
  'tenants.view',
  'orders.view',
  'places.view',
  'payments.view',
  'payments.add',
];

/** A front-desk user who may see the records and record payments, or only what is given. */
export const aRecordsUser = (permissions: Permission[] = RECORDS_PERMISSIONS) => aUser({ permissions });
