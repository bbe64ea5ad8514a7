import type { RentRecordFilter, RentRecordOrderingKey } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import {
  containsPattern,
  inList,
  orderBySql,
  queryPage,
  searchTerms,
  whereSql,
  type ListQuery,
} from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { rentRecordJson } from '../../presenters/finance';

/** The rent records list (Finance > Records): every rent confirmation, filtered, sorted and paged. */

export interface RentRecordFilters {
  statuses?: RentRecordFilter[];
  dueFrom?: string;
  dueTo?: string;
  propertyId?: number;
  /** Words of the tenant's name. */
  tenant?: string;
  /** The business day that decides what is overdue. */
  today: string;
}

const ORDER: Record<RentRecordOrderingKey, Sql[]> = {
  rent_due_date: [sql`rc.rent_due_date`, sql`rc.id`],
  rent_amount: [sql`rc.rent_amount`, sql`rc.id`],
  remaining_amount: [sql`rc.remaining_amount`, sql`rc.id`],
  tenant: [sql`t.last_name`, sql`t.first_name`, sql`rc.id`],
  id: [sql`rc.id`],
};

/** Conditions on `rent_confirmations rc` alone. */
function conditionsOf(filter: RentRecordFilters): Sql[] {
  const conditions: Sql[] = [];
  if (filter.statuses?.length) {
    const statuses = filter.statuses.filter((s) => s !== 'overdue');
    const either = statuses.length ? [inList(sql`rc.status`, statuses)] : [];
    if (filter.statuses.includes('overdue')) {
      either.push(sql`(rc.status = 'unpaid' AND rc.rent_due_date < ${filter.today}::date)`);
    }
    conditions.push(sql`(${sql.join(either, ' OR ')})`);
  }
  if (filter.dueFrom) conditions.push(sql`rc.rent_due_date >= ${filter.dueFrom}::date`);
  if (filter.dueTo) conditions.push(sql`rc.rent_due_date <= ${filter.dueTo}::date`);
  if (filter.propertyId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM order_beds ob JOIN beds b ON b.id = ob.bed_id
                                WHERE ob.order_id = rc.order_id AND b.property_id = ${filter.propertyId})`);
  }
  const names = searchTerms(filter.tenant).map(
    (term) => sql`ts.name_text LIKE lower(${containsPattern(term)})`,
  );
  if (names.length) {
    conditions.push(sql`rc.tenant_id IN (SELECT ts.tenant_id FROM tenant_search ts ${whereSql(names)})`);
  }
  return conditions;
}

/** A page of rent records and their total. A tenant's name is matched once and planned each time. */
export function selectRentRecordsPage(
  db: Executor,
  filter: RentRecordFilters,
  list: ListQuery<RentRecordOrderingKey>,
) {
  const where = conditionsOf(filter);
  return queryPage(db, list.window, {
    table: 'rent_confirmations',
    alias: 'rc',
    where,
    matched: searchTerms(filter.tenant).length
      ? sql`SELECT rc.id, rc.rent_due_date, rc.rent_amount, rc.remaining_amount, rc.tenant_id
            FROM rent_confirmations rc ${whereSql(where)}`
      : undefined,
    sortJoins: list.order.key === 'tenant' ? sql`JOIN tenants t ON t.id = rc.tenant_id` : undefined,
    order: orderBySql(ORDER, list.order),
    item: rentRecordJson(filter.today),
    itemFrom: sql`JOIN rent_confirmations rc ON rc.id = page.id JOIN tenants t ON t.id = rc.tenant_id`,
  });
}

/** What remains unpaid over every record the filter keeps. */
export async function selectOutstanding(db: Executor, filter: RentRecordFilters) {
  const [row] = await db.query<{ outstanding: string }>(
    sql`SELECT coalesce(sum(rc.remaining_amount), 0)::numeric(14, 2)::text AS outstanding
        FROM rent_confirmations rc ${whereSql([...conditionsOf(filter), sql`rc.status = 'unpaid'`])}`,
  );
  return row!.outstanding;
}
