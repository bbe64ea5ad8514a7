import {
  addDays,
  BOARD_MESSAGES,
  displayDate,
  fromCents,
  ORDER_MESSAGES,
  PERIOD_PAYMENT_DISPLAY,
  rentForPeriod,
  toCents,
  type MoveBody,
  type PlannedEndBody,
  type WithOptional,
} from '@bunkhouse/contract';
import type { Db, Executor, Tx } from '../../db/database';
import { sql } from '../../db/sql';
import { PG_EXCLUSION_VIOLATION, violates } from '../../db/errors';
import { ORDERS_CONSTRAINTS } from '../../db/schema';
import { fieldError, notFound, refusal } from '../../errors';
import { recordAudit } from '../audit/audit';
import { chargeDueRent, refreshOrderStatuses } from '../billing/rent-cycle';
import { lockOrders, lockTenants } from '../ledger/locks';
import { cancelRentConfirmations, postRentCharges } from '../ledger/rent-charges';
import * as orders from './orders.queries';
import type { RentDay } from './orders.service';
import * as q from './stays.queries';

/**
 * Who sleeps where (issue 34, decision 045): moving a tenant between beds within the order, and the
 * planned move-out. Each runs in one transaction that locks the order, then its tenant.
 */

/** Locks the order and its tenant; refuses an order that does not exist or is completed. */
async function lockOpenOrder(tx: Tx, id: number) {
  const [order] = await lockOrders(tx, sql`o.id = ${id}`);
  if (!order) throw notFound('Order');
  if (order.status === 'completed') throw refusal(ORDER_MESSAGES.alreadyCompleted);
  await lockTenants(tx, [order.tenant_id]);
  return q.findOrderTerms(tx, id);
}

/** The bed another open stay holds on one of the days, as the message names it, from `day`. */
async function takenOn(
  tx: Executor,
  bedIds: number[],
  days: { from: string; until: string | null },
  orderId?: number,
) {
  const found = await orders.findBedsForOrder(tx, bedIds, { ...days, exceptOrderId: orderId });
  const taken = found.find((b) => b.taken_by_order_id !== null);
  return taken ? BOARD_MESSAGES.bedTakenOn(taken.number, taken.room_number, days.from) : null;
}

/**
 * Moves the tenant of an order from one of its beds to another from the day `on` (today by default,
 * never ahead, not before the order's start): the old stay ends that day and the new one starts, so
 * the order keeps both. When the rent changes (`rent_amount`, default the order's rent plus the
 * difference of the beds' monthly prices for its period), it changes from that day: the charge of the
 * period the day falls in is split into the days before it at the old rent and the days from it at
 * the new one, each prorated (DOMAIN "Due day and proration"), and rent charged ahead for later due
 * dates is charged again at the new rent; the reversed money covers the tenant's oldest charges.
 */
export async function moveTenant(
  db: Db,
  id: number,
  input: WithOptional<MoveBody, 'on' | 'rent_amount'>,
  actorId: number | null,
  day: RentDay,
) {
  const on = input.on ?? day.today;
  if (on > day.today) throw fieldError('on', BOARD_MESSAGES.moveAhead);
  if (input.to_bed_id === input.from_bed_id) throw fieldError('to_bed_id', BOARD_MESSAGES.sameBed);
  try {
    return await db.transaction(async (tx) => {
      const order = await lockOpenOrder(tx, id);
      if (on < order.start_date) throw fieldError('on', BOARD_MESSAGES.moveBeforeStart(order.start_date));
      const stay = await q.findStayOn(tx, id, input.from_bed_id, on);
      if (!stay) throw fieldError('from_bed_id', BOARD_MESSAGES.notInOrder);
      const prices = await q.bedPrices(tx, [input.from_bed_id, input.to_bed_id]);
      if (!prices.has(input.to_bed_id)) throw fieldError('to_bed_id', ORDER_MESSAGES.noSuchBed);
      const taken = await takenOn(tx, [input.to_bed_id], { from: on, until: stay.end_date });
      if (taken) throw fieldError('to_bed_id', taken);
      const rent =
        input.rent_amount ?? defaultRent(order, prices.get(input.from_bed_id)!, prices.get(input.to_bed_id)!);
      if (toCents(rent) <= 0) throw fieldError('rent_amount', BOARD_MESSAGES.rentNeeded);

      await q.moveStay(tx, id, {
        fromBedId: input.from_bed_id,
        toBedId: input.to_bed_id,
        day: on,
        stayStart: stay.start_date,
        stayEnd: stay.end_date,
      });
      const repriced =
        toCents(rent) === toCents(order.rent_amount)
          ? null
          : await reprice(tx, id, order, rent, on, actorId, day);
      await recordAudit(tx, {
        userId: actorId,
        action: 'move',
        entity: 'order',
        entityId: id,
        detail: { ...input, on, rent_amount: { before: order.rent_amount, after: rent }, ...repriced },
      });
      return (await orders.findOrder(tx, id))!;
    });
  } catch (error) {
    if (violates(error, PG_EXCLUSION_VIOLATION, ORDERS_CONSTRAINTS.bedStaysOverlap)) {
      throw fieldError('to_bed_id', BOARD_MESSAGES.bedJustTaken);
    }
    throw error;
  }
}

/** The order's rent plus the difference of the beds' monthly prices, for its period. */
function defaultRent(order: q.OrderTerms, fromPrice: string, toPrice: string) {
  const difference = rentForPeriod(toCents(toPrice) - toCents(fromPrice), order.period_payment);
  return fromCents(toCents(order.rent_amount) + difference);
}

/**
 * The rent changes to `rent` from `on`: the period's charge split at `on`, later charges cancelled and
 * charged again at the new rent (see `moveTenant`).
 */
async function reprice(
  tx: Tx,
  id: number,
  order: q.OrderTerms,
  rent: string,
  on: string,
  actorId: number | null,
  day: RentDay,
) {
  const period = await q.findPeriodOn(tx, id, on, rent);
  const split = period.confirmation_id !== null && period.period_start < on ? period : null;
  const cancelled = [...(split ? [split.confirmation_id!] : []), ...(await q.findRentDueFrom(tx, id, on))];
  const reversals = await cancelRentConfirmations(tx, cancelled, {
    today: day.today,
    createdBy: actorId,
    reason: `order #${id} moved on ${displayDate(on)}`,
  });
  const parts = split ? splitParts(id, order, split, on) : [];
  const charged = await q.insertRentParts(tx, id, order.tenant_id, parts);
  await postRentCharges(tx, charged, { today: day.today, createdBy: actorId });
  await q.setRent(tx, id, rent);
  await refreshOrderStatuses(tx, [id], day.today);
  const recharged = await chargeDueRent(tx, [id], { ...day, createdBy: actorId });
  await refreshOrderStatuses(tx, [id], day.today);
  return {
    cancelled_rent_confirmations: cancelled,
    reversals: reversals.map((r) => r.id),
    rent_confirmations: [...charged, ...recharged].map((c) => c.id),
  };
}

/** The split period's two charges: the days before the move at the old rent, the days from it at the new. */
function splitParts(
  id: number,
  order: q.OrderTerms,
  split: Awaited<ReturnType<typeof q.findPeriodOn>>,
  on: string,
) {
  const what = `${PERIOD_PAYMENT_DISPLAY[order.period_payment]} rent of order #${id}`;
  const lastDay = (exclusiveEnd: string) => displayDate(addDays(exclusiveEnd, -1));
  const before = toCents(split.confirmation_amount!) - toCents(split.rent_from_day);
  const after = toCents(split.new_rent_from_day);
  return [
    {
      due: split.confirmation_due!,
      cents: before,
      description: `${what} to ${lastDay(on)}, before the move`,
    },
    {
      due: on,
      cents: after,
      description: `${what} from ${displayDate(on)} to ${lastDay(split.period_end)}, after the move`,
    },
  ]
    .filter((p) => p.cents > 0)
    .map(({ due, cents, description }) => ({ due, amount: fromCents(cents), description }));
}

/**
 * Sets or clears the order's planned move-out: every open stay ends that day (today or later, after
 * each stay's start). Rent charged ahead for due dates on or after it is cancelled (the billing charges
 * none there); clearing it, or moving it later, charges what is due again. A later day that meets a
 * reservation of one of its beds is refused.
 */
export async function setPlannedEnd(
  db: Db,
  id: number,
  input: PlannedEndBody,
  actorId: number | null,
  day: RentDay,
) {
  const end = input.planned_end_date;
  if (end !== null && end < day.today) throw fieldError('planned_end_date', BOARD_MESSAGES.endInPast);
  try {
    return await db.transaction(async (tx) => {
      await lockOpenOrder(tx, id);
      const stays = await q.findOpenStays(tx, id);
      const latestStart = stays
        .map((s) => s.start_date)
        .sort()
        .at(-1);
      if (end !== null && latestStart && end <= latestStart) {
        throw fieldError('planned_end_date', BOARD_MESSAGES.endBeforeStart(latestStart));
      }
      const before = stays[0]?.end_date ?? null;
      if (before !== null && (end === null || end > before)) {
        const taken = await takenOn(
          tx,
          stays.map((s) => s.bed_id),
          { from: before, until: end },
          id,
        );
        if (taken) throw fieldError('planned_end_date', taken);
      }
      await q.setOpenStaysEnd(tx, id, end);
      const cancelled = end === null ? [] : await q.findRentDueFrom(tx, id, end);
      const reversals = await cancelRentConfirmations(tx, cancelled, {
        today: day.today,
        createdBy: actorId,
        reason: `order #${id} ends on ${displayDate(end ?? day.today)}`,
      });
      await refreshOrderStatuses(tx, [id], day.today);
      const charged = await chargeDueRent(tx, [id], { ...day, createdBy: actorId });
      await refreshOrderStatuses(tx, [id], day.today);
      await recordAudit(tx, {
        userId: actorId,
        action: 'update',
        entity: 'order',
        entityId: id,
        detail: {
          planned_end_date: { before, after: end },
          cancelled_rent_confirmations: cancelled,
          reversals: reversals.map((r) => r.id),
          rent_confirmations: charged.map((c) => c.id),
        },
      });
      return (await orders.findOrder(tx, id))!;
    });
  } catch (error) {
    if (violates(error, PG_EXCLUSION_VIOLATION, ORDERS_CONSTRAINTS.bedStaysOverlap)) {
      throw fieldError('planned_end_date', BOARD_MESSAGES.reservedLater);
    }
    throw error;
  }
}
