import { FIRST_NAMES, LAST_NAMES } from '../src/setup/seed/tenants';

/**
 * A house of `n` tenants for the benchmarks, in bulk SQL, deterministic (no randomness): n/100
 * properties of 40 rooms of 3 beds (1.2 beds per tenant), tenants named from 40 × 40 common US names.
 * Tenants g ≤ 0.4n hold an open order on bed g starting today to 5 days ahead (periods in turn, rent
 * from the bed's price), so the first billing run charges each once; 0.4n < g ≤ 0.7n have a completed
 * order (g > 0.66n of those are inactive); the rest have none. Some expect to pay on a given day.
 * At n = 50,000 this is the tenants benchmark's house.
 */
export function houseStatements(n: number, today: string): string[] {
  const list = (items: string[]) => `(ARRAY[${items.map((s) => `'${s}'`).join(', ')}])`;
  const first = list(FIRST_NAMES);
  const last = list(LAST_NAMES);
  const areas = list(['312', '512', '215', '503', '720', '404', '602', '614']);
  const hosts = list(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com']);
  const [open, completed, inactive] = [0.4, 0.7, 0.66].map((share) => Math.round(n * share));
  const beds = Math.ceil(n / 100) * 120;
  return [
    `INSERT INTO properties (address, city, state, zip_code)
     SELECT (100 + (g * 37) % 9800)::text || ' ' || (ARRAY['Maple', 'Oak', 'Pine', 'Cedar', 'Elm'])[1 + g % 5]
              || ' St', 'Austin', 'TX', '78702'
     FROM generate_series(1, ${Math.ceil(n / 100)}) g`,
    `INSERT INTO rooms (property_id, number, gender_designation)
     SELECT p.id, floor * 100 + n, (ARRAY['male', 'female', 'mixed'])[1 + (p.id + n) % 3]
     FROM properties p, generate_series(1, 4) floor, generate_series(1, 10) n`,
    `INSERT INTO beds (room_id, number, price)
     SELECT r.id, b, 450 + ((r.id * 7 + b * 13) % 46) * 10 FROM rooms r, generate_series(1, 3) b`,
    `INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth, expected_payment_date,
                          deleted_at, created_at)
     SELECT ${first}[1 + g % 40], ${last}[1 + (g / 40) % 40],
            lower(${first}[1 + g % 40] || '.' || ${last}[1 + (g / 40) % 40] || g) || '@' || ${hosts}[1 + g % 5],
            ${areas}[1 + g % 8] || lpad((g::bigint * 7919 % 10000000)::text, 7, '0'),
            date '1960-01-01' + (g * 37) % 15000,
            CASE WHEN g % 9 = 0 THEN date '${today}' + g % 20 END,
            CASE WHEN g > ${inactive} AND g <= ${completed} THEN now() - interval '10 days' END,
            now() - (g % 900) * interval '1 day'
     FROM generate_series(1, ${n}) g`,
    // Completed orders on any bed, closed in the past.
    `INSERT INTO orders (tenant_id, status, period_payment, rent_amount, start_date, created_at, deleted_at,
                         property_id)
     SELECT t.id, 'completed', (ARRAY['monthly', 'weekly', 'daily'])[1 + t.id % 3], 600,
            date '${today}' - 200 + t.id % 90, now() - interval '200 days', now() - interval '30 days',
            (SELECT b.property_id FROM beds b WHERE b.id = 1 + t.id % ${beds})
     FROM tenants t WHERE t.id > ${open} AND t.id <= ${completed}`,
    `INSERT INTO order_beds (order_id, bed_id, is_open, start_date, end_date)
     SELECT o.id, 1 + o.tenant_id % ${beds}, false, o.start_date, greatest(o.start_date, o.deleted_at::date)
     FROM orders o`,
    // Open orders on bed = tenant id, starting today … today + 5.
    `INSERT INTO orders (tenant_id, period_payment, rent_amount, start_date, created_at, property_id)
     SELECT t.id, p.period,
            round(b.price / CASE p.period WHEN 'monthly' THEN 1 WHEN 'weekly' THEN 4 ELSE 30 END, 2),
            date '${today}' + t.id % 6, now() - (t.id % 90) * interval '1 hour', b.property_id
     FROM tenants t JOIN beds b ON b.id = t.id
     CROSS JOIN LATERAL (SELECT (ARRAY['monthly', 'weekly', 'daily'])[1 + t.id % 3] AS period) p
     WHERE t.id <= ${open}`,
    `INSERT INTO order_beds (order_id, bed_id, start_date)
     SELECT o.id, o.tenant_id, o.start_date FROM orders o WHERE o.status <> 'completed'`,
  ];
}

/**
 * `rows` ledger rows over the two years before now, as the reports benchmark writes them: payments,
 * rent, fees, income and expense at evenly spread instants, for tenants and properties in turn; each
 * payment by one of the seeded payment methods in turn (a rename of one then concerns a sixth of
 * them, issue 29).
 */
export function ledgerStatement(rows: number, tenants: number): string {
  const span = `interval '730 days'`;
  return `INSERT INTO transactions (type, sub_type_id, tenant_id, property_id, amount, current_balance, created_at,
                                   booked_on)
     SELECT x.type, CASE WHEN x.type = 'payment' THEN m.ids[1 + g % cardinality(m.ids)] END,
            CASE WHEN x.type IN ('income', 'expense') THEN NULL ELSE 1 + g % ${tenants} END,
            1 + g % ${Math.ceil(tenants / 100)},
            CASE x.type WHEN 'payment' THEN 600 WHEN 'rent' THEN -600 WHEN 'fee' THEN -50 ELSE 10 + g % 500 END,
            CASE WHEN x.type IN ('income', 'expense') THEN NULL ELSE 0 END,
            at.at, (at.at AT TIME ZONE (SELECT time_zone FROM business_settings))::date
     FROM generate_series(1, ${rows}) g
     CROSS JOIN LATERAL (SELECT now() - ${span} + (g::float8 / ${rows}) * ${span} AS at) at
     CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM transaction_sub_types WHERE type = 'payment') m
     CROSS JOIN LATERAL (SELECT (ARRAY['payment', 'payment', 'payment', 'rent', 'rent', 'rent', 'fee', 'income',
                                       'expense', 'payment'])[1 + g % 10] AS type) x`;
}
