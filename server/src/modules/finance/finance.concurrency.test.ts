import { addDays, fromCents, toCents, type PeriodPayment } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { createPostgresDatabase, engine, scratchDatabaseName } from '../../../test/database';
import { buildBed, buildTenant } from '../../../test/factories';
import type { Db } from '../../db/database';
import { openPostgres } from '../../db/open';
import { prepareDatabase } from '../../setup/prepare';
import { AppError } from '../../errors';
import { runBilling } from '../../modules/billing/billing.service';
import { checkLedgerInvariants } from '../../../test/ledger-invariants';
import { settleDeposit } from '../deposits/deposits.service';
import { refundCredit } from '../deposits/refunds.service';
import { closeOrder, createOrder } from '../orders/orders.service';
import { chargeFee, voidFee } from './fees.service';
import { postPayment, voidPayment } from './payments.service';

/**
 * Real concurrency (PostgreSQL only: the embedded engine runs one statement at a time): 16 clients on
 * their own pool connections run 2,000 random operations at once against one database: payments,
 * fees, voids of existing ones, orders created (half with a deposit) and closed, deposits settled,
 * credit refunded, billing, on a business day that moves
 * forward as the operations go. No deadlock or serialization failure may surface (lock order: orders
 * before tenants, each by id); refusals the rules call for (a bed taken, already void, …) are fine.
 * Afterwards every invariant holds to the cent, and each tenant's current_balance chain adds up row
 * by row.
 */

const CLIENTS = 16;
const OPERATIONS = 2_000;
const TENANTS = 60;
const BEDS = 70;
const START = '2026-05-25';
const OPS_PER_DAY = 250;

/** A small deterministic generator (mulberry32), one stream per operation. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function runOperation(
  db: Db,
  i: number,
  ids: { tenants: number[]; beds: number[]; methods: number[]; fees: number[] },
  made: { payments: number[]; fees: number[] },
) {
  const next = random(20_260_525 + i);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const today = addDays(START, Math.floor(i / OPS_PER_DAY));
  const tenantId = pick(ids.tenants);
  const roll = next();
  if (roll < 0.3) {
    const created = await postPayment(
      db,
      {
        tenant_id: tenantId,
        amount: fromCents(1 + Math.floor(next() * 80_000)),
        method_id: pick(ids.methods),
        description: null,
      },
      null,
      { today },
    );
    made.payments.push(created.id);
    return 'payment';
  }
  if (roll < 0.48) {
    const created = await chargeFee(
      db,
      {
        tenant_id: tenantId,
        amount: fromCents(500 + Math.floor(next() * 15_000)),
        type_id: pick(ids.fees),
        description: null,
      },
      null,
      { today },
    );
    made.fees.push(created.id);
    return 'fee';
  }
  if (roll < 0.56) {
    if (!made.payments.length) return 'skip';
    await voidPayment(db, pick(made.payments), { reason: 'load' }, null, { today });
    return 'void payment';
  }
  if (roll < 0.64) {
    if (!made.fees.length) return 'skip';
    await voidFee(db, pick(made.fees), { reason: 'load' }, null, { today });
    return 'void fee';
  }
  if (roll < 0.8) {
    const beds = [pick(ids.beds), ...(next() < 0.2 ? [pick(ids.beds)] : [])];
    await createOrder(
      db,
      {
        tenant_id: tenantId,
        bed_ids: [...new Set(beds)],
        period_payment: pick<PeriodPayment>(['monthly', 'weekly', 'daily', 'daily']),
        rent_amount: fromCents(1_000 + Math.floor(next() * 70_000)),
        start_date: addDays(today, -Math.floor(next() * 10)),
        deposit_amount: next() < 0.5 ? fromCents(1_000 + Math.floor(next() * 50_000)) : null,
      },
      null,
      { today, leadDays: 5 },
    );
    return 'order';
  }
  if (roll < 0.84) {
    const [held] = await db.query<{ order_id: number }>(
      sql`SELECT order_id FROM deposits WHERE status <> 'settled' ORDER BY id OFFSET ${Math.floor(next() * 20)} LIMIT 1`,
    );
    if (!held) return 'skip';
    const deductions =
      next() < 0.5
        ? [
            {
              type_id: pick(ids.fees),
              amount: fromCents(100 + Math.floor(next() * 20_000)),
              description: 'load',
            },
          ]
        : [];
    await settleDeposit(db, held.order_id, { deductions, booked_on: null }, null, { today });
    return 'settle';
  }
  if (roll < 0.87) {
    const [credit] = await db.query<{ id: number; balance_amount: string }>(
      sql`SELECT id, balance_amount FROM tenants WHERE balance_amount > 0 ORDER BY id
          OFFSET ${Math.floor(next() * 10)} LIMIT 1`,
    );
    if (!credit) return 'skip';
    // The balance may move before the refund locks the tenant: more than the credit then is a 400.
    const cents = Math.min(toCents(credit.balance_amount), 1 + Math.floor(next() * 40_000));
    await refundCredit(
      db,
      { tenant_id: credit.id, amount: fromCents(cents), method_id: pick(ids.methods), description: null },
      null,
      { today },
    );
    return 'refund';
  }
  if (roll < 0.93) {
    const [open] = await db.query<{ id: number }>(
      sql`SELECT id FROM orders WHERE status <> 'completed' ORDER BY id OFFSET ${Math.floor(next() * 20)} LIMIT 1`,
    );
    if (!open) return 'skip';
    await closeOrder(db, open.id, null, { today });
    return 'close';
  }
  await runBilling(db, { today, leadDays: 5, batchSize: 20, connections: 2 });
  return 'billing';
}

describe.runIf(engine === 'postgres')('money under real concurrency', () => {
  it('keeps every balance, Σ remaining and the current_balance chain exact: 16 clients, 2,000 operations', async () => {
    const database = openPostgres(await createPostgresDatabase(scratchDatabaseName('money_load')), {
      max: CLIENTS + 1,
    });
    try {
      await prepareDatabase(database, { seedDemo: false });
      const db = database.db;
      const ids = {
        tenants: [] as number[],
        beds: [] as number[],
        methods: [] as number[],
        fees: [] as number[],
      };
      for (let i = 0; i < TENANTS; i++) ids.tenants.push((await buildTenant(db)).id);
      for (let i = 0; i < BEDS; i++) ids.beds.push((await buildBed(db)).id);
      const subTypes = await db.query<{ id: number; type: string }>(
        sql`SELECT id, type FROM transaction_sub_types WHERE type IN ('payment', 'fee')`,
      );
      ids.methods = subTypes.filter((s) => s.type === 'payment').map((s) => s.id);
      ids.fees = subTypes.filter((s) => s.type === 'fee').map((s) => s.id);

      const made = { payments: [] as number[], fees: [] as number[] };
      const done: Record<string, number> = {};
      const unexpected: string[] = [];
      let counter = 0;
      const client = async () => {
        for (let i = counter++; i < OPERATIONS; i = counter++) {
          try {
            const kind = await runOperation(db, i, ids, made);
            done[kind] = (done[kind] ?? 0) + 1;
          } catch (error) {
            // A refusal of the rules (bed taken, already void, order already completed) is a 400.
            if (error instanceof AppError && error.code === 'validation')
              done.refused = (done.refused ?? 0) + 1;
            else
              unexpected.push(
                `#${i}: ${String(error)} ${JSON.stringify((error as { cause?: unknown }).cause ?? '')}`,
              );
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      expect(unexpected).toEqual([]);
      expect(Object.values(done).reduce((a, b) => a + b, 0)).toBe(OPERATIONS);
      expect(done.payment).toBeGreaterThan(400);
      expect(done['void payment']).toBeGreaterThan(50);
      expect(done['void fee']).toBeGreaterThan(50);
      expect(done.settle).toBeGreaterThan(20);
      expect(done.refund).toBeGreaterThan(20);

      const last = addDays(START, Math.floor((OPERATIONS - 1) / OPS_PER_DAY));
      await runBilling(db, { today: last, leadDays: 5 });
      expect(await checkLedgerInvariants(db, { today: last })).toEqual([]);

      // 0.00 drift in every balance and in Σ remaining, and the chain row by row, counted here in cents.
      const [drift] = await db.query<{
        balances: string;
        remaining: string;
      }>(sql`SELECT (SELECT sum(balance_amount) FROM tenants)
                   - (SELECT coalesce(sum(amount), 0) FROM transactions WHERE tenant_id IS NOT NULL
                        AND type NOT IN ('income', 'expense')) AS balances,
                   (SELECT coalesce(sum(remaining_amount), 0) FROM (
                      SELECT remaining_amount FROM rent_confirmations WHERE status = 'unpaid'
                      UNION ALL SELECT remaining_amount FROM fees WHERE status = 'unpaid'
                      UNION ALL SELECT remaining_amount FROM deposits WHERE status = 'unpaid'
                      UNION ALL SELECT remaining_amount FROM refunds WHERE status = 'unpaid') u)
                   - (SELECT sum(greatest(0, -balance_amount)) FROM tenants) AS remaining`);
      expect(drift).toEqual({ balances: '0.00', remaining: '0.00' });
      const rows = await db.query<{
        tenant_id: number;
        amount: string;
        current_balance: string;
      }>(sql`SELECT tenant_id, amount, current_balance FROM transactions
            WHERE type NOT IN ('income', 'expense') ORDER BY tenant_id, id`);
      const running = new Map<number, number>();
      for (const row of rows) {
        const balance = (running.get(row.tenant_id) ?? 0) + toCents(row.amount);
        running.set(row.tenant_id, balance);
        expect(row.current_balance).toBe(fromCents(balance));
      }
      const balances = await db.query<{ id: number; balance_amount: string }>(
        sql`SELECT id, balance_amount FROM tenants`,
      );
      for (const t of balances) expect(t.balance_amount).toBe(fromCents(running.get(t.id) ?? 0));
    } finally {
      await database.close();
    }
  }, 600_000);
});
