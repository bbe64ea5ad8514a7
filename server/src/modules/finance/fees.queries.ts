import type { Fee } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { isoTime } from '../orders/orders.queries';

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
}

/** Inserts unpaid fees (nothing covered yet) in the given order; returns ids and type names in that order. */
export async function insertFees(db: Executor, rows: FeeRowInput[]) {
  const inserted = await queryRows<{ id: number; type_name: string; ord: number }>(
    db,
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows.map((r, ord) => ({ ...r, ord })))}::jsonb)
            AS f(ord int, tenant_id int, amount numeric, type_id int, due_date date, description text,
                 created_by int, at timestamptz)
        ),
        inserted AS (
          INSERT INTO fees (tenant_id, amount, remaining_amount, type_id, due_date, description, created_by,
                            created_at)
          SELECT tenant_id, amount, amount, type_id, due_date, description, created_by, coalesce(at, now())
          FROM input ORDER BY ord
          RETURNING id, type_id
        )
        SELECT i.id, s.name AS type_name, (row_number() OVER (ORDER BY i.id) - 1)::int AS ord
        FROM inserted i JOIN transaction_sub_types s ON s.id = i.type_id`,
  );
  return inserted.sort((a, b) => a.ord - b.ord);
}

interface FeeRow {
  id: number;
  tenant_id: number;
  first_name: string;
  last_name: string;
  amount: string;
  remaining_amount: string;
  type_id: number;
  type_name: string;
  status: 'unpaid' | 'paid' | 'void';
  paid_date: string | null;
  description: string;
  created_at: string;
  voided_at: string | null;
  void_reason: string | null;
  voided_by: string | null;
  balance_after: string;
}

const toFee = (row: FeeRow): Fee => ({
  id: row.id,
  tenant: { id: row.tenant_id, first_name: row.first_name, last_name: row.last_name },
  amount: row.amount,
  remaining_amount: row.remaining_amount,
  type: { id: row.type_id, name: row.type_name },
  description: row.description,
  created_at: row.created_at,
  is_paid: row.status === 'paid',
  paid_date: row.paid_date,
  void:
    row.voided_at === null
      ? null
      : { voided_at: row.voided_at, reason: row.void_reason ?? '', voided_by: row.voided_by },
  balance_after: row.balance_after,
});

/** A fee with its tenant, type and void; `balance_after` is the balance right after its charge. */
export async function findFee(db: Executor, id: number): Promise<Fee | null> {
  const [row] = await queryRows<FeeRow>(
    db,
    sql`SELECT f.id, f.tenant_id, t.first_name, t.last_name, f.amount, f.remaining_amount, f.type_id,
               s.name AS type_name, f.status, f.paid_date, f.description,
               ${isoTime(sql`f.created_at`)} AS created_at, ${isoTime(sql`f.voided_at`)} AS voided_at,
               f.void_reason, u.username AS voided_by,
               (SELECT tr.current_balance FROM transactions tr
                WHERE tr.type = 'fee' AND tr.related_id = f.id AND tr.reverses_id IS NULL
                ORDER BY tr.id LIMIT 1) AS balance_after
        FROM fees f JOIN tenants t ON t.id = f.tenant_id
        JOIN transaction_sub_types s ON s.id = f.type_id
        LEFT JOIN users u ON u.id = f.voided_by
        WHERE f.id = ${id}`,
  );
  return row ? toFee(row) : null;
}

/** Whose fee it is (tenants are locked before their fees), or null. */
export async function findFeeTenant(db: Executor, id: number) {
  const [row] = await queryRows<{ tenant_id: number }>(db, sql`SELECT tenant_id FROM fees WHERE id = ${id}`);
  return row?.tenant_id ?? null;
}

/** The fee, locked until the transaction ends. */
export async function lockFee(db: Executor, id: number) {
  const [row] = await queryRows<{ id: number; status: 'unpaid' | 'paid' | 'void' }>(
    db,
    sql`SELECT id, status FROM fees WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

/**
 * Void: nothing remains to cover and it was never paid (what had been covered comes back as credit
 * through the reversal).
 */
export async function markFeeVoid(db: Executor, id: number, voidedBy: number | null, reason: string) {
  await db.execute(
    sql`UPDATE fees SET status = 'void', remaining_amount = 0, paid_date = NULL, voided_at = now(),
                        voided_by = ${voidedBy}, void_reason = ${reason}
        WHERE id = ${id}`,
  );
}

/**
 * Covers new fees from the credit the tenant had before each: after posting, with the balance right
 * after each fee's row, remaining = min(amount, max(0, −balance after)) (credit means nothing older is
 * unpaid, so the new fee is the only charge it can go to); 'paid' on `today` when nothing remains.
 */
export async function settleNewFees(
  db: Executor,
  posted: Array<{ related_id: number | null; current_balance: string }>,
  today: string,
) {
  const settled = JSON.stringify(posted.map((p) => ({ id: p.related_id, balance: p.current_balance })));
  await db.execute(
    sql`UPDATE fees f
           SET remaining_amount = least(f.amount, greatest(0, -p.balance)),
               status = CASE WHEN p.balance >= 0 THEN 'paid' ELSE 'unpaid' END,
               paid_date = CASE WHEN p.balance >= 0 THEN ${today}::date END
          FROM jsonb_to_recordset(${settled}::jsonb) AS p(id int, balance numeric)
         WHERE f.id = p.id`,
  );
}
