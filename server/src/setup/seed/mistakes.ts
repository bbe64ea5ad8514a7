import { addDays, fromCents, toCents } from '@bunkhouse/contract';
import type { Tx } from '../../db/database';
import { sql } from '../../db/sql';
import { applyFees, voidLockedFee } from '../../modules/finance/fees.service';
import { applyPayments, voidLockedPayment } from '../../modules/finance/payments.service';
import type { DayBatch } from './finance';
import { randomness } from './random';

/**
 * The demo's mistakes and their corrections, spread over the history like an office makes them
 * (none on the seed day): a payment entered twice and its copy voided within the hour; a payment
 * typed with an extra digit, voided and entered again; a check returned unpaid three days later,
 * voided with the returned-payment fee, and paid again by money order two days after; a fee charged
 * to the wrong tenant and voided; a late fee waived a few days after it was charged. Each void runs
 * the void use case's steps at its own instant of the day (not the seed's minute).
 */

type Mistake = 'twice' | 'amount' | 'bounced' | 'wrong tenant' | 'waived';

/** [days after the history's first day, mistake]. */
const MISTAKES: Array<[number, Mistake]> = [
  [5, 'twice'],
  [12, 'wrong tenant'],
  [19, 'bounced'],
  [26, 'amount'],
  [33, 'waived'],
  [40, 'twice'],
  [48, 'bounced'],
  [55, 'wrong tenant'],
  [62, 'amount'],
  [69, 'twice'],
  [76, 'waived'],
  [81, 'bounced'],
  [87, 'wrong tenant'],
];

interface PlannedVoid {
  kind: 'payment' | 'fee';
  /** The row: its key in a day's batch (`DayBatch`), or the late fee of a few days ago to waive. */
  key: string;
  minute: number;
  reason: string;
  /** What is posted right after the void: the right payment, the returned-payment fee. */
  then?: (tx: Tx, voided: VoidedRow, at: string) => Promise<void>;
}

interface VoidedRow {
  tenant_id: number;
  amount: string;
  property_id: number | null;
}

const LAST_MINUTE = 20 * 60;

/**
 * Voids a posted payment or fee at `at` on `day` with the void use case's own steps (voidLockedPayment,
 * voidLockedFee); the tenant is locked by the caller. Answers the voided ledger row.
 */
export async function voidAt(
  tx: Tx,
  v: { kind: 'payment' | 'fee'; id: number; reason: string; at: string; day: string },
) {
  const [original] = await tx.query<VoidedRow>(
    sql`SELECT tenant_id, amount, property_id FROM transactions
        WHERE type = ${v.kind} AND related_id = ${v.id} AND reverses_id IS NULL`,
  );
  const [open] = await tx.query<{ id: number }>(
    sql`SELECT id FROM orders WHERE tenant_id = ${original!.tenant_id} AND status <> 'completed'`,
  );
  const step = { reason: v.reason, actorId: null, today: v.day, openOrderId: open?.id ?? null, at: v.at };
  await (v.kind === 'payment' ? voidLockedPayment(tx, v.id, step) : voidLockedFee(tx, v.id, step));
  return original!;
}

/**
 * The mistakes of the history from `first`: `before` adds a day's mistaken rows to its batch, and
 * `after` voids what is due that day once the batch is posted (`ids`: the posted rows' ids by key),
 * at an instant no earlier than the tenant's other rows of the day (`lastMinute`). Only tenants who
 * stay (`staying`) make them.
 */
export function mistakesPlanner(options: {
  first: string;
  staying: Set<number>;
  types: { cleaning: number; returned: number; lateFee: number; moneyOrder: number; check: number };
  on: (day: string) => DayBatch;
}) {
  const { first, staying, types, on } = options;
  const voids = new Map<string, PlannedVoid[]>();
  const later = (day: string, planned: PlannedVoid) => voids.set(day, [...(voids.get(day) ?? []), planned]);
  const ids = new Map<string, number>();

  /** The payment or fee a planned void is about, if it is there. */
  async function rowOf(tx: Tx, v: PlannedVoid, day: string) {
    if (v.key === 'late fee') {
      const [fee] = await tx.query<{ id: number; tenant_id: number }>(
        sql`SELECT id, tenant_id FROM fees WHERE type_id = ${types.lateFee} AND status <> 'void'
              AND due_date BETWEEN ${addDays(day, -3)}::date AND ${addDays(day, -1)}::date
              AND tenant_id = ANY(${[...staying]}::int[])
            ORDER BY id LIMIT 1`,
      );
      return fee ?? null;
    }
    const id = ids.get(v.key);
    if (id === undefined) return null;
    const [row] = await tx.query<{ id: number; tenant_id: number }>(
      v.kind === 'payment'
        ? sql`SELECT id, tenant_id FROM payments WHERE id = ${id}`
        : sql`SELECT id, tenant_id FROM fees WHERE id = ${id}`,
    );
    return row ?? null;
  }

  return {
    before(day: string, batch: DayBatch) {
      const planned = MISTAKES.find(([d]) => addDays(first, d) === day);
      if (!planned) return;
      const [d, mistake] = planned;
      const key = `${mistake} ${d}`;
      const random = randomness(d);
      const payers = batch.payments.filter((p) => staying.has(p.tenantId) && !p.key);
      const payment = payers.length ? random.pick(payers) : null;
      if (mistake === 'waived') {
        const reason = 'Waived: the bank held the payment';
        later(day, { kind: 'fee', key: 'late fee', minute: random.int(10 * 60, 16 * 60), reason });
      } else if (!payment) {
        return;
      } else if (mistake === 'twice') {
        const copy = { ...payment, minute: payment.minute + random.int(1, 4), key };
        batch.payments.push(copy);
        const minute = copy.minute + random.int(15, 90);
        later(day, { kind: 'payment', key, minute, reason: 'Entered twice by mistake' });
      } else if (mistake === 'amount') {
        const { amount, minute, ...right } = payment;
        Object.assign(payment, { amount: fromCents(toCents(amount) * 10), key });
        later(day, {
          kind: 'payment',
          key,
          minute: minute + random.int(5, 30),
          reason: 'Wrong amount, entered again',
          then: async (tx, _voided, at) => {
            await applyPayments(tx, [{ ...right, amount, at }], day);
          },
        });
      } else if (mistake === 'bounced') {
        Object.assign(payment, { methodId: types.check, key });
        // The bank returns it three days later; it is paid again two days after that.
        const returned = addDays(day, 3);
        later(returned, {
          kind: 'payment',
          key,
          minute: random.int(10 * 60, 12 * 60),
          reason: 'Check returned unpaid',
          then: async (tx, voided, at) => {
            const [tenantId, propertyId] = [voided.tenant_id, voided.property_id];
            const fee = { tenantId, typeId: types.returned, amount: '35.00', propertyId, createdBy: null };
            await applyFees(tx, [{ ...fee, description: 'Returned check', at }], returned);
            on(addDays(day, 5)).payments.push({
              tenantId,
              amount: fromCents(toCents(voided.amount) + 3_500),
              methodId: types.moneyOrder,
              description: null,
              propertyId,
              createdBy: null,
              minute: random.int(10 * 60, 17 * 60),
            });
          },
        });
      } else {
        const minute = random.int(9 * 60, 15 * 60);
        batch.fees.push({
          tenantId: payment.tenantId,
          typeId: types.cleaning,
          amount: '75.00',
          description: 'Room deep clean',
          propertyId: payment.propertyId,
          createdBy: null,
          minute,
          key,
        });
        const reason = 'Charged to the wrong tenant';
        later(day, { kind: 'fee', key, minute: minute + random.int(20, 120), reason });
      }
    },

    /** The tenants of the day's voids of rows posted before it (to lock with the batch's). */
    async tenants(tx: Tx, day: string) {
      const rows = await Promise.all((voids.get(day) ?? []).map((v) => rowOf(tx, v, day)));
      return rows.flatMap((row) => (row ? [row.tenant_id] : []));
    },

    /** Remembers the ids of the day's keyed rows, posted. */
    posted(rows: Array<{ key?: string }>, made: Array<{ id: number }>) {
      rows.forEach((row, i) => row.key && ids.set(row.key, made[i]!.id));
    },

    async after(tx: Tx, day: string, at: (minute: number) => string, lastMinute: Map<number, number>) {
      const planned = voids.get(day) ?? [];
      voids.delete(day);
      for (const v of planned) {
        const row = await rowOf(tx, v, day);
        if (!row) continue;
        const minute = Math.min(LAST_MINUTE, Math.max(v.minute, (lastMinute.get(row.tenant_id) ?? 0) + 1));
        lastMinute.set(row.tenant_id, minute);
        const voided = await voidAt(tx, { kind: v.kind, id: row.id, reason: v.reason, at: at(minute), day });
        await v.then?.(tx, voided, at(minute));
      }
    },
  };
}
