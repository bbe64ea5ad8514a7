import fc from 'fast-check';
import type { Db } from '../src/db/database';
import { sql } from '../src/db/sql';

/**
 * What the bad-input battery sends (issue 16): for each field a route's schema names, a value that
 * is plausible for its name (an id that exists, a two-decimal amount, today) or a hostile one (NUL,
 * a lone surrogate, huge, negative and non-finite numbers, 3-decimal money, unknown and deleted ids,
 * wrong types), plus unknown fields.
 */
export interface House {
  /** Ids that exist (tenants, orders, beds, payments…: the demo house numbers them from 1). */
  ids: number[];
  /** A tenant that is deleted (inactive). */
  deletedTenantId: number;
  today: string;
}

const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '',
  ' ',
  'x'.repeat(20_000),
  -1,
  0,
  1e308,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 31) - 1,
  2 ** 31,
  '10.005',
  '-0.00',
  '-10.00',
  'NaN',
  'Infinity',
  '1e3',
  999_999_999,
  '2026-02-30',
  '0000-00-00',
  '12/31/2026',
  true,
  null,
  [],
  [1, 2],
  {},
  { id: 1 },
];

/** The field names of a zod object schema (zod 4 keeps them in `shape`); none for anything else. */
export function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A value that fits the field's name, so that some requests get past validation to the rules. */
function plausible(field: string, house: House): fc.Arbitrary<unknown> {
  if (/(^|_)ids?$|_id$|^(tenant|property|room|bed|order|method|type|sub_type)$/.test(field)) {
    const id = fc.oneof(fc.constantFrom(...house.ids), fc.constant(house.deletedTenantId));
    return field.endsWith('ids') ? fc.array(id, { minLength: 1, maxLength: 3 }) : id;
  }
  if (/amount|price/.test(field)) return fc.constantFrom('10.00', '0.01', '650.00', 25);
  if (/date|_on$|_from$|_to$/.test(field)) return fc.constant(house.today);
  if (/page|number|days|count|size/.test(field)) return fc.integer({ min: 1, max: 5 });
  return fc.constantFrom('Ann', 'Main St', 'income', 'payment', 'monthly', 'mixed', 'x');
}

const valueFor = (field: string, house: House) =>
  fc.oneof(
    { arbitrary: plausible(field, house), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE), weight: 3 },
  );

/** A JSON body: some of the schema's fields, sometimes an unknown one, sometimes not an object at all. */
export function bodyFor(fields: string[], house: House): fc.Arbitrary<unknown> {
  const record = fc.record(Object.fromEntries(fields.map((f) => [f, valueFor(f, house)])), {
    requiredKeys: [],
  });
  return fc.oneof(
    { arbitrary: record, weight: 8 },
    { arbitrary: record.map((r) => ({ ...r, not_a_field: 'x' })), weight: 1 },
    { arbitrary: fc.constantFrom<unknown>([], 'text', 42, null), weight: 1 },
  );
}

/** A query string of the schema's keys (and an unknown one), values encoded, hostile ones raw. */
export function queryFor(fields: string[], house: House): fc.Arbitrary<string> {
  const encode = (value: unknown) => {
    if (value === '\uD800') return '%ED%A0%80'; // a lone surrogate, as a browser cannot send it
    if (typeof value === 'string' && value.includes('\uDFFF')) return 'x%ED%BF%BFy';
    return encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  const pairs = fc.array(
    fc.tuple(fc.constantFrom(...fields, 'unknown_key'), fc.constantFrom<unknown>(...HOSTILE, 'Ann')),
    { maxLength: 4 },
  );
  const plausiblePairs = fc.array(
    fc.constantFrom(...fields, 'unknown_key').chain((f) => plausible(f, house).map((v) => [f, v] as const)),
    { maxLength: 3 },
  );
  return fc
    .tuple(pairs, plausiblePairs)
    .map(([a, b]) => [...a, ...b].map(([k, v]) => `${k}=${encode(v)}`).join('&'))
    .map((q) => (q ? `?${q}` : ''));
}

/** A path id: one that exists, or one that cannot. */
export const idInPath = (house: House) =>
  fc.oneof(
    fc.constantFrom(...house.ids.map(String)),
    fc.constantFrom('999999999', '-1', '0', 'abc', '1e3', '99999999999999999999', '%00', '1.5'),
  );

/**
 * Every tenant's balance, as a sum and a digest. Part of the snapshot; and alone, what an accepted
 * upload must leave as it was (it may store mails and candidates, never move money).
 */
export async function balancesOf(db: Db): Promise<string> {
  const [balances] = await db.query<{ sum: string | null; digest: string | null }>(
    sql`SELECT sum(balance_amount)::text AS sum, md5(string_agg(id || ':' || balance_amount, ',' ORDER BY id)) AS digest
        FROM tenants`,
  );
  return JSON.stringify(balances);
}

/**
 * What a refused request must leave as it was: the row count of every table (but the sign-in
 * failures, which a refused sign-in records on purpose), and every tenant's balance.
 */
export async function snapshot(db: Db): Promise<string> {
  const tables = await db.query<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'login_failures'
        ORDER BY tablename`,
  );
  const counts = await db.query<{ t: string; n: number }>(
    sql.raw(
      tables
        .map((t) => `SELECT '${t.tablename}' AS t, count(*)::int AS n FROM "${t.tablename}"`)
        .join(' UNION ALL '),
    ),
  );
  return JSON.stringify({ counts, balances: await balancesOf(db) });
}
