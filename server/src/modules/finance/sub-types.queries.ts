import { SUB_TYPE_KINDS, type SubTypeKind } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem, selectItems } from '../../db/json';
import { sql } from '../../db/sql';
import { SUB_TYPE_JSON } from '../../presenters/finance';
import { PAYMENT_METHODS } from '../mail/providers';

/**
 * The sub-types every database starts with (decision 008): the payment methods a US rooming house
 * sees, fee types with their usual amounts, and the income and expense categories. Staff deactivate
 * what they do not use; ledger rows name them, so they are never deleted. The payment methods are
 * first those the mail rules book to (modules/mail/providers.ts PAYMENT_METHODS, each declared on
 * its rule with its detection patterns), then those no mail reports.
 */
export const SEEDED_SUB_TYPES: Record<SubTypeKind, Array<[name: string, defaultAmount?: string]>> = {
  payment: [
    ...PAYMENT_METHODS.map((method): [string] => [method.name]),
    ['Cash'],
    ['Check'],
    ['Money order'],
    ['Bank transfer'],
  ],
  fee: [
    ['Late fee', '50.00'],
    ['Key replacement', '25.00'],
    ['Cleaning', '75.00'],
    ['Damage'],
    ['Lock-out', '35.00'],
    ['Returned payment', '35.00'],
    ['Other'],
  ],
  income: [['Laundry'], ['Parking'], ['Deposit forfeited'], ['Other']],
  expense: [
    ['Utilities'],
    ['Repairs'],
    ['Cleaning supplies'],
    ['Mortgage'],
    ['Insurance'],
    ['Property tax'],
    ['Internet'],
    ['Other'],
  ],
};

/**
 * Seeds the sub-types into a database that has none yet (its first start), each payment method a
 * mail rule books to with that method's detection patterns (PAYMENT_METHODS). Afterwards staff own
 * the list (Settings > Payment methods and sub-types): a renamed, deactivated or edited sub-type is
 * never seeded again.
 */
export async function ensureSeededSubTypes(db: Executor) {
  const rows = SUB_TYPE_KINDS.flatMap((type) =>
    SEEDED_SUB_TYPES[type].map(([name, defaultAmount]) => ({
      type,
      name,
      default_amount: defaultAmount ?? null,
      patterns: (type === 'payment' && PAYMENT_METHODS.find((m) => m.name === name)?.patterns) || [],
    })),
  );
  await db.query(
    sql`INSERT INTO transaction_sub_types (type, name, default_amount, detection_patterns)
        SELECT type, name, default_amount, ARRAY(SELECT jsonb_array_elements_text(patterns))
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS s(type text, name text, default_amount numeric, patterns jsonb)
        WHERE NOT EXISTS (SELECT 1 FROM transaction_sub_types)`,
  );
}

/** Kinds in the order of the form (payment, fee, income, expense). */
const KIND_ORDER = sql.raw(
  `array_position(ARRAY[${SUB_TYPE_KINDS.map((k) => `'${k}'`).join(', ')}], s.type)`,
);

/** Sub-types by kind, then name ('Other' last in each kind, as a form lists it). */
export function selectSubTypes(db: Executor, filter: { isActive?: boolean; types?: SubTypeKind[] }) {
  const conditions = [sql`TRUE`];
  if (filter.isActive !== undefined) conditions.push(sql`s.is_active = ${filter.isActive}`);
  if (filter.types?.length) conditions.push(sql`s.type = ANY(${filter.types}::text[])`);
  return selectItems(
    db,
    SUB_TYPE_JSON,
    sql`FROM transaction_sub_types s WHERE ${sql.join(conditions, ' AND ')}
        ORDER BY ${KIND_ORDER}, lower(s.name) = 'other', lower(s.name), s.id`,
  );
}

export const findSubType = (db: Executor, id: number) =>
  selectItem(db, SUB_TYPE_JSON, sql`FROM transaction_sub_types s WHERE s.id = ${id}`);

/** The sub-type, locked, with what an edit compares; null when there is none. */
export async function lockSubType(db: Executor, id: number) {
  const [row] = await db.query<{
    type: SubTypeKind;
    name: string;
    is_active: boolean;
    default_amount: string | null;
    detection_patterns: string[];
  }>(
    sql`SELECT type, name, is_active, default_amount::text AS default_amount, detection_patterns
        FROM transaction_sub_types WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function subTypeNameTaken(db: Executor, type: SubTypeKind, name: string, exceptId = 0) {
  const rows = await db.query(
    sql`SELECT id FROM transaction_sub_types WHERE type = ${type} AND lower(name) = lower(${name}) AND id <> ${exceptId}`,
  );
  return rows.length > 0;
}

export interface SubTypeColumns {
  name: string;
  is_active: boolean;
  default_amount: string | null;
  detection_patterns: string[];
}

export async function insertSubType(db: Executor, type: SubTypeKind, row: SubTypeColumns) {
  const [inserted] = await db.query<{ id: number }>(
    sql`INSERT INTO transaction_sub_types (type, name, default_amount, detection_patterns)
        VALUES (${type}, ${row.name}, ${row.default_amount}::numeric, ${row.detection_patterns}::text[]) RETURNING id`,
  );
  return inserted!.id;
}

export async function updateSubType(db: Executor, id: number, row: SubTypeColumns) {
  await db.query(
    sql`UPDATE transaction_sub_types SET name = ${row.name}, is_active = ${row.is_active},
          default_amount = ${row.default_amount}::numeric, detection_patterns = ${row.detection_patterns}::text[]
        WHERE id = ${id}`,
  );
}
