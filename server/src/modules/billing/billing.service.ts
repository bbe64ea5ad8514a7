import { addDays, displayDate, displayMoney, fromCents, toCents } from '@bunkhouse/contract';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { lockOrders, lockTenants } from '../ledger/locks';
import { recordAudit } from '../audit/audit';
import { queueMessages } from '../messages/outbox';
import { queueRentMessages } from '../messages/rent-messages';
import { chargeLateFees, hasLateRent, type LateFeeRule } from './late-fees';
import { chargeDueRent, derivedStatus, hasRentDueBy, refreshOrderStatuses } from './rent-cycle';

/**
 * The billing job (DOMAIN "Orders (leases) and rent"): for every order that is not completed, creates
 * and charges the rent confirmations due by today + lead days (catching up every missed due date),
 * sets each order's status for today, and charges the late fees of rent unpaid past its due date +
 * grace days (late-fees.ts) when the business charges them, with their notices; then queues the rent
 * reminders and overdue notices (messages/rent-messages.ts). Idempotent, and safe with several server instances on one
 * PostgreSQL: one confirmation per (order, due date) by constraint, inserted with ON CONFLICT DO
 * NOTHING and charged only when this run inserted it; the orders it changes are locked first (orders,
 * then tenants, each in id order, as everywhere), and runs take turns batch by batch on an advisory
 * lock per stripe (see `connections`). Set-based: a batch of orders costs a handful of statements.
 * Each batch that changed anything leaves an audit entry (entity 'billing', the day).
 */

const DEFAULT_BATCH = 2_000;

export interface BillingOptions {
  /** The business day to bill for, 'YYYY-MM-DD'. */
  today: string;
  leadDays: number;
  /** The business's late fee rule, or null (the default) when it charges none. */
  lateFees?: LateFeeRule | null;
  batchSize?: number;
  /**
   * When the run happens, an instant, for history recorded after the fact (the demo's): the rent
   * confirmations and ledger rows take it as their creation time. Default now.
   */
  at?: string | null;
  /**
   * How many connections bill at once, each the orders whose id leaves its remainder (a stripe):
   * the work is PostgreSQL's, and one connection keeps one core busy. Default 1; the server and the
   * command use BILLING_CONNECTIONS. On PGlite (one connection) the stripes take turns.
   */
  connections?: number;
  /** The business's grace days, after which rent is overdue (the overdue notices). Default 0. */
  graceDays?: number;
}

export interface BillingReport {
  today: string;
  /** The last due date charged: today + lead days. */
  horizon: string;
  /** Rent confirmations created and charged. */
  confirmations: number;
  /** Their total, a decimal string. */
  charged: string;
  ordersCharged: number;
  becameOverdue: number;
  becameActive: number;
  /** Late fees charged, and their total as a decimal string. */
  lateFees: number;
  lateFeesCharged: string;
  /** Reminders and overdue notices queued (issue 32). */
  messages: number;
  batches: number;
  ms: number;
}

export async function runBilling(
  db: Db,
  {
    today,
    leadDays,
    lateFees = null,
    batchSize = DEFAULT_BATCH,
    at = null,
    connections = 1,
    graceDays = lateFees?.graceDays ?? 0,
  }: BillingOptions,
) {
  const started = performance.now();
  // Every stripe ends (or fails) before the run does, so the next run never overlaps a stripe of this one.
  const settled = await Promise.allSettled(
    Array.from({ length: connections }, (_, stripe) =>
      billStripe(db, { today, leadDays, lateFees, batchSize, at }, { stripe, stripes: connections }),
    ),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const parts = settled.map((s) => (s as PromiseFulfilledResult<StripeReport>).value);
  const report: BillingReport = {
    today,
    horizon: addDays(today, leadDays),
    confirmations: 0,
    charged: '0.00',
    ordersCharged: 0,
    becameOverdue: 0,
    becameActive: 0,
    lateFees: 0,
    lateFeesCharged: '0.00',
    messages: 0,
    batches: 0,
    ms: 0,
  };
  let chargedCents = 0;
  let lateCents = 0;
  for (const part of parts) {
    report.confirmations += part.confirmations;
    report.ordersCharged += part.ordersCharged;
    report.becameOverdue += part.becameOverdue;
    report.becameActive += part.becameActive;
    report.batches += part.batches;
    report.lateFees += part.lateFees;
    chargedCents += part.chargedCents;
    lateCents += part.lateCents;
  }
  report.charged = fromCents(chargedCents);
  report.lateFeesCharged = fromCents(lateCents);
  // Rent due soon and rent overdue, after the run charged and set the statuses (issue 32).
  report.messages = await queueRentMessages(db, today, graceDays);
  report.ms = Math.round(performance.now() - started);
  return report;
}

/**
 * The orders of one stripe (id modulo `stripes`), batch after batch. Stripes share no order, and so no
 * tenant, only because a tenant has at most one order that is not completed (a unique index): were
 * that to change, two stripes could lock one tenant in opposite orders. Runs take turns per stripe.
 */
interface StripeReport {
  confirmations: number;
  ordersCharged: number;
  becameOverdue: number;
  becameActive: number;
  lateFees: number;
  lateCents: number;
  batches: number;
  chargedCents: number;
}

async function billStripe(
  db: Db,
  { today, leadDays, lateFees, batchSize, at }: Required<Omit<BillingOptions, 'connections' | 'graceDays'>>,
  { stripe, stripes }: { stripe: number; stripes: number },
): Promise<StripeReport> {
  const horizon = addDays(today, leadDays);
  const part: StripeReport = {
    confirmations: 0,
    ordersCharged: 0,
    becameOverdue: 0,
    becameActive: 0,
    lateFees: 0,
    lateCents: 0,
    batches: 0,
    chargedCents: 0,
  };
  const late = lateFees ? sql` OR ${hasLateRent(lateFees, today)}` : sql``;
  let afterId = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await tx.query(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.billing}, ${stripe})`);
      // The orders this batch changes: those with rent due by the horizon, whose status is stale, or
      // with rent late and no late fee yet.
      const orders = await lockOrders(
        tx,
        sql`o.status <> 'completed' AND o.id > ${afterId} AND o.id % ${stripes} = ${stripe}
            AND (${hasRentDueBy(horizon)} OR o.status <> ${derivedStatus(today)}${late})`,
        batchSize,
      );
      if (!orders.length) return null;
      await lockTenants(
        tx,
        orders.map((o) => o.tenant_id),
      );
      const ids = orders.map((o) => o.id);
      const created = await chargeDueRent(tx, ids, { today, leadDays, createdBy: null, at });
      const changed = await refreshOrderStatuses(tx, ids, today);
      const fined = lateFees ? await chargeLateFees(tx, ids, lateFees, { today, at }) : [];
      await queueMessages(
        tx,
        'late_fee',
        fined.map((f) => ({
          tenantId: f.tenant_id,
          cause: `late_fee:fee:${f.id}`,
          fields: {
            fee_amount: displayMoney(f.amount),
            due_date: displayDate(addDays(f.deadline, -lateFees!.graceDays)),
          },
        })),
      );
      if (created.length || changed.length || fined.length) {
        await recordAudit(tx, {
          userId: null,
          action: 'bill',
          entity: 'billing',
          entityId: today,
          detail: {
            orders: [ids[0], ids.at(-1)],
            rent_confirmations: created.length,
            late_fees: fined.map((f) => f.id),
            statuses: Object.fromEntries(changed.map((o) => [o.id, o.status])),
          },
        });
      }
      return { lastId: ids.at(-1)!, size: orders.length, created, changed, fined };
    });
    if (!batch) break;
    part.batches++;
    part.confirmations += batch.created.length;
    part.ordersCharged += new Set(batch.created.map((c) => c.order_id)).size;
    for (const c of batch.created) part.chargedCents += toCents(c.rent_amount);
    part.becameOverdue += batch.changed.filter((o) => o.status === 'overdue').length;
    part.becameActive += batch.changed.filter((o) => o.status === 'active').length;
    part.lateFees += batch.fined.length;
    for (const f of batch.fined) part.lateCents += toCents(f.amount);
    afterId = batch.lastId;
    if (batch.size < batchSize) break;
  }
  return part;
}

/** One line for the log and the command. */
export const describeBilling = (r: BillingReport) =>
  `Billing for ${r.today} (rent due through ${r.horizon}): ${r.confirmations} rent confirmations ` +
  `charged on ${r.ordersCharged} orders, ${r.charged} in total; ${r.becameOverdue} orders became overdue, ` +
  `${r.becameActive} active again; ${r.lateFees} late fees, ${r.lateFeesCharged} in total; ` +
  `${r.batches} batches in ${r.ms} ms.`;
