import { addDays } from '@bunkhouse/contract';
import type { Database } from '../../db/database';
import { sql } from '../../db/sql';
import { runBilling } from '../../modules/billing/billing.service';
import { refreshOrderStatuses } from '../../modules/billing/rent-cycle';
import { settleDeposit } from '../../modules/deposits/deposits.service';
import { refundCredit } from '../../modules/deposits/refunds.service';
import { closeOrder, createOrder } from '../../modules/orders/orders.service';
import { businessToday, instants } from './clock';
import { moneyPlanner } from './finance';
import { dateTenants, HISTORY_DAYS, planOrders } from './tenants';

/**
 * The demo's last 90 days, one day after the other as production would have lived them, so the
 * ledger is chronological (ids follow time, `created_at` at that day's business hours): first the
 * tenants are dated (ages, and when each became a tenant, before their first order); each morning
 * (08:00) the orders starting that day are created and the billing job runs, then the orders ending
 * that day are closed (the order use cases and the job, with that instant, and their audit entries
 * stamped with it too); orders by the month or the week carry a deposit of one period's rent, paid on
 * their first day, and the deposit of an order that closes is settled that morning (every other one
 * with a cleaning deduction) and what it leaves as credit refunded in cash; through the day the fees, payments, income and expenses planned for it post
 * and its mistakes are voided (seed/finance.ts), the payments of each rent confirmation planned as it
 * is created. Today's rows are no later than now. Then the tenants who left become inactive, and some
 * of those who owe have a promised payment date. Run after the places and tenants seeders.
 * Deterministic relative to today.
 */

/** When the morning's work (orders, the billing job, closings) happens: 08:00, business time. */
const MORNING = 8 * 60;

export interface SeedHistoryOptions {
  today?: string;
  leadDays?: number;
}

export async function seedHistory(database: Database, options: SeedHistoryOptions = {}) {
  const db = database.db;
  const today = options.today ?? businessToday();
  const leadDays = options.leadDays ?? 5;
  const first = addDays(today, -HISTORY_DAYS);
  const at = instants(today);
  await dateTenants(db, today, at);
  const plans = await planOrders(db, today);
  const staying = new Set(plans.filter((p) => p.close === null).map((p) => p.tenantId));
  const money = await moneyPlanner(db, { today, first, leadDays, staying });
  const orderOf = new Map<number, number>();
  let planned = 0;
  const [{ cleaning, cash }] = (await db.query<{ cleaning: number; cash: number }>(
    sql`SELECT (SELECT id FROM transaction_sub_types WHERE type = 'fee' AND name = 'Cleaning') AS cleaning,
               (SELECT id FROM transaction_sub_types WHERE type = 'payment' AND name = 'Cash') AS cash`,
  )) as [{ cleaning: number; cash: number }];

  for (let day = first; day <= today; day = addDays(day, 1)) {
    const clock = { today: day, leadDays, at: at(day, MORNING) };
    const [audited] = await db.query<{ id: number }>(
      sql`SELECT coalesce(max(id), 0)::int AS id FROM audit_log`,
    );
    const deposits: Array<{ tenantId: number; orderId: number; amount: string }> = [];
    for (const plan of plans.filter((p) => p.start === day)) {
      const order = await createOrder(
        db,
        {
          tenant_id: plan.tenantId,
          bed_ids: plan.beds,
          period_payment: plan.period,
          rent_amount: plan.rent,
          start_date: day,
          deposit_amount: plan.period === 'daily' ? null : plan.rent,
        },
        null,
        clock,
      );
      orderOf.set(plan.tenantId, order.id);
      if (order.deposit)
        deposits.push({ tenantId: plan.tenantId, orderId: order.id, amount: order.deposit.amount });
    }
    await runBilling(db, clock);
    for (const plan of plans.filter((p) => p.close === day)) {
      const orderId = orderOf.get(plan.tenantId)!;
      await closeOrder(db, orderId, null, clock);
      if (plan.period === 'daily') continue;
      const deductions =
        orderId % 2 === 0 ? [{ type_id: cleaning, amount: '75.00', description: 'Move-out cleaning' }] : [];
      const settled = await settleDeposit(db, orderId, { deductions, booked_on: null }, null, clock);
      if (Number(settled.balance_now) > 0)
        await refundCredit(
          db,
          {
            tenant_id: plan.tenantId,
            amount: settled.balance_now,
            method_id: cash,
            description: 'Deposit refund',
          },
          null,
          clock,
        );
    }
    // The use cases' audit entries carry the time they ran: the morning's instant instead.
    await db.query(sql`UPDATE audit_log SET created_at = ${clock.at}::timestamptz WHERE id > ${audited!.id}`);
    planned = await money.planRent(planned);
    for (const d of deposits) money.planDeposit(d.tenantId, d.orderId, day, d.amount);
    await money.applyDay(day, at);
  }
  const open = await db.query<{ id: number }>(
    sql`SELECT id FROM orders WHERE status <> 'completed' ORDER BY id`,
  );
  await db.transaction(async (tx) =>
    refreshOrderStatuses(
      tx,
      open.map((o) => o.id),
      today,
    ),
  );

  // A few tenants left for good when their orders closed.
  const leaving = plans.filter((p) => p.leaves).map((p) => p.tenantId);
  await db.query(
    sql`UPDATE tenants t SET deleted_at = coalesce((SELECT max(o.deleted_at) FROM orders o WHERE o.tenant_id = t.id),
                                                   now())
        WHERE t.id = ANY(${leaving}::int[])`,
  );
  await db.query(sql`UPDATE tenants SET updated_at = deleted_at WHERE id = ANY(${leaving}::int[])`);
  // Promised payment dates for some of those who owe now.
  await db.query(
    sql`UPDATE tenants SET expected_payment_date = CASE WHEN balance_amount < 0 AND deleted_at IS NULL AND id % 3 <> 1
                                                        THEN ${today}::date + (id % 10) END`,
  );
}
