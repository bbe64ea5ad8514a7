import { sql } from '../src/db/sql';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { checkLedgerInvariants } from './ledger-invariants';
import { buildPayment } from './factories';

/** Asserts every ledger invariant (and, with `today`, every order status). */
export async function expectLedgerSound(db: Db, options: { tenantId?: number; today?: string } = {}) {
  expect(await checkLedgerInvariants(db, options)).toEqual([]);
}

/** Money a tenant pays on `today`, in cash, through the payments use case (which covers their charges). */
export async function payIn(db: Db, tenantId: number, amount: string, today: string) {
  return buildPayment(db, { tenantId, amount, today, description: 'Test payment' });
}

export async function balanceOf(db: Db, tenantId: number) {
  const [row] = await db.query<{ balance_amount: string }>(
    sql`SELECT balance_amount FROM tenants WHERE id = ${tenantId}`,
  );
  return row!.balance_amount;
}

export async function confirmationsOf(db: Db, orderId: number) {
  return db.query<{
    id: number;
    rent_due_date: string;
    rent_amount: string;
    remaining_amount: string;
    status: string;
    paid_date: string | null;
  }>(sql`SELECT id, rent_due_date, rent_amount, remaining_amount, status, paid_date
        FROM rent_confirmations WHERE order_id = ${orderId} ORDER BY rent_due_date`);
}

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.query<{ status: string; rent_due_date: string | null }>(
    sql`SELECT status, rent_due_date FROM orders WHERE id = ${orderId}`,
  );
  return row!;
}

export async function ledgerOf(db: Db, tenantId: number) {
  return db.query<{
    id: number;
    type: string;
    amount: string;
    current_balance: string;
    related_id: number | null;
    reverses_id: number | null;
    sub_type_id: number | null;
    property_id: number | null;
  }>(sql`SELECT id, type, amount, current_balance, related_id, reverses_id, sub_type_id, property_id
        FROM transactions WHERE tenant_id = ${tenantId} ORDER BY id`);
}

/** A tenant's fees, oldest first. */
export async function feesOf(db: Db, tenantId: number) {
  return db.query<{
    id: number;
    amount: string;
    remaining_amount: string;
    status: string;
    paid_date: string | null;
  }>(
    sql`SELECT id, amount, remaining_amount, status, paid_date FROM fees WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
}
