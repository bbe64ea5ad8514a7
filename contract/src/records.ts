import { z } from 'zod';
import { queryDate } from './dates';
import { INVALID_STRING, queryChoices, queryNumber } from './fields';
import { FINANCE_MESSAGES } from './finance';
import { RENT_CONFIRMATION_STATUSES, rentConfirmation } from './ledger';
import { orderingQuery, pageQuery, paged } from './lists';
import { money } from './money';
import { propertyOption } from './places';

/** Rent records (Finance > Records): every rent confirmation, the operator's collections view. */

/** The status chips: a rent confirmation's status, or `overdue` (unpaid and due before today). */
export const RENT_RECORD_FILTERS = [...RENT_CONFIRMATION_STATUSES, 'overdue'] as const;
export type RentRecordFilter = (typeof RENT_RECORD_FILTERS)[number];

export const RENT_RECORD_ORDERING = [
  'rent_due_date',
  'rent_amount',
  'remaining_amount',
  'tenant',
  'id',
] as const;
export type RentRecordOrderingKey = (typeof RENT_RECORD_ORDERING)[number];

/** A rent confirmation in the records list: its tenant, order, beds and property, and whether it is overdue. */
export const rentRecord = rentConfirmation.omit({ description: true }).extend({
  property: propertyOption.nullable(),
  /** "Room 102, bed 2" per bed of the order. */
  beds: z.array(z.object({ id: z.number().int(), number: z.number().int(), room_number: z.number().int() })),
  is_overdue: z.boolean(),
});
export type RentRecord = z.infer<typeof rentRecord>;

/**
 * `GET /api/rent-confirmations/`: `status` chips (any of them); `due_from`/`due_to` inclusive;
 * `property` an id; `tenant` words of the tenant's name. Default ordering: `-rent_due_date`.
 */
export const rentRecordListQuery = z
  .object({
    status: queryChoices(RENT_RECORD_FILTERS),
    due_from: queryDate,
    due_to: queryDate,
    property: queryNumber(),
    tenant: z.string({ error: INVALID_STRING }).max(200).optional(),
    ordering: orderingQuery(RENT_RECORD_ORDERING),
    ...pageQuery,
  })
  .refine((q) => !q.due_from || !q.due_to || q.due_from <= q.due_to, {
    path: ['due_to'],
    message: FINANCE_MESSAGES.dateRange,
  });
export type RentRecordListQuery = z.infer<typeof rentRecordListQuery>;

/** The page, and what remains unpaid over every record the filter keeps (not only the page's). */
export const pagedRentRecords = paged(rentRecord).extend({ outstanding: money });
export type PagedRentRecords = z.infer<typeof pagedRentRecords>;
