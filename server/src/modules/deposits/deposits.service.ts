import { displayMoney, fromCents, ORDER_MESSAGES, toCents, type SettlementBody } from '@bunkhouse/contract';
import type { Db, Tx } from '../../db/database';
import { sql } from '../../db/sql';
import { notFound, refusal, refuseFields } from '../../errors';
import { recordAudit } from '../audit/audit';
import { refreshOrderStatuses } from '../billing/rent-cycle';
import { applyFees } from '../finance/fees.service';
import { bookedDayProblem, subTypeProblem } from '../finance/refusals';
import { coverNewCharges, coverOldestUnpaidCharges } from '../ledger/cover';
import { lockOrders, lockTenants } from '../ledger/locks';
import { postEntries } from '../ledger/post';
import { queueMessages } from '../messages/outbox';
import type { DepositDefault } from '../settings/settings-store';
import * as q from './deposits.queries';

/**
 * Security deposits (DOMAIN "Security deposits", decision 041): charged with the order, covered by
 * payments like any charge, held (not earned) while covered, and at move-out settled once: the
 * deductions charged as fees, then the deposit released to the tenant's balance, where its money covers
 * the deductions and any unpaid charge, oldest first. What is left is credit, which a refund pays out
 * (refunds.service.ts).
 */

/**
 * A new order's deposit: the amount given; none when given empty; else the business default (none, the
 * fixed amount, or one period's rent, `rent`).
 */
export function depositFor(given: string | null | undefined, rent: string, fallback: DepositDefault | null) {
  if (given !== undefined) return given || null;
  if (!fallback || fallback.mode === 'none') return null;
  const amount = fallback.mode === 'fixed' ? fallback.amount : rent;
  return toCents(amount) > 0 ? fromCents(toCents(amount)) : null;
}

/**
 * Charges an order's deposit on `today`: the deposit, due today, and its `deposit` ledger row, covered
 * from the tenant's credit at once (what it covers is held from today). The caller holds the order and
 * the tenant locked, and charges the deposit before the order's first rent: it is covered first.
 */
export async function chargeDeposit(
  tx: Tx,
  order: { id: number; tenantId: number; propertyId: number | null },
  amount: string,
  day: { today: string; createdBy: number | null; at?: string | null },
) {
  const id = await q.insertDeposit(tx, { orderId: order.id, amount, dueDate: day.today, at: day.at ?? null });
  const posted = await postEntries(tx, [
    {
      tenantId: order.tenantId,
      type: 'deposit',
      amount: `-${amount}`,
      relatedId: id,
      propertyId: order.propertyId,
      description: `Security deposit, order #${order.id}`,
      bookedOn: day.today,
      createdBy: day.createdBy,
      createdAt: day.at ?? null,
    },
  ]);
  await coverNewCharges(tx, 'deposit', posted, day.today);
  return id;
}

/** The statement of an order's deposit (404 when the order has none). */
export async function getDepositStatement(db: Db, orderId: number) {
  const found = await q.selectStatement(db, orderId);
  if (!found) throw notFound('Deposit');
  return found;
}

/**
 * The move-out settlement of an order's deposit, once: on `booked_on` (default today), each deduction
 * is a fee of its type, then the deposit is released: 'settled', a row reversing its charge gives its
 * amount back to the balance, and what it held covers the tenant's unpaid charges, oldest first (the
 * deductions among them). Answers the statement.
 */
export async function settleDeposit(
  db: Db,
  orderId: number,
  body: SettlementBody,
  actorId: number | null,
  day: { today: string; at?: string | null },
) {
  return db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, sql`o.id = ${orderId}`);
    if (!order) throw notFound('Order');
    await lockTenants(tx, [order.tenant_id]);
    const deposit = await q.lockDepositOfOrder(tx, orderId);
    if (!deposit) throw refusal(ORDER_MESSAGES.noDeposit);
    if (deposit.status === 'settled') throw refusal(ORDER_MESSAGES.depositSettled);
    const bookedOn = body.booked_on ?? day.today;
    const typeProblems = await Promise.all(body.deductions.map((d) => subTypeProblem(tx, d.type_id, 'fee')));
    const typeProblem = typeProblems.findIndex((p) => p !== null);
    refuseFields({
      booked_on: await bookedDayProblem(tx, bookedOn, day.today),
      deductions: typeProblem < 0 ? null : `Deduction ${typeProblem + 1}: ${typeProblems[typeProblem]}`,
    });
    const charge = await q.findDepositCharge(tx, deposit.id);
    const at = day.at ?? null;
    const fees = await applyFees(
      tx,
      body.deductions.map((d) => ({
        tenantId: order.tenant_id,
        amount: d.amount,
        typeId: d.type_id,
        description: d.description,
        propertyId: charge.property_id,
        createdBy: actorId,
        bookedOn,
        depositId: deposit.id,
        at,
      })),
      day.today,
    );
    const released = await q.markSettled(tx, deposit, bookedOn, actorId);
    const [release] = await postEntries(tx, [
      {
        tenantId: order.tenant_id,
        type: 'deposit',
        amount: deposit.amount,
        relatedId: deposit.id,
        reversesId: charge.id,
        propertyId: charge.property_id,
        description: `Security deposit settled, order #${orderId}: ${released} held released`,
        bookedOn,
        createdBy: actorId,
        createdAt: at,
      },
    ]);
    await coverOldestUnpaidCharges(tx, [{ tenantId: order.tenant_id, amount: released }], bookedOn);
    if (order.status !== 'completed') await refreshOrderStatuses(tx, [orderId], day.today);
    const deducted = body.deductions.reduce((sum, d) => sum + toCents(d.amount), 0);
    await queueMessages(tx, 'settlement', [
      {
        tenantId: order.tenant_id,
        cause: `settlement:deposit:${deposit.id}`,
        fields: {
          deposit_amount: displayMoney(deposit.amount),
          deductions: displayMoney(fromCents(deducted)),
          released: displayMoney(released),
        },
        statement: { start: deposit.due_date, end: bookedOn },
        createdBy: actorId,
      },
    ]);
    await recordAudit(tx, {
      userId: actorId,
      action: 'settle',
      entity: 'deposit',
      entityId: deposit.id,
      detail: { order_id: orderId, ...body, fees: fees.map((f) => f.id), released, release: release!.id },
      at,
    });
    return (await q.selectStatement(tx, orderId))!;
  });
}
