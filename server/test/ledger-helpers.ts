import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type Db } from '../src/db/client';
import { coverOldestUnpaidCharges } from '../src/modules/ledger/cover';
import { checkLedgerInvariants } from '../src/modules/ledger/invariants';
import { postEntries } from '../src/modules/ledger/post';

/** Asserts every ledger invariant (and, with `today`, every order status). */
export async function expectLedgerSound(db: Db, options: { tenantId?: number; today?: string } = {}) {
  expect(await checkLedgerInvariants(db, options)).toEqual([]);
}

/**
 * Money a tenant pays, as the payments issue will post it: a payment row through the posting
 * function, then the oldest unpaid charges covered with it.
 */
export async function payIn(db: Db, tenantId: number, amount: string, today: string) {
  await db.transaction(async (tx) => {
    const [posted] = await postEntries(tx, [
      { tenantId, type: 'payment', amount, relatedId: null, description: 'Test payment', createdBy: null },
    ]);
    await coverOldestUnpaidCharges(tx, [{ tenantId, amount }], today);
    return posted;
  });
}

export async function balanceOf(db: Db, tenantId: number) {
  const [row] = await queryRows<{ balance_amount: string }>(
    db,
    sql`SELECT balance_amount FROM tenants WHERE id = ${tenantId}`,
  );
  return row!.balance_amount;
}

export async function confirmationsOf(db: Db, orderId: number) {
  return queryRows<{
    id: number;
    rent_due_date: string;
    rent_amount: string;
    remaining_amount: string;
    status: string;
    paid_date: string | null;
  }>(
    db,
    sql`SELECT id, rent_due_date, rent_amount, remaining_amount, status, paid_date
        FROM rent_confirmations WHERE order_id = ${orderId} ORDER BY rent_due_date`,
  );
}

export async function orderRow(db: Db, orderId: number) {
  const [row] = await queryRows<{ status: string; rent_due_date: string | null }>(
    db,
    sql`SELECT status, rent_due_date FROM orders WHERE id = ${orderId}`,
  );
  return row!;
}

export async function ledgerOf(db: Db, tenantId: number) {
  return queryRows<{
    id: number;
    type: string;
    amount: string;
    current_balance: string;
    related_id: number | null;
    reverses_id: number | null;
  }>(
    db,
    sql`SELECT id, type, amount, current_balance, related_id, reverses_id FROM transactions
        WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
}
