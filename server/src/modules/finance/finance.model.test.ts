import { addDays, FINANCE_MESSAGES, fromCents, toCents, type PeriodPayment } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildBed, buildTenant, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../errors';
import { runBilling } from '../../modules/billing/billing.service';
import { closeOrder, createOrder } from '../orders/orders.service';
import { chargeFee, voidFee } from './fees.service';
import { postPayment, voidPayment } from './payments.service';

/**
 * A model test of the money: random sequences of order creation, billing days, payments, fees, voids
 * of payments and fees (also of ones already void) and closes, in any order. After every step every
 * ledger invariant holds (balance = Σ ledger = latest current_balance, the chain, Σ remaining of
 * unpaid rent and fees = what is owed, each payment and fee posted once and reversed once iff void,
 * statuses as the rules say), and each tenant's balance is the model's: live payments − live fees −
 * rent that was not cancelled. After a void, the tenant's money covers their live charges oldest
 * first, exactly (decision 008).
 */

const LEAD = 5;
const TENANTS = 3;
const BEDS = 4;
const START = '2026-02-24';

type Op =
  | {
      kind: 'order';
      tenant: number;
      beds: number[];
      period: PeriodPayment;
      rentCents: number;
      startOffset: number;
    }
  | { kind: 'days'; days: number }
  | { kind: 'close'; pick: number }
  | { kind: 'pay'; tenant: number; cents: number; method: number }
  | { kind: 'fee'; tenant: number; cents: number }
  | { kind: 'voidPayment'; pick: number }
  | { kind: 'voidFee'; pick: number };

const tenantArb = fc.nat(TENANTS - 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      tenant: tenantArb,
      beds: fc.uniqueArray(fc.nat(BEDS - 1), { minLength: 1, maxLength: 2 }),
      period: fc.constantFrom<PeriodPayment>('monthly', 'weekly', 'daily'),
      rentCents: fc.integer({ min: 1, max: 80_000 }),
      startOffset: fc.integer({ min: -10, max: 8 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 9 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat(10) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      tenant: tenantArb,
      cents: fc.integer({ min: 1, max: 100_000 }),
      method: fc.nat(9),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('fee' as const),
      tenant: tenantArb,
      cents: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidPayment' as const), pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidFee' as const), pick: fc.nat(20) }) },
);

interface Money {
  id: number;
  tenant: number;
  cents: number;
  isVoid: boolean;
}

/** After a void: the tenant's live charges, oldest first, are covered as a prefix (full, one partly, none). */
async function expectCoveredOldestFirst(db: Db, tenantId: number) {
  const charges = await db.query<{
    amount: string;
    remaining_amount: string;
  }>(sql`SELECT amount, remaining_amount FROM (
          SELECT 'rent' AS kind, id, rent_due_date AS due_date, created_at, rent_amount AS amount, remaining_amount
          FROM rent_confirmations WHERE tenant_id = ${tenantId} AND status <> 'cancelled'
          UNION ALL
          SELECT 'fee', id, due_date, created_at, amount, remaining_amount
          FROM fees WHERE tenant_id = ${tenantId} AND status <> 'void') c
        ORDER BY due_date, created_at, kind, id`);
  const firstOpen = charges.findIndex((c) => c.remaining_amount !== '0.00');
  if (firstOpen === -1) return;
  for (const c of charges.slice(firstOpen + 1))
    expect(c.remaining_amount, JSON.stringify(charges)).toBe(c.amount);
}

async function runScenario(database: Database, ops: Op[]) {
  const db = database.db;
  const tenantIds: number[] = [];
  for (let i = 0; i < TENANTS; i++) tenantIds.push((await buildTenant(db)).id);
  const bedIds: number[] = [];
  for (let i = 0; i < BEDS; i++) bedIds.push((await buildBed(db)).id);
  const methods = await db.query<{ id: number }>(
    sql`SELECT id FROM transaction_sub_types WHERE type = 'payment' ORDER BY id`,
  );
  const lateFee = await subTypeIdOf(db, 'fee', 'Late fee');
  const open = new Map<number, number>(); // tenant → open order id
  const openBeds = new Map<number, number[]>(); // order id → beds
  const payments: Money[] = [];
  const fees: Money[] = [];
  let today = START;

  const expectRefused = async (work: Promise<unknown>, fields: Record<string, string[]>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, String(error)).toBeInstanceOf(AppError);
    expect((error as AppError).fields).toEqual(fields);
  };

  for (const op of ops) {
    let voidedTenant: number | null = null;
    if (op.kind === 'days') {
      for (let i = 0; i < op.days; i++) {
        today = addDays(today, 1);
        await runBilling(db, { today, leadDays: LEAD });
      }
    } else if (op.kind === 'order') {
      const busy =
        open.has(op.tenant) || [...openBeds.values()].some((b) => b.some((x) => op.beds.includes(x)));
      try {
        const created = await createOrder(
          db,
          {
            tenant_id: tenantIds[op.tenant]!,
            bed_ids: op.beds.map((b) => bedIds[b]!),
            period_payment: op.period,
            rent_amount: fromCents(op.rentCents),
            start_date: addDays(today, op.startOffset),
          },
          null,
          { today, leadDays: LEAD },
        );
        expect(busy, 'an order the rules refuse was created').toBe(false);
        open.set(op.tenant, created.id);
        openBeds.set(created.id, op.beds);
      } catch (error) {
        expect(error, String(error)).toBeInstanceOf(AppError);
        expect(busy).toBe(true);
      }
    } else if (op.kind === 'close') {
      const candidates = [...open.entries()];
      if (!candidates.length) continue;
      const [tenant, orderId] = candidates[op.pick % candidates.length]!;
      await closeOrder(db, orderId, null, { today });
      open.delete(tenant);
      openBeds.delete(orderId);
    } else if (op.kind === 'pay') {
      const created = await postPayment(
        db,
        {
          tenant_id: tenantIds[op.tenant]!,
          amount: fromCents(op.cents),
          method_id: methods[op.method % methods.length]!.id,
          description: null,
        },
        null,
        { today },
      );
      payments.push({ id: created.id, tenant: op.tenant, cents: op.cents, isVoid: false });
    } else if (op.kind === 'fee') {
      const created = await chargeFee(
        db,
        {
          tenant_id: tenantIds[op.tenant]!,
          amount: fromCents(op.cents),
          type_id: lateFee,
          description: null,
        },
        null,
        { today },
      );
      fees.push({ id: created.id, tenant: op.tenant, cents: op.cents, isVoid: false });
    } else {
      const list = op.kind === 'voidPayment' ? payments : fees;
      if (!list.length) continue;
      const target = list[op.pick % list.length]!;
      const run = op.kind === 'voidPayment' ? voidPayment : voidFee;
      const voiding = run(db, target.id, { reason: 'model' }, null, { today });
      if (target.isVoid) {
        await expectRefused(voiding, { non_field_errors: [FINANCE_MESSAGES.alreadyVoid] });
      } else {
        await voiding;
        target.isVoid = true;
        voidedTenant = tenantIds[target.tenant]!;
      }
    }

    await expectLedgerSound(db, { today });
    if (voidedTenant !== null) await expectCoveredOldestFirst(db, voidedTenant);
    // Each balance is the model's: live payments − live fees − rent not cancelled.
    const rows = await db.query<{
      id: number;
      balance_amount: string;
      rent: string | null;
    }>(sql`SELECT t.id, t.balance_amount,
                 (SELECT sum(rc.rent_amount) FROM rent_confirmations rc
                  WHERE rc.tenant_id = t.id AND rc.status <> 'cancelled') AS rent
          FROM tenants t ORDER BY t.id`);
    for (const [i, id] of tenantIds.entries()) {
      const live = (list: Money[]) =>
        list.filter((m) => m.tenant === i && !m.isVoid).reduce((s, m) => s + m.cents, 0);
      const row = rows.find((r) => r.id === id)!;
      expect(row.balance_amount, `tenant ${id}`).toBe(
        fromCents(live(payments) - live(fees) - (row.rent === null ? 0 : toCents(row.rent))),
      );
    }
  }
}

describe('the money, as a model', () => {
  it('keeps the ledger sound through random orders, billing days, payments, fees, voids and closes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 10, maxLength: 40 }), async (ops) => {
        await runScenario(await freshDatabase(), ops);
      }),
      { numRuns: 25, seed: 20_260_224, endOnFailure: true },
    );
  }, 300_000);
});
