import { addDays, type PeriodPayment } from '@bunkhouse/contract';
import type { Database, Db } from '../../db/database';
import { sql } from '../../db/sql';
import { businessToday, instants, type InstantOf } from './clock';
import { creationOrder, demoPeople, type DemoPerson, type Slot } from './people';

export { businessTimeZone, businessToday } from './clock';
export { FIRST_NAMES, LAST_NAMES } from './names';

/**
 * Demo tenants on the demo places, and the plan of their orders: about 80% of the beds taken by
 * orders of all three periods that started over the last 90 days; some tenants whose orders are
 * completed (a few of them inactive), and some without any order yet. The people are seed/people.ts's
 * (seeded randomness), written in the order they became tenants, so ids follow time. Deterministic
 * relative to today. `seedTenants` writes the people; the orders, their rent and the money are made
 * day by day by seed/history.ts, the way production makes them.
 */

const PERIODS: PeriodPayment[] = [
  'monthly',
  'monthly',
  'weekly',
  'monthly',
  'daily',
  'weekly',
  'monthly',
  'monthly',
];

export const HISTORY_DAYS = 90;
/** Tenants whose orders are completed (the first four of them inactive), and tenants without any order. */
const PAST_COUNT = 12;
const IDLE_COUNT = 8;

interface DemoBed {
  id: number;
  room_id: number;
  price: string;
  designation: Slot['designation'];
  city: string;
}

/**
 * The demo beds: every fifth bed stays free (80% taken); two neighbouring taken beds in a room make a
 * couple's order now and then.
 */
async function demoBeds(db: Db) {
  const beds = await db.query<DemoBed>(
    sql`SELECT b.id, b.room_id, b.price, r.gender_designation AS designation, p.city
        FROM beds b JOIN rooms r ON r.id = b.room_id
        JOIN properties p ON p.id = r.property_id ORDER BY p.address, r.number, b.number`,
  );
  const taken = beds.filter((_, i) => i % 5 !== 4);
  const free = beds.filter((_, i) => i % 5 === 4);
  const groups: Array<typeof taken> = [];
  for (let i = 0; i < taken.length; i++) {
    const bed = taken[i]!;
    const next = taken[i + 1];
    if (i % 17 === 3 && next && next.room_id === bed.room_id) {
      groups.push([bed, next]);
      i++;
    } else groups.push([bed]);
  }
  return { groups, free };
}

/** When the first order of a current tenant (`i`) and of one whose orders are completed (`k`) starts. */
const currentStart = (i: number) => 1 + ((i * 37) % HISTORY_DAYS);
const pastStart = (k: number) => (k * 5) % 30;

/**
 * The tenants, one per current order, then those whose orders are completed, then those without
 * any: the people, and the order they are written in (`order[n]` is the person of the n-th id).
 */
async function demoTenants(db: Db) {
  const { groups, free } = await demoBeds(db);
  const bedSlot = (bed: DemoBed, startOffset: number): Slot => ({
    designation: bed.designation,
    city: bed.city,
    startOffset,
  });
  const slots: Slot[] = [
    ...groups.map((group, i) => bedSlot(group[0]!, currentStart(i))),
    ...Array.from({ length: PAST_COUNT }, (_, k) => bedSlot(free[k % free.length]!, pastStart(k))),
    ...Array.from({ length: IDLE_COUNT }, () => ({ designation: null, city: null, startOffset: null })),
  ];
  const people = demoPeople(slots, HISTORY_DAYS);
  return { groups, free, people, order: creationOrder(people) };
}

/** The day-relative dates of the people, in id order: birth dates and when each became a tenant. */
function datesOf(people: DemoPerson[], order: number[], today: string, at: InstantOf) {
  return order.map((index) => {
    const person = people[index]!;
    const created = at(addDays(today, -person.createdDaysAgo), person.createdMinute);
    return { date_of_birth: addDays(today, -person.ageDays), created_at: created };
  });
}

/** Writes the demo tenants, in the order they became tenants (dated relative to today). */
export async function seedTenants(database: Database) {
  const { people, order } = await demoTenants(database.db);
  const today = businessToday();
  const dates = datesOf(people, order, today, instants(today));
  const rows = order.map((index, ord) => ({
    ...people[index]!.row,
    gender: people[index]!.gender,
    ...dates[ord]!,
    ord,
  }));
  await database.db.query(
    sql`INSERT INTO tenants (first_name, last_name, gender, email, phone, date_of_birth, description,
                         emergency_contact_first_name, emergency_contact_last_name, emergency_contact_phone,
                         emergency_contact_relationship_to_tenant, created_at, updated_at)
        SELECT first_name, last_name, gender, email, phone, date_of_birth, description, emergency_contact_first_name,
               emergency_contact_last_name, emergency_contact_phone, emergency_contact_relationship_to_tenant,
               created_at, created_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(ord int, first_name text, last_name text,
          gender text, email text, phone text, date_of_birth date, description text, emergency_contact_first_name text,
          emergency_contact_last_name text, emergency_contact_phone text,
          emergency_contact_relationship_to_tenant text, created_at timestamptz)
        ORDER BY ord`,
  );
}

/**
 * The tenants' dates as of the history's `today` (seedTenants dated them as of the real today):
 * their ages, and when each became a tenant, before their first order.
 */
export async function dateTenants(db: Db, today: string, at: InstantOf) {
  const { people, order } = await demoTenants(db);
  const ids = await db.query<{ id: number }>(sql`SELECT id FROM tenants ORDER BY id`);
  const rows = datesOf(people, order, today, at).map((dates, n) => ({ ...dates, id: ids[n]!.id }));
  await db.query(
    sql`UPDATE tenants t SET date_of_birth = d.date_of_birth, created_at = d.created_at, updated_at = d.created_at
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(id int, date_of_birth date, created_at timestamptz)
        WHERE t.id = d.id`,
  );
}

export interface OrderPlan {
  tenantId: number;
  beds: number[];
  period: PeriodPayment;
  start: string;
  /** The day it closes, for the tenants whose orders are completed by today. */
  close: string | null;
  /** Per period, a decimal string. */
  rent: string;
  /** The tenant leaves for good when the order closes. */
  leaves: boolean;
}

/**
 * The demo orders, for the tenants `seedTenants` wrote (the first ones by id): start dates over the
 * last 90 days up to today; the completed ones earlier, on beds that are free by today, closed along
 * the way. Rent: the beds' monthly price, by the week (a quarter) or by the day (a 30th).
 */
export async function planOrders(db: Db, today: string): Promise<OrderPlan[]> {
  const { groups, free, order } = await demoTenants(db);
  const ids = (await db.query<{ id: number }>(sql`SELECT id FROM tenants ORDER BY id`)).map((t) => t.id);
  if (ids.length !== order.length) throw new Error('planOrders: seed the tenants first');
  /** The id of the tenant of slot `index` (see demoTenants). */
  const tenantIds: number[] = [];
  order.forEach((index, n) => (tenantIds[index] = ids[n]!));
  const first = addDays(today, -HISTORY_DAYS);
  const rentOf = (period: PeriodPayment, monthlyCents: number) => {
    const divisor = period === 'monthly' ? 1 : period === 'weekly' ? 4 : 30;
    const cents = Math.floor((monthlyCents * 2 + divisor) / (divisor * 2));
    return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  };
  const plans: OrderPlan[] = groups.map((group, i) => {
    const period = PERIODS[i % PERIODS.length]!;
    return {
      tenantId: tenantIds[i]!,
      beds: group.map((b) => b.id),
      period,
      start: addDays(first, currentStart(i)),
      close: null,
      rent: rentOf(
        period,
        group.reduce((cents, b) => cents + Math.round(Number(b.price) * 100), 0),
      ),
      leaves: false,
    };
  });
  for (let k = 0; k < PAST_COUNT; k++) {
    const start = addDays(first, pastStart(k));
    const period = PERIODS[(k + 3) % PERIODS.length]!;
    plans.push({
      tenantId: tenantIds[groups.length + k]!,
      beds: [free[k % free.length]!.id],
      period,
      start,
      close: addDays(start, 20 + ((k * 9) % 40)),
      rent: rentOf(period, 60_000),
      leaves: k < 4,
    });
  }
  return plans;
}
