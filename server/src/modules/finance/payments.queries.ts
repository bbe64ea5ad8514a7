import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { sql } from '../../db/sql';
import { PAYMENT_JOINS, PAYMENT_JSON } from '../../presenters/finance';

export interface PaymentRowInput {
  tenant_id: number;
  amount: string;
  method_id: number;
  description: string;
  created_by: number | null;
  /** When it was recorded and applied; null: now. */
  at: string | null;
  /** The business day it was received. */
  received_on: string;
}

/**
 * Inserts applied payments in the given order; returns their ids, method names and received days in
 * that order.
 */
export async function insertPayments(db: Executor, rows: PaymentRowInput[]) {
  const inserted = await db.query<{ id: number; method: string; received_on: string; ord: number }>(
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows.map((r, ord) => ({ ...r, ord })))}::jsonb)
            AS p(ord int, tenant_id int, amount numeric, method_id int, description text, created_by int,
                 at timestamptz, received_on date)
        ),
        inserted AS (
          INSERT INTO payments
            (tenant_id, amount, method_id, description, received_on, created_by, created_at, applied_at)
          SELECT tenant_id, amount, method_id, description,
                 received_on, created_by, coalesce(at, now()), coalesce(at, now())
          FROM input ORDER BY ord
          RETURNING id, method_id, received_on
        )
        SELECT i.id, s.name AS method, i.received_on, (row_number() OVER (ORDER BY i.id) - 1)::int AS ord
        FROM inserted i JOIN transaction_sub_types s ON s.id = i.method_id`,
  );
  return inserted.sort((a, b) => a.ord - b.ord);
}

/**
 * A payment with its tenant, method and void; its balance is the tenant's right after its ledger row.
 */
export const findPayment = (db: Executor, id: number) =>
  selectItem(db, PAYMENT_JSON, sql`FROM payments pay ${PAYMENT_JOINS} WHERE pay.id = ${id}`);

/** Whose payment it is (tenants are locked before their payments), or null. */
export async function findPaymentTenant(db: Executor, id: number) {
  const [row] = await db.query<{ tenant_id: number }>(sql`SELECT tenant_id FROM payments WHERE id = ${id}`);
  return row?.tenant_id ?? null;
}

/** The payment, locked until the transaction ends. */
export async function lockPayment(db: Executor, id: number) {
  const [row] = await db.query<{ id: number; tenant_id: number; is_void: boolean; is_applied: boolean }>(
    sql`SELECT id, tenant_id, voided_at IS NOT NULL AS is_void, applied_at IS NOT NULL AS is_applied
        FROM payments WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function markPaymentVoid(
  db: Executor,
  id: number,
  voidedBy: number | null,
  reason: string,
  at: string | null = null,
) {
  await db.query(
    sql`UPDATE payments SET voided_at = coalesce(${at}::timestamptz, now()), voided_by = ${voidedBy},
                            void_reason = ${reason}
        WHERE id = ${id}`,
  );
}
