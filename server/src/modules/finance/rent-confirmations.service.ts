import type { RentRecordListQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { listQuery } from '../../db/list';
import { notFound } from '../../errors';
import { findRentConfirmation } from './rent-confirmations.queries';
import { selectOutstanding, selectRentRecordsPage, type RentRecordFilters } from './rent-records.queries';

export async function getRentConfirmation(db: Db, id: number) {
  const found = await findRentConfirmation(db, id);
  if (!found) throw notFound('Rent confirmation');
  return found;
}

/** The rent records list: a page of rent confirmations and what remains unpaid over the filter. */
export async function listRentRecords(db: Db, query: RentRecordListQuery, today: string) {
  const filter: RentRecordFilters = {
    statuses: query.status,
    dueFrom: query.due_from,
    dueTo: query.due_to,
    propertyId: query.property,
    tenant: query.tenant,
    today,
  };
  const page = await selectRentRecordsPage(db, filter, listQuery(query, '-rent_due_date'));
  return { ...page, outstanding: await selectOutstanding(db, filter) };
}
