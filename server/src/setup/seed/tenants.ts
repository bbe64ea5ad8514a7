import { addDays, todayIn, type PeriodPayment, type Relationship } from '@bunkhouse/contract';
import type { Database, Db } from '../../db/database';
import { sql } from '../../db/sql';

/**
 * Demo tenants on the demo places, and the plan of their orders: about 80% of the beds taken by
 * orders of all three periods that started over the last 90 days; some tenants whose orders are
 * completed (a few of them inactive), and some without any order yet. Deterministic relative to today
 * (no randomness). `seedTenants` writes the people; the orders, their rent and the money are made day
 * by day by seed/history.ts, the way production makes them.
 */

export const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Patricia',
  'Carlos',
  'Aisha',
  'Daniel',
  'Jessica',
  'Anthony',
  'Ashley',
  'Kevin',
  'Emily',
  'Brian',
  'Samantha',
  'Jose',
  'Brittany',
  'Tyrone',
  'Megan',
  'Luis',
  'Hannah',
  'Andre',
  'Nicole',
  'Marcus',
  'Rachel',
  'Terrence',
  'Lauren',
  'Miguel',
  'Kayla',
  'Darnell',
  'Olivia',
  'Jamal',
  'Sophia',
  'Eric',
  'Grace',
  'Victor',
  'Destiny',
];
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
];
const MAIL_HOSTS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com'];
/** Area codes of the demo houses' cities; 555-0100 to 555-0199 are reserved for fiction. */
const AREA_CODES = ['312', '512', '215', '503'];
const RELATIONS: Relationship[] = [
  'mother',
  'father',
  'sister',
  'brother',
  'wife',
  'husband',
  'partner',
  'aunt',
  'cousin',
];
/** A fictional number: the area code of a house's city, 555-01xx. */
const phoneOf = (area: string, n: number) => `${area}55501${String(n % 100).padStart(2, '0')}`;
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

/** The business time zone of the environment (the server's setting), New York when unset or unknown. */
export function businessTimeZone() {
  const zone = process.env.BUSINESS_TIMEZONE || 'America/New_York';
  try {
    todayIn(zone);
    return zone;
  } catch {
    return 'America/New_York';
  }
}

export const businessToday = () => todayIn(businessTimeZone());

/**
 * The demo beds: every fifth bed stays free (80% taken); two neighbouring taken beds in a room make a
 * couple's order now and then.
 */
async function demoBeds(db: Db) {
  const beds = await db.query<{ id: number; room_id: number; price: string }>(
    sql`SELECT b.id, b.room_id, b.price FROM beds b JOIN rooms r ON r.id = b.room_id
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

/** One tenant per current order, plus those whose orders are completed and those without any. */
export async function seedTenants(database: Database) {
  const { groups } = await demoBeds(database.db);
  const count = groups.length + PAST_COUNT + IDLE_COUNT;
  const rows = Array.from({ length: count }, (_, i) => {
    const firstName = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 11 + Math.floor(i / 40)) % LAST_NAMES.length]!;
    const area = AREA_CODES[i % AREA_CODES.length]!;
    const hasContact = i % 3 !== 2;
    return {
      first_name: firstName,
      last_name: lastName,
      email:
        `${firstName}.${lastName}${i % 4 === 0 ? '' : 10 + ((i * 13) % 89)}@${MAIL_HOSTS[i % MAIL_HOSTS.length]}`.toLowerCase(),
      phone: phoneOf(area, i * 29),
      date_of_birth: `${1962 + ((i * 7) % 42)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`,
      description: i % 9 === 0 ? 'Works nights; prefers a lower bunk.' : null,
      emergency_contact_first_name: hasContact ? FIRST_NAMES[(i * 3 + 5) % FIRST_NAMES.length]! : null,
      emergency_contact_last_name: hasContact ? lastName : null,
      emergency_contact_phone: hasContact ? phoneOf(area, i * 31 + 7) : null,
      emergency_contact_relationship_to_tenant: hasContact ? RELATIONS[i % RELATIONS.length]! : null,
    };
  });
  await database.db.query(
    sql`INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth, description,
                         emergency_contact_first_name, emergency_contact_last_name, emergency_contact_phone,
                         emergency_contact_relationship_to_tenant)
        SELECT first_name, last_name, email, phone, date_of_birth, description, emergency_contact_first_name,
               emergency_contact_last_name, emergency_contact_phone, emergency_contact_relationship_to_tenant
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(first_name text, last_name text, email text,
          phone text, date_of_birth date, description text, emergency_contact_first_name text,
          emergency_contact_last_name text, emergency_contact_phone text, emergency_contact_relationship_to_tenant text)`,
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
  const { groups, free } = await demoBeds(db);
  const tenantIds = (await db.query<{ id: number }>(sql`SELECT id FROM tenants ORDER BY id`)).map(
    (t) => t.id,
  );
  if (tenantIds.length < groups.length + PAST_COUNT) throw new Error('planOrders: seed the tenants first');
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
      start: addDays(first, 1 + ((i * 37) % HISTORY_DAYS)),
      close: null,
      rent: rentOf(
        period,
        group.reduce((cents, b) => cents + Math.round(Number(b.price) * 100), 0),
      ),
      leaves: false,
    };
  });
  for (let k = 0; k < PAST_COUNT; k++) {
    const start = addDays(first, (k * 5) % 30);
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
