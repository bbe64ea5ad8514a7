import { RENT_RECORD_FILTERS } from '@bunkhouse/contract';
import type { Ordering, RentRecordFilter, RentRecordOrderingKey } from '@bunkhouse/contract';

/** The list's default ordering (the server's): the latest due date first. */
export const DEFAULT_RENT_RECORD_ORDERING: Ordering<RentRecordOrderingKey> = '-rent_due_date';

/** The filters of the records list, each a query-string parameter of the same name as the API's. */
export const RECORD_FILTERS = ['status', 'due_from', 'due_to', 'property', 'tenant'] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<RentRecordFilter, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  overdue: 'Overdue',
};

export const STATUS_FILTER_OPTIONS = RENT_RECORD_FILTERS.map((value) => ({
  value,
  label: STATUS_FILTER_LABELS[value],
}));

export const isRentRecordFilter = (value: string): value is RentRecordFilter =>
  (RENT_RECORD_FILTERS as readonly string[]).includes(value);

/** The beds of an order as people read them: 'Room 102, bed 2; Room 102, bed 3'. */
export const bedsLabel = (beds: readonly { number: number; room_number: number }[]) =>
  beds.map((bed) => `Room ${bed.room_number}, bed ${bed.number}`).join('; ');
