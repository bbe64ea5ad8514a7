import { addDays, daysBetween, fromCents, toCents, type PeriodPayment } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { applyFees, type NewFee } from '../../modules/finance/fees.service';
import { applyPayments, type NewPayment } from '../../modules/finance/payments.service';
import { lockTenants } from '../../modules/ledger/locks';
import { postOtherEntries, type OtherEntry } from '../../modules/ledger/post';
import { propertiesOfOrders } from '../../modules/ledger/rent-charges';
import type { InstantOf } from './clock';
import { planOtherMoney } from './finance-other';
import { mistakesPlanner } from './mistakes';

/**
 * Demo money on the demo tenants, planned and applied day by day by seed/history.ts through the same
 * set-based functions the use cases post with, each row at a business-hours instant of its day: most
 * tenants (65%) pay on time (or a day or two early), some late (a late fee three days after the due
 * date), some only in part, a few stopped paying a few weeks ago; daily renters pay a week (7 days'
 * rent) on its first due date; methods spread over the seeded payment methods. A few key replacement,
 * cleaning and lock-out fees, and each property's monthly bills and weekly laundry and parking income.
 * Now and then a mistake and its correction (seed/mistakes.ts): voids spread over the history, at
 * the times of day they were made. Deterministic.
 */

/** A day's rows, each at its minute of the day; a key names a row seed/mistakes.ts voids later. */
export interface DayBatch {
  fees: Array<NewFee & { minute: number; key?: string }>;
  payments: Array<NewPayment & { minute: number; key?: string }>;
  others: Array<OtherEntry & { minute: number }>;
}

type Behaviour = 'on time' | 'late' | 'partial' | 'behind';
const behaviourOf = (tenantId: number): Behaviour => {
  const h = (tenantId * 37) % 20;
  return h <= 12 ? 'on time' : h <= 15 ? 'late' : h <= 17 ? 'partial' : 'behind';
};

/** Other fees on a tenant's first bill: [every nth tenant, fee type, days after its due date, description]. */
const EXTRA_FEES: Array<[number, string, number, string | null]> = [
  [11, 'Key replacement', 12, 'Lost room key'],
  [9, 'Cleaning', 20, 'Move-out deep clean'],
  [13, 'Lock-out', 33, 'Locked out after midnight'],
];

/**
 * The money planner of the demo history, from `first` to `today`: `planRent` plans the payments (and
 * late fees) of the rent confirmations created since the last call, on their days (the same day or
 * later); `applyDay` posts a day's fees, payments and income and expense, and voids its mistakes,
 * oldest day first. `staying`: the tenants whose orders stay open (those who make the mistakes).
 */
export async function moneyPlanner(
  db: Db,
  {
    today,
    first,
    leadDays,
    staying,
  }: { today: string; first: string; leadDays: number; staying: Set<number> },
) {
  const subTypes = await db.query<{ id: number; type: string; name: string; default_amount: string | null }>(
    sql`SELECT id, type, name, default_amount FROM transaction_sub_types ORDER BY id`,
  );
  const sub = (type: string, name: string) => subTypes.find((s) => s.type === type && s.name === name)!;
  const methods = subTypes.filter((s) => s.type === 'payment').map((s) => s.id);
  /** The property of each order seen (as its ledger rows have it), and how many bills each tenant had. */
  const property = new Map<number, number>();
  const bills = new Map<number, number>();

  const days = new Map<string, DayBatch>();
  let applied = '';
  const on = (day: string) => {
    if (day <= applied) throw new Error(`moneyPlanner: ${day} is already applied`);
    if (!days.has(day)) days.set(day, { fees: [], payments: [], others: [] });
    return days.get(day)!;
  };
  const fee = (tenantId: number, orderId: number, day: string, name: string, description: string | null) => {
    const type = sub('fee', name);
    if (day > today || day < first) return 0;
    on(day).fees.push({
      tenantId,
      typeId: type.id,
      amount: type.default_amount ?? '40.00',
      description,
      propertyId: property.get(orderId) ?? null,
      createdBy: null,
      minute: 540 + (tenantId % 60),
    });
    return toCents(type.default_amount ?? '40.00');
  };
  const pay = (tenantId: number, orderId: number, day: string, cents: number, k: number) => {
    if (day > today || cents <= 0) return;
    on(day).payments.push({
      tenantId,
      amount: fromCents(cents),
      methodId: methods[(tenantId * 7 + (k % 5 === 4 ? k : 0)) % methods.length]!,
      description: null,
      propertyId: property.get(orderId) ?? null,
      createdBy: null,
      minute: 480 + ((tenantId * 41 + k * 13) % 660),
    });
  };

  /** One bill (a rent confirmation, or a daily renter's week): paid as the tenant behaves. */
  const planBill = (bill: {
    tenantId: number;
    orderId: number;
    due: string;
    cents: number;
    period: PeriodPayment;
    start: string;
  }) => {
    const n = bills.get(bill.tenantId) ?? 0;
    bills.set(bill.tenantId, n + 1);
    const k = bill.tenantId * 2 + n;
    const v = (bill.tenantId * 13 + k * 7) % 10;
    const kind = behaviourOf(bill.tenantId);
    const earliest = [bill.start, addDays(bill.due, -leadDays)].sort().at(-1)!;
    const onTime = [earliest, addDays(bill.due, -(v % 3))].sort().at(-1)!;
    if (kind === 'on time' || (kind === 'behind' && bill.due < addDays(today, -25))) {
      pay(bill.tenantId, bill.orderId, onTime, bill.cents, k);
    } else if (kind === 'late') {
      const late = addDays(bill.due, 3);
      // The fee they owe goes with their payment.
      const charged = bill.period === 'daily' ? 0 : fee(bill.tenantId, bill.orderId, late, 'Late fee', null);
      pay(bill.tenantId, bill.orderId, addDays(late, v % 6), bill.cents + (v < 9 ? charged : 0), k);
    } else if (kind === 'partial') {
      const part = Math.floor((bill.cents * (60 + v * 3)) / 10_000) * 100;
      pay(bill.tenantId, bill.orderId, onTime, part, k);
      if (v % 3 !== 0)
        pay(bill.tenantId, bill.orderId, addDays(bill.due, 5 + (v % 3)), bill.cents - part, k + 1);
    }
    // A few other fees after the first bill, paid on the day by the tenants who pay on time.
    if (n > 0) return;
    for (const [every, name, after, description] of EXTRA_FEES) {
      if (bill.tenantId % every !== 3) continue;
      const day = addDays(bill.due, after);
      const cents = fee(bill.tenantId, bill.orderId, day, name, description);
      if (behaviourOf(bill.tenantId) === 'on time') pay(bill.tenantId, bill.orderId, day, cents, 1);
    }
  };

  const propertyIds = (await db.query<{ id: number }>(sql`SELECT id FROM properties ORDER BY id`)).map(
    (p) => p.id,
  );
  const others = planOtherMoney(
    propertyIds,
    {
      utilities: sub('expense', 'Utilities').id,
      internet: sub('expense', 'Internet').id,
      repairs: sub('expense', 'Repairs').id,
      laundry: sub('income', 'Laundry').id,
      parking: sub('income', 'Parking').id,
    },
    first,
    today,
  );
  for (const o of others)
    on(o.day).others.push({ ...o.entry, tenantId: null, bookedOn: o.day, createdBy: null, minute: o.minute });
  const mistakes = mistakesPlanner({
    first,
    staying,
    types: {
      cleaning: sub('fee', 'Cleaning').id,
      returned: sub('fee', 'Returned payment').id,
      lateFee: sub('fee', 'Late fee').id,
      moneyOrder: sub('payment', 'Money order').id,
      check: sub('payment', 'Check').id,
    },
    on,
  });

  return {
    /** Plans the payment of an order's deposit: on the day it was charged, with the first rent's payments. */
    planDeposit(tenantId: number, orderId: number, day: string, amount: string) {
      pay(tenantId, orderId, day, toCents(amount), 0);
    },

    /**
     * Plans the bills of the rent confirmations with ids above `afterId` (those that are not
     * cancelled), on the day they were created or later; returns the highest id seen.
     */
    async planRent(afterId: number): Promise<number> {
      const rents = await db.query<{
        id: number;
        status: string;
        tenant_id: number;
        order_id: number;
        due: string;
        amount: string;
        period: PeriodPayment;
        start: string;
      }>(
        sql`SELECT rc.id, rc.status, rc.tenant_id, rc.order_id, rc.rent_due_date AS due, rc.rent_amount AS amount,
                   o.period_payment AS period, o.start_date AS start
            FROM rent_confirmations rc JOIN orders o ON o.id = rc.order_id
            WHERE rc.id > ${afterId} ORDER BY rc.tenant_id, rc.order_id, rc.rent_due_date`,
      );
      const fresh = [...new Set(rents.map((r) => r.order_id))].filter((id) => !property.has(id));
      for (const [orderId, propertyId] of await propertiesOfOrders(db, fresh))
        property.set(orderId, propertyId);
      for (const r of rents) {
        if (r.status === 'cancelled') continue;
        // Daily renters pay a week at once, on its first due date.
        if (r.period === 'daily' && daysBetween(r.start, r.due) % 7 !== 0) continue;
        const cents = toCents(r.amount) * (r.period === 'daily' ? 7 : 1);
        planBill({
          tenantId: r.tenant_id,
          orderId: r.order_id,
          due: r.due,
          cents,
          period: r.period,
          start: r.start,
        });
      }
      return Math.max(afterId, ...rents.map((r) => r.id));
    },

    /**
     * Posts the day's fees, then its payments (which cover the oldest charges), then its income and
     * expense, each at its instant, then voids its mistakes: a tenant's payments no earlier than
     * their fees of the day, and a void no earlier than the tenant's other rows, so their ledger rows
     * run in time order.
     */
    async applyDay(day: string, at: InstantOf) {
      applied = day;
      const batch = days.get(day) ?? { fees: [], payments: [], others: [] };
      days.delete(day);
      mistakes.before(day, batch);
      const feeMinute = new Map(batch.fees.map((f) => [f.tenantId, f.minute]));
      const payments = batch.payments.map((p) => ({
        ...p,
        minute: Math.max(p.minute, feeMinute.get(p.tenantId) ?? 0),
      }));
      const lastMinute = new Map<number, number>();
      for (const row of [...batch.fees, ...payments])
        lastMinute.set(row.tenantId, Math.max(row.minute, lastMinute.get(row.tenantId) ?? 0));
      const timed = <T extends { minute: number }>(rows: T[]) =>
        [...rows]
          .sort((a, b) => a.minute - b.minute)
          .map(({ minute, ...row }) => ({ ...row, at: at(day, minute), createdAt: at(day, minute) }));
      await db.transaction(async (tx) => {
        await lockTenants(tx, [
          ...[...batch.fees, ...payments].map((row) => row.tenantId),
          ...(await mistakes.tenants(tx, day)),
        ]);
        const fees = timed(batch.fees);
        mistakes.posted(fees, await applyFees(tx, fees, day));
        const paid = timed(payments);
        mistakes.posted(paid, await applyPayments(tx, paid, day));
        await postOtherEntries(tx, timed(batch.others));
        await mistakes.after(tx, day, (minute) => at(day, minute), lastMinute);
      });
    },
  };
}
