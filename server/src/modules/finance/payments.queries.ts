import type { Payment } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { isoTime } from '../orders/orders.queries';

export interface PaymentRowInput {
  tenant_id: number;
  amount: string;
  method_id: number;
  description: string;
  created_by: number | null;
  /** When it was received and applied; null: now. */
  at: string | null;
}

/** Inserts applied payments in the given order; returns their ids and method names in that order. */
export async function insertPayments(db: Executor, rows: PaymentRowInput[]) {
  const inserted = await queryRows<{ id: number; method: string; ord: number }>(
    db,
    sql`WITH input AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows.map((r, ord) => ({ ...r, ord })))}::jsonb)
            AS p(ord int, tenant_id int, amount numeric, method_id int, description text, created_by int,
                 at timestamptz)
        ),
        inserted AS (
          INSERT INTO payments (tenant_id, amount, method_id, description, created_by, created_at, applied_at)
          SELECT tenant_id, amount, method_id, description, created_by, coalesce(at, now()), coalesce(at, now())
          FROM input ORDER BY ord
          RETURNING id, method_id
        )
        SELECT i.id, s.name AS method, (row_number() OVER (ORDER BY i.id) - 1)::int AS ord
        FROM inserted i JOIN transaction_sub_types s ON s.id = i.method_id`,
  );
  return inserted.sort((a, b) => a.ord - b.ord);
}

interface PaymentRow {
  id: number;
  tenant_id: number;
  first_name: string;
  last_name: string;
  amount: string;
  method_id: number;
  method_name: string;
  description: string;
  created_at: string;
  applied_at: string | null;
  voided_at: string | null;
  void_reason: string | null;
  voided_by: string | null;
  balance_after: string;
}

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  tenant: { id: row.tenant_id, first_name: row.first_name, last_name: row.last_name },
  amount: row.amount,
  method: { id: row.method_id, name: row.method_name },
  description: row.description,
  created_at: row.created_at,
  applied_at: row.applied_at,
  is_applied: row.applied_at !== null,
  void:
    row.voided_at === null
      ? null
      : { voided_at: row.voided_at, reason: row.void_reason ?? '', voided_by: row.voided_by },
  balance_after: row.balance_after,
});

/**
 * A payment with its tenant, method and void. `balance_after` is the balance right after its ledger
 * row (a payment not applied yet has none: the tenant's balance now).
 */
export async function findPayment(db: Executor, id: number): Promise<Payment | null> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`SELECT p.id, p.tenant_id, t.first_name, t.last_name, p.amount, p.method_id, s.name AS method_name,
               p.description, ${isoTime(sql`p.created_at`)} AS created_at,
               ${isoTime(sql`p.applied_at`)} AS applied_at, ${isoTime(sql`p.voided_at`)} AS voided_at,
               p.void_reason, u.username AS voided_by,
               coalesce((SELECT tr.current_balance FROM transactions tr
                         WHERE tr.type = 'payment' AND tr.related_id = p.id AND tr.reverses_id IS NULL
                         ORDER BY tr.id LIMIT 1), t.balance_amount) AS balance_after
        FROM payments p JOIN tenants t ON t.id = p.tenant_id
        JOIN transaction_sub_types s ON s.id = p.method_id
        LEFT JOIN users u ON u.id = p.voided_by
        WHERE p.id = ${id}`,
  );
  return row ? toPayment(row) : null;
}

/** Whose payment it is (tenants are locked before their payments), or null. */
export async function findPaymentTenant(db: Executor, id: number) {
  const [row] = await queryRows<{ tenant_id: number }>(
    db,
    sql`SELECT tenant_id FROM payments WHERE id = ${id}`,
  );
  return row?.tenant_id ?? null;
}

/** The payment, locked until the transaction ends. */
export async function lockPayment(db: Executor, id: number) {
  const [row] = await queryRows<{ id: number; is_void: boolean; is_applied: boolean }>(
    db,
    sql`SELECT id, voided_at IS NOT NULL AS is_void, applied_at IS NOT NULL AS is_applied
        FROM payments WHERE id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

export async function markPaymentVoid(db: Executor, id: number, voidedBy: number | null, reason: string) {
  await db.execute(
    sql`UPDATE payments SET voided_at = now(), voided_by = ${voidedBy}, void_reason = ${reason} WHERE id = ${id}`,
  );
}
