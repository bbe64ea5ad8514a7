import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { sql } from '../../db/sql';
import { FEE_JOINS, FEE_JSON } from '../../presenters/finance';

export interface FeeRowInput {
  tenant_id: number;
  amount: string;
  type_id: number;
  /** The day it is charged, in the business time zone: its due date. */
  due_date: string;
  description: string;
  created_by: number | null;
  /** When it was charged; null: now. */
  at: string | null;
  /** The deposit whose settlement charges it (a deduction), or null. */
  deposit_id: number | null;
}

/** Inserts unpaid fees (nothing covered yet) in the given order; returns ids and type names in that order. */
export async function insertFees(db: Executor, rows: FeeRowInput[]) {
  const inserted = await db.query<{ id: number; type_name: string; ord: number }>(
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows.map((r, ord) => ({ ...r, ord })))}::jsonb)
            AS f(ord int, tenant_id int, amount numeric, type_id int, due_date date, description text,
                 created_by int, at timestamptz, deposit_id int)
        ),
        inserted AS (
          INSERT INTO fees (tenant_id, amount, remaining_amount, type_id, due_date, description, created_by,
                            created_at, deposit_id)
          SELECT tenant_id, amount, amount, type_id, due_date, description, created_by, coalesce(at, now()),
                 deposit_id
          FROM input ORDER BY ord
          RETURNING id, type_id
        )
        SELECT i.id, s.name AS type_name, (row_number() OVER (ORDER BY i.id) - 1)::int AS ord
        FROM inserted i JOIN transaction_sub_types s ON s.id = i.type_id`,
  );
  return inserted.sort((a, b) => a.ord - b.ord);
}

/** A fee with its tenant, type and void; its balance is the tenant's right after its charge. */
export const findFee = (db: Executor, id: number) =>
  selectItem(db, FEE_JSON, sql`FROM fees f ${FEE_JOINS} WHERE f.id = ${id}`);

/** Whose fee it is (tenants are locked before their fees), or null. */
export async function findFeeTenant(db: Executor, id: number) {
  const [row] = await db.query<{ tenant_id: number }>(sql`SELECT tenant_id FROM fees WHERE id = ${id}`);
  return row?.tenant_id ?? null;
}

/** The fee, locked until the transaction ends. */
export async function lockFee(db: Executor, id: number) {
  const [row] = await db.query<{ id: number; tenant_id: number; status: 'unpaid' | 'paid' | 'void' }>(
    sql`SELECT id, tenant_id, status FROM fees WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

/**
 * Void: nothing remains to cover and it was never paid (what had been covered comes back as credit
 * through the reversal).
 */
export async function markFeeVoid(
  db: Executor,
  id: number,
  voidedBy: number | null,
  reason: string,
  at: string | null = null,
) {
  await db.query(
    sql`UPDATE fees SET status = 'void', remaining_amount = 0, paid_date = NULL,
                        voided_at = coalesce(${at}::timestamptz, now()),
                        voided_by = ${voidedBy}, void_reason = ${reason}
        WHERE id = ${id}`,
  );
}

/** A late fee not voided, of a rent confirmation still unpaid: its deadline (DOMAIN "Late fees"). */
export interface StandingLateFee {
  id: number;
  tenant_id: number;
  rent_id: number;
  deadline: string;
}

export const selectStandingLateFees = (db: Executor, tenantIds: number[]) =>
  db.query<StandingLateFee>(
    sql`SELECT f.id, f.tenant_id, f.late_for_rent_id AS rent_id, f.late_deadline AS deadline
        FROM fees f JOIN rent_confirmations rc ON rc.id = f.late_for_rent_id
        WHERE f.tenant_id = ANY(${[...new Set(tenantIds)]}::int[]) AND f.status <> 'void'
          AND rc.status = 'unpaid'
        ORDER BY f.id`,
  );

/** Which of these rent confirmations are paid now. */
export async function selectPaidRents(db: Executor, rentIds: number[]) {
  const rows = await db.query<{ id: number }>(
    sql`SELECT id FROM rent_confirmations WHERE id = ANY(${rentIds}::int[]) AND status = 'paid'`,
  );
  return new Set(rows.map((r) => r.id));
}
