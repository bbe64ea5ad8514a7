import { addDays, todayIn } from '@bunkhouse/contract';
import type { Database } from '../../db/database';
import { sql } from '../../db/sql';
import { runBilling } from '../../modules/billing/billing.service';
import { refreshOrderStatuses } from '../../modules/billing/rent-cycle';
import { closeOrder, createOrder } from '../../modules/orders/orders.service';
import { moneyPlanner, type InstantOf } from './finance';
import { businessTimeZone, businessToday, HISTORY_DAYS, planOrders } from './tenants';

/**
 * The demo's last 90 days, one day after the other as production would have lived them, so the
 * ledger is chronological (ids follow time, `created_at` at that day's business hours): each morning
 * (08:00) the orders starting that day are created and the billing job runs, then the orders ending
 * that day are closed (the order use cases and the job, with that instant); through the day the fees,
 * payments, income and expenses planned for it post (seed/finance.ts), the payments of each rent
 * confirmation planned as it is created. Today's rows are no later than now. Then the tenants who left
 * become inactive, today's corrections are voided, and some of those who owe have a promised payment
 * date. Run after the places and tenants seeders. Deterministic relative to today.
 */

/** When the morning's work (orders, the billing job, closings) happens: 08:00, business time. */
const MORNING = 8 * 60;

export interface SeedHistoryOptions {
  today?: string;
  leadDays?: number;
}

/**
 * Instants of the business time zone ('2026-09-01 08:00:00 America/New_York'); today's no later than
 * the minute it is now (nothing posted in the future).
 */
function instants(today: string): InstantOf {
  const zone = businessTimeZone();
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const [hour, minute] = clock.format(new Date()).split(':').map(Number) as [number, number];
  const latestToday = todayIn(zone) === today ? hour * 60 + minute : 24 * 60 - 1;
  return (day, planned) => {
    const m = day === today ? Math.min(planned, latestToday) : planned;
    return `${day} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00 ${zone}`;
  };
}

export async function seedHistory(database: Database, options: SeedHistoryOptions = {}) {
  const db = database.db;
  const today = options.today ?? businessToday();
  const leadDays = options.leadDays ?? 5;
  const first = addDays(today, -HISTORY_DAYS);
  const at = instants(today);
  const plans = await planOrders(db, today);
  const money = await moneyPlanner(db, { today, first, leadDays });
  const orderOf = new Map<number, number>();
  let planned = 0;

  for (let day = first; day <= today; day = addDays(day, 1)) {
    const clock = { today: day, leadDays, at: at(day, MORNING) };
    for (const plan of plans.filter((p) => p.start === day)) {
      const order = await createOrder(
        db,
        {
          tenant_id: plan.tenantId,
          bed_ids: plan.beds,
          period_payment: plan.period,
          rent_amount: plan.rent,
          start_date: day,
        },
        null,
        clock,
      );
      orderOf.set(plan.tenantId, order.id);
    }
    await runBilling(db, clock);
    for (const plan of plans.filter((p) => p.close === day)) {
      await closeOrder(db, orderOf.get(plan.tenantId)!, null, clock);
    }
    planned = await money.planRent(planned);
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
  await money.correctToday();
  // Promised payment dates for some of those who owe now.
  await db.query(
    sql`UPDATE tenants SET expected_payment_date = CASE WHEN balance_amount < 0 AND deleted_at IS NULL AND id % 3 <> 1
                                                        THEN ${today}::date + (id % 10) END`,
  );
}
