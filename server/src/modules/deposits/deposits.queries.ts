import type { DepositStatement } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { jsonObject, money, selectItem } from '../../db/json';
import { sql } from '../../db/sql';
import { DEPOSIT_JSON } from '../../presenters/orders';
import { propertyRefOrNull, TENANT_REF_JSON } from '../../presenters/references';

/** Writes an order's deposit, due (and charged) on `dueDate`; nothing of it covered yet. */
export async function insertDeposit(
  db: Executor,
  row: { orderId: number; amount: string; dueDate: string; at: string | null },
) {
  const [inserted] = await db.query<{ id: number }>(
    sql`INSERT INTO deposits (order_id, amount, remaining_amount, due_date, created_at)
        VALUES (${row.orderId}, ${row.amount}, ${row.amount}, ${row.dueDate}, coalesce(${row.at}::timestamptz, now()))
        RETURNING id`,
  );
  return inserted!.id;
}

export interface LockedDeposit {
  id: number;
  amount: string;
  remaining_amount: string;
  status: 'unpaid' | 'paid' | 'settled';
  /** The day it was charged, with its order. */
  due_date: string;
}

/** The order's deposit, locked until the transaction ends (after its order and tenant), or null. */
export async function lockDepositOfOrder(db: Executor, orderId: number) {
  const [row] = await db.query<LockedDeposit>(
    sql`SELECT id, amount, remaining_amount, status, due_date FROM deposits WHERE order_id = ${orderId} FOR UPDATE`,
  );
  return row ?? null;
}

/**
 * Settles a deposit: 'settled' on `day` with nothing remaining, and what it held (amount − remaining)
 * released: a `released` movement on `day` (decision 041). Returns what was released.
 */
export async function markSettled(db: Executor, deposit: LockedDeposit, day: string, actorId: number | null) {
  const [row] = await db.query<{ released: string }>(
    sql`WITH settled AS (
          UPDATE deposits SET status = 'settled', remaining_amount = 0, settled_on = ${day},
                              settled_by = ${actorId}
          WHERE id = ${deposit.id}
          RETURNING id, ${deposit.amount}::numeric - ${deposit.remaining_amount}::numeric AS released
        ),
        moved AS (
          INSERT INTO deposit_movements (deposit_id, kind, amount, booked_on)
          SELECT id, 'released', -released, ${day} FROM settled WHERE released > 0
        )
        SELECT released::text FROM settled`,
  );
  return row!.released;
}

/** The ledger row that charged the deposit (its release reverses it). */
export async function findDepositCharge(db: Executor, depositId: number) {
  const [row] = await db.query<{ id: number; tenant_id: number; property_id: number | null }>(
    sql`SELECT id, tenant_id, property_id FROM transactions
        WHERE type = 'deposit' AND related_id = ${depositId} AND reverses_id IS NULL ORDER BY id LIMIT 1`,
  );
  return row!;
}

/**
 * The deposit's statement (`DepositStatement`) of order `orderId`, or null when the order has no
 * deposit: its deductions (the fees its settlement charged, less any voided since), what was released
 * (its `released` movement) and the balance its release left, and the tenant's balance now.
 */
export function selectStatement(db: Executor, orderId: number) {
  const released = sql`(SELECT -sum(m.amount) FROM deposit_movements m
                        WHERE m.deposit_id = d.id AND m.kind = 'released')`;
  return selectItem(
    db,
    jsonObject<DepositStatement>({
      order_id: sql`o.id`,
      tenant: TENANT_REF_JSON,
      property: propertyRefOrNull(sql`p.id`),
      deposit: DEPOSIT_JSON,
      deductions: sql`coalesce((SELECT json_agg(json_build_object('fee_id', f.id,
                                  'type', json_build_object('id', s.id, 'name', s.name),
                                  'amount', f.amount::text, 'description', f.description) ORDER BY f.id)
                                FROM fees f JOIN transaction_sub_types s ON s.id = f.type_id
                                WHERE f.deposit_id = d.id AND f.status <> 'void'), '[]')`,
      deducted: money(sql`(SELECT coalesce(sum(f.amount), 0.00) FROM fees f
                           WHERE f.deposit_id = d.id AND f.status <> 'void')`),
      released: sql`CASE WHEN d.status = 'settled' THEN coalesce(${released}, 0.00)::text END`,
      balance_after: sql`(SELECT r.current_balance::text FROM transactions r
                          WHERE r.type = 'deposit' AND r.related_id = d.id AND r.reverses_id IS NOT NULL)`,
      balance_now: money(sql`t.balance_amount`),
    }),
    sql`FROM deposits d JOIN orders o ON o.id = d.order_id JOIN tenants t ON t.id = o.tenant_id
        LEFT JOIN properties p ON p.id = o.property_id
        WHERE d.order_id = ${orderId}`,
  );
}
