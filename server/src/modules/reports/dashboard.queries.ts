import {
  addDays,
  RENT_DUE_SOON_DAYS,
  type FreeBedsGroup,
  type OwingTenant,
  type RentDueSoon,
} from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { jsonObject, money, selectItems } from '../../db/json';
import { sql } from '../../db/sql';
import { PROPERTY_REF_JSON, TENANT_REF_JSON } from '../../presenters/references';
import { chargedThrough, rentScheduleOf } from '../billing/rent-cycle';

/** What an operator checks every morning, under the dashboard's cards. */

/**
 * The tenants who owe money with rent past due and unpaid on `today`, who owe the most first: those
 * whose order is overdue and those who left with rent unpaid (their order completed). Rent charged
 * ahead of its due date is not overdue yet.
 */
export function selectOwingTenants(db: Executor, today: string, limit: number) {
  return selectItems(
    db,
    jsonObject<OwingTenant>({
      tenant: TENANT_REF_JSON,
      owed: money(sql`-t.balance_amount`),
      oldest_due_date: sql`od.oldest`,
      days_overdue: sql`(${today}::date - od.oldest)`,
    }),
    sql`FROM tenants t
        CROSS JOIN LATERAL (SELECT min(rc.rent_due_date) AS oldest FROM rent_confirmations rc
                            WHERE rc.tenant_id = t.id AND rc.status = 'unpaid'
                              AND rc.rent_due_date < ${today}::date) od
        WHERE t.balance_amount < 0 AND od.oldest IS NOT NULL
        ORDER BY t.balance_amount, t.id
        LIMIT ${limit}`,
  );
}

const RENT_DUE_JSON = jsonObject<RentDueSoon>({
  tenant: TENANT_REF_JSON,
  order_id: sql`o.id`,
  next_due_date: sql`s.next_due`,
  amount_due: money(sql`s.amount`),
});

/**
 * Each open order with rent due from `today` through the next RENT_DUE_SOON_DAYS days: its first
 * such due date and what remains due over the window; a due date whose rent is not charged yet (it
 * is charged RENT_LEAD_DAYS before) counts in full. Orders with nothing left to pay are left out.
 */
export function selectRentDueSoon(db: Executor, today: string) {
  return selectItems(
    db,
    RENT_DUE_JSON,
    sql`FROM orders o JOIN tenants t ON t.id = o.tenant_id
        CROSS JOIN LATERAL (
          SELECT min(due.due) AS next_due,
                 sum(CASE WHEN rc.id IS NULL THEN due.amount ELSE rc.remaining_amount END) AS amount
          FROM ${rentScheduleOf(sql`${today}::date`, chargedThrough(addDays(today, RENT_DUE_SOON_DAYS)))} due
          LEFT JOIN rent_confirmations rc
            ON rc.order_id = o.id AND rc.rent_due_date = due.due AND rc.status <> 'cancelled'
        ) s
        WHERE o.status <> 'completed' AND s.next_due IS NOT NULL AND s.amount > 0
        ORDER BY s.next_due, t.last_name, t.first_name, o.id`,
  );
}

const FREE_BEDS_JSON = jsonObject<FreeBedsGroup>({
  property: PROPERTY_REF_JSON,
  gender_designation: sql`r.gender_designation`,
  total: sql`sum(r.beds_count)::int`,
  free: sql`sum(r.beds_count - r.occupied_beds)::int`,
});

/** Beds and free beds of each property and room designation, from the rooms' counters. */
export function selectFreeBeds(db: Executor) {
  return selectItems(
    db,
    FREE_BEDS_JSON,
    sql`FROM rooms r JOIN properties p ON p.id = r.property_id
        GROUP BY p.id, p.address, r.gender_designation
        HAVING sum(r.beds_count) > 0
        ORDER BY p.address, p.id, r.gender_designation`,
  );
}
