import { addDays, fromCents, todayIn, toCents, type PeriodPayment } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { applyFees, chargeFee, voidFee, type NewFee } from '../../modules/finance/fees.service';
import {
  applyPayments,
  postPayment,
  voidPayment,
  type NewPayment,
} from '../../modules/finance/payments.service';
import { postOtherEntries, type OtherEntry } from '../../modules/ledger/post';
import { propertiesOfOrders } from '../../modules/ledger/rent';
import { refreshOrderStatuses } from '../../modules/orders/rent';
import { queryRows, type Database } from '../client';
import { planOtherMoney } from './finance-other';
import { businessTimeZone, businessToday } from './tenants';

/**
 * Demo money on the demo tenants (seed/tenants.ts), through the same set-based functions the use
 * cases post with, day by day over the last 90 days, with `created_at` at that day's business hours:
 * most tenants (65%) pay on time (or a day or two early), some late (a late fee three days after the due
 * date), some only in part, a few stopped paying a few weeks ago; daily renters pay by the week;
 * methods spread over the seeded payment methods. A few key replacement, cleaning and lock-out fees,
 * and each property's monthly bills and weekly laundry and parking income. Two payments entered twice
 * and a fee charged to the wrong tenant are voided today through the use cases. Deterministic.
 */

const HISTORY_DAYS = 90;

interface Rent {
  tenant_id: number;
  order_id: number;
  due: string;
  amount: string;
  period: PeriodPayment;
  start: string;
}

interface DayBatch {
  fees: Array<NewFee & { minute: number }>;
  payments: Array<NewPayment & { minute: number }>;
  others: Array<OtherEntry & { minute: number }>;
}

type Behaviour = 'on time' | 'late' | 'partial' | 'behind';
const behaviourOf = (tenantId: number): Behaviour => {
  const h = (tenantId * 37) % 20;
  return h <= 12 ? 'on time' : h <= 15 ? 'late' : h <= 17 ? 'partial' : 'behind';
};

/**
 * What is paid together: one rent confirmation, or a week of daily ones (daily renters pay a week
 * ahead, on its first due date).
 */
function billsOf(rents: Rent[]) {
  const bills: Array<{
    tenantId: number;
    orderId: number;
    due: string;
    cents: number;
    period: PeriodPayment;
    start: string;
  }> = [];
  for (const r of rents) {
    const last = bills.at(-1);
    const week = (day: string) => Math.floor((Date.parse(day) - Date.parse(r.start)) / (7 * 86_400_000));
    if (r.period === 'daily' && last && last.orderId === r.order_id && week(last.due) === week(r.due)) {
      last.cents += toCents(r.amount);
    } else {
      bills.push({
        tenantId: r.tenant_id,
        orderId: r.order_id,
        due: r.due,
        cents: toCents(r.amount),
        period: r.period,
        start: r.start,
      });
    }
  }
  return bills;
}

export async function seedFinance(database: Database, options: { today?: string; leadDays?: number } = {}) {
  const db = database.db;
  const today = options.today ?? businessToday();
  const leadDays = options.leadDays ?? 5;
  const first = addDays(today, -HISTORY_DAYS);
  const zone = businessTimeZone();
  const subTypes = await queryRows<{ id: number; type: string; name: string; default_amount: string | null }>(
    db,
    sql`SELECT id, type, name, default_amount FROM transaction_sub_types ORDER BY id`,
  );
  const sub = (type: string, name: string) => subTypes.find((s) => s.type === type && s.name === name)!;
  const methods = subTypes.filter((s) => s.type === 'payment').map((s) => s.id);
  const rents = await queryRows<Rent>(
    db,
    sql`SELECT rc.tenant_id, rc.order_id, rc.rent_due_date AS due, rc.rent_amount AS amount,
               o.period_payment AS period, o.start_date AS start
        FROM rent_confirmations rc JOIN orders o ON o.id = rc.order_id
        WHERE rc.status <> 'cancelled' ORDER BY rc.tenant_id, rc.order_id, rc.rent_due_date`,
  );
  const property = await propertiesOfOrders(db, [...new Set(rents.map((r) => r.order_id))]);

  const days = new Map<string, DayBatch>();
  const on = (day: string) => {
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

  // Rent, bill by bill, each tenant as they behave; the fees they owe go with their next payment.
  const bills = billsOf(rents);
  bills.forEach((bill, k) => {
    const v = (bill.tenantId * 13 + k * 7) % 10;
    const kind = behaviourOf(bill.tenantId);
    const earliest = [bill.start, addDays(bill.due, -leadDays)].sort().at(-1)!;
    const onTime = [earliest, addDays(bill.due, -(v % 3))].sort().at(-1)!;
    if (kind === 'on time' || (kind === 'behind' && bill.due < addDays(today, -25))) {
      pay(bill.tenantId, bill.orderId, onTime, bill.cents, k);
    } else if (kind === 'late') {
      const late = addDays(bill.due, 3);
      const charged = bill.period === 'daily' ? 0 : fee(bill.tenantId, bill.orderId, late, 'Late fee', null);
      pay(bill.tenantId, bill.orderId, addDays(late, v % 6), bill.cents + (v < 9 ? charged : 0), k);
    } else if (kind === 'partial') {
      const part = Math.floor((bill.cents * (60 + v * 3)) / 10_000) * 100;
      pay(bill.tenantId, bill.orderId, onTime, part, k);
      if (v % 3 !== 0)
        pay(bill.tenantId, bill.orderId, addDays(bill.due, 5 + (v % 3)), bill.cents - part, k + 1);
    }
  });
  // A few other fees, paid on the day (key replacements, a cleaning, a lock-out) by the tenants who pay.
  const firstBill = new Map<number, (typeof bills)[number]>();
  for (const bill of bills) if (!firstBill.has(bill.tenantId)) firstBill.set(bill.tenantId, bill);
  for (const [tenantId, bill] of firstBill) {
    const extra: Array<[number, string, number, string | null]> = [
      [11, 'Key replacement', 12, 'Lost room key'],
      [9, 'Cleaning', 20, 'Move-out deep clean'],
      [13, 'Lock-out', 33, 'Locked out after midnight'],
    ];
    for (const [every, name, after, description] of extra) {
      if (tenantId % every !== 3) continue;
      const day = addDays(bill.due, after);
      const cents = fee(tenantId, bill.orderId, day, name, description);
      if (behaviourOf(tenantId) === 'on time') pay(tenantId, bill.orderId, day, cents, 1);
    }
  }
  const propertyIds = (await queryRows<{ id: number }>(db, sql`SELECT id FROM properties ORDER BY id`)).map(
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
    on(o.day).others.push({ ...o.entry, tenantId: null, createdBy: null, minute: o.minute });

  // Day by day, oldest first: the day's fees, then its payments (which cover the oldest charges).
  // Business hours of the day; today's no later than the time it is now (nothing posted in the future).
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const [hour, minute] = clock.format(new Date()).split(':').map(Number) as [number, number];
  const latestToday = todayIn(zone) === today ? hour * 60 + minute : 24 * 60 - 1;
  const at = (day: string, planned: number) => {
    const m = day === today ? Math.min(planned, latestToday) : planned;
    return `${day} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00 ${zone}`;
  };
  for (const day of [...days.keys()].sort()) {
    const batch = days.get(day)!;
    const timed = <T extends { minute: number }>(rows: T[]) =>
      [...rows]
        .sort((a, b) => a.minute - b.minute)
        .map(({ minute, ...row }) => ({ ...row, at: at(day, minute), createdAt: at(day, minute) }));
    await db.transaction(async (tx) => {
      await applyFees(tx, timed(batch.fees), day);
      await applyPayments(tx, timed(batch.payments), day);
      await postOtherEntries(tx, timed(batch.others));
    });
  }
  const open = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE status <> 'completed' ORDER BY id`,
  );
  await db.transaction(async (tx) =>
    refreshOrderStatuses(
      tx,
      open.map((o) => o.id),
      today,
    ),
  );

  // Today's corrections, through the use cases: two payments entered twice, a fee on the wrong tenant.
  const payers = await queryRows<{ tenant_id: number; amount: string; method_id: number }>(
    db,
    sql`SELECT DISTINCT ON (p.tenant_id) p.tenant_id, p.amount, p.method_id FROM payments p
        JOIN tenants t ON t.id = p.tenant_id AND t.deleted_at IS NULL AND t.current_order_id IS NOT NULL
        ORDER BY p.tenant_id, p.created_at DESC LIMIT 3`,
  );
  for (const payer of payers.slice(0, 2)) {
    const twice = await postPayment(
      db,
      { tenant_id: payer.tenant_id, amount: payer.amount, method_id: payer.method_id, description: null },
      null,
      { today },
    );
    await voidPayment(db, twice.id, { reason: 'Entered twice by mistake' }, null, { today });
  }
  if (payers[2]) {
    const wrong = await chargeFee(
      db,
      {
        tenant_id: payers[2].tenant_id,
        amount: '75.00',
        type_id: sub('fee', 'Cleaning').id,
        description: 'Room deep clean',
      },
      null,
      { today },
    );
    await voidFee(db, wrong.id, { reason: 'Charged to the wrong tenant' }, null, { today });
  }
  // Promised payment dates for some of those who owe now.
  await db.execute(
    sql`UPDATE tenants SET expected_payment_date = CASE WHEN balance_amount < 0 AND deleted_at IS NULL AND id % 3 <> 1
                                                        THEN ${today}::date + (id % 10) END`,
  );
}
