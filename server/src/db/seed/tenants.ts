import { addDays, todayIn, type PeriodPayment, type Relationship } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { runBilling } from '../../jobs/billing';
import { closeOrder, createOrder } from '../../modules/orders/orders.service';
import { queryRows, type Database } from '../client';
import { tenants } from '../schema';

/**
 * Demo tenants and orders on the demo places: about 80% of the beds taken by orders of all three
 * periods that started over the last 90 days, with their rent history made the way production makes
 * it (the order use cases and the billing job); some tenants whose orders are completed,
 * a few inactive ones, and some without any order yet. Deterministic relative to today (no
 * randomness). The money (payments, fees, income and expenses) is seeded next (seed/finance.ts).
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

const HISTORY_DAYS = 90;

export interface SeedTenantsOptions {
  today?: string;
  leadDays?: number;
}

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

export async function seedTenants(database: Database, options: SeedTenantsOptions = {}) {
  const db = database.db;
  const today = options.today ?? businessToday();
  const leadDays = options.leadDays ?? 5;
  const first = addDays(today, -HISTORY_DAYS);

  const beds = await queryRows<{ id: number; room_id: number; price: string }>(
    db,
    sql`SELECT b.id, b.room_id, b.price FROM beds b JOIN rooms r ON r.id = b.room_id
        JOIN properties p ON p.id = r.property_id ORDER BY p.address, r.number, b.number`,
  );
  // Every fifth bed stays free (80% taken); two neighbouring taken beds in a room make a couple's order now and then.
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

  // One tenant per current order, plus 12 whose orders are completed (4 of them inactive) and 8
  // without any order yet.
  const pastCount = 12;
  const idleCount = 8;
  const count = groups.length + pastCount + idleCount;
  const rows = Array.from({ length: count }, (_, i) => {
    const firstName = FIRST_NAMES[(i * 7) % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 11 + Math.floor(i / 40)) % LAST_NAMES.length]!;
    const area = AREA_CODES[i % AREA_CODES.length]!;
    const hasContact = i % 3 !== 2;
    return {
      firstName,
      lastName,
      email:
        `${firstName}.${lastName}${i % 4 === 0 ? '' : 10 + ((i * 13) % 89)}@${MAIL_HOSTS[i % MAIL_HOSTS.length]}`.toLowerCase(),
      phone: phoneOf(area, i * 29),
      dateOfBirth: `${1962 + ((i * 7) % 42)}-${String(1 + ((i * 5) % 12)).padStart(2, '0')}-${String(1 + ((i * 11) % 28)).padStart(2, '0')}`,
      description: i % 9 === 0 ? 'Works nights; prefers a lower bunk.' : null,
      emergencyContactFirstName: hasContact ? FIRST_NAMES[(i * 3 + 5) % FIRST_NAMES.length]! : null,
      emergencyContactLastName: hasContact ? lastName : null,
      emergencyContactPhone: hasContact ? phoneOf(area, i * 31 + 7) : null,
      emergencyContactRelationship: hasContact ? RELATIONS[i % RELATIONS.length]! : null,
    };
  });
  const tenantIds = (await db.insert(tenants).values(rows).returning({ id: tenants.id })).map((t) => t.id);

  // Start dates over the last 90 days, up to today; completed orders earlier, closed along the way.
  const plans = groups.map((group, i) => ({
    tenantId: tenantIds[i]!,
    beds: group.map((b) => b.id),
    period: PERIODS[i % PERIODS.length]!,
    start: addDays(first, 1 + ((i * 37) % HISTORY_DAYS)),
    close: null as string | null,
    monthly: group.reduce((cents, b) => cents + Math.round(Number(b.price) * 100), 0),
  }));
  for (let k = 0; k < pastCount; k++) {
    const start = addDays(first, (k * 5) % 30);
    plans.push({
      tenantId: tenantIds[groups.length + k]!,
      // Beds that are free by today: every fifth one.
      beds: [free[k % free.length]!.id],
      period: PERIODS[(k + 3) % PERIODS.length]!,
      start,
      close: addDays(start, 20 + ((k * 9) % 40)),
      monthly: 0,
    });
  }

  // Day by day through the events; the billing job catches up between them (with no payments, its
  // result is the same as running it every day), before each close and once more for today.
  const days = [...new Set(plans.flatMap((p) => (p.close ? [p.start, p.close] : [p.start])))].sort();
  for (const day of days) {
    const clock = { today: day, leadDays };
    for (const plan of plans.filter((p) => p.start === day)) {
      const divisor = plan.period === 'monthly' ? 1 : plan.period === 'weekly' ? 4 : 30;
      const monthly = plan.monthly || 60_000;
      const rent = Math.floor((monthly * 2 + divisor) / (divisor * 2));
      await createOrder(
        db,
        {
          tenant_id: plan.tenantId,
          bed_ids: plan.beds,
          period_payment: plan.period,
          rent_amount: `${Math.floor(rent / 100)}.${String(rent % 100).padStart(2, '0')}`,
          start_date: day,
        },
        null,
        clock,
      );
    }
    const closing = plans.filter((p) => p.close === day);
    if (closing.length) await runBilling(db, clock);
    for (const plan of closing) {
      const [open] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM orders WHERE tenant_id = ${plan.tenantId} AND status <> 'completed'`,
      );
      if (open) await closeOrder(db, open.id, null, clock);
    }
  }
  await runBilling(db, { today, leadDays });

  // A few tenants left for good (inactive); some have a promised payment date.
  const inactive = tenantIds.slice(groups.length, groups.length + 4);
  await db.execute(
    sql`UPDATE tenants SET deleted_at = now() - interval '3 days'
        WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(inactive)}::jsonb))`,
  );
  await db.execute(
    sql`UPDATE tenants SET expected_payment_date = ${today}::date + (id % 10)
        WHERE balance_amount < 0 AND id % 4 = 0 AND deleted_at IS NULL`,
  );
}
