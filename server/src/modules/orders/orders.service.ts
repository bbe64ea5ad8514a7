import {
  BOARD_MESSAGES,
  daysBetween,
  ORDER_MESSAGES,
  ORDER_START_MAX_DAYS_AHEAD,
  ORDER_START_MAX_DAYS_BACK,
  TENANT_MESSAGES,
  type BedsTotalBody,
  type FirstPeriod,
  type FirstPeriodQuery,
  type OrderBody,
  type WithOptional,
} from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import {
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  violates,
} from '../../db/errors';
import { ORDERS_CONSTRAINTS } from '../../db/schema';
import { sql } from '../../db/sql';
import { fieldError, notFound, refusal } from '../../errors';
import { chargeDueRent, refreshOrderStatuses } from '../billing/rent-cycle';
import { lockOrders, lockTenant, lockTenants } from '../ledger/locks';
import { cancelRentConfirmations, propertiesOfOrders } from '../ledger/rent-charges';
import { chargeDeposit, depositFor } from '../deposits/deposits.service';
import type { DepositDefault } from '../settings/settings-store';
import { recordAudit } from '../audit/audit';
import * as q from './orders.queries';

/** The day an order use case runs on: today in the business time zone, and the rent's lead days. */
export interface RentDay {
  today: string;
  leadDays: number;
  /**
   * When it happens, an instant ('2026-09-01 08:00:00 America/New_York'), for history recorded after
   * the fact (the demo's): the rows written take it as their creation time. Default now.
   */
  at?: string | null;
  /** The business's default deposit for an order created without `deposit_amount`; none when absent. */
  deposit?: DepositDefault | null;
}

/** The first of the beds another open order holds on one of the days, as the message names it. */
async function takenBedMessage(
  db: Executor,
  bedIds: number[],
  days: Parameters<typeof q.findBedsForOrder>[2],
) {
  const taken = (await q.findBedsForOrder(db, bedIds, days)).find((b) => b.taken_by_order_id !== null);
  return taken ? ORDER_MESSAGES.bedTaken(taken.number, taken.room_number) : null;
}

function checkStartDate(startDate: string, today: string) {
  const offset = daysBetween(today, startDate);
  if (offset < -ORDER_START_MAX_DAYS_BACK) throw fieldError('start_date', ORDER_MESSAGES.startTooEarly);
  if (offset > ORDER_START_MAX_DAYS_AHEAD) throw fieldError('start_date', ORDER_MESSAGES.startTooLate);
}

/**
 * Creates an order for an active tenant without an open order, on beds that exist and are free, and
 * charges its deposit (the one given, else the business default) and its first rent (and any other
 * due by today + lead days) at once. The database refuses a
 * second open order for the tenant or a bed in two open orders, also when two requests race: the
 * loser's unique violation becomes the same 400 as the check's.
 */
export async function createOrder(
  db: Db,
  input: WithOptional<OrderBody, 'due_day' | 'deposit_amount' | 'planned_end_date'>,
  actorId: number | null,
  day: RentDay,
) {
  const startDate = input.start_date ?? day.today;
  checkStartDate(startDate, day.today);
  const days = { from: startDate, until: input.planned_end_date ?? null };
  if (days.until !== null && days.until <= startDate) {
    throw fieldError('planned_end_date', BOARD_MESSAGES.endBeforeStart(startDate));
  }
  try {
    return await db.transaction(async (tx) => {
      const tenant = await lockTenant(tx, input.tenant_id);
      if (!tenant) throw fieldError('tenant_id', TENANT_MESSAGES.noSuchTenant);
      if (tenant.is_deleted) throw fieldError('tenant_id', TENANT_MESSAGES.inactive);
      if (tenant.open_order_id !== null) throw fieldError('tenant_id', ORDER_MESSAGES.tenantHasOpenOrder);
      const found = await q.findBedsForOrder(tx, input.bed_ids, days);
      if (found.length !== input.bed_ids.length) throw fieldError('bed_ids', ORDER_MESSAGES.noSuchBed);
      const taken = found.find((b) => b.taken_by_order_id !== null);
      if (taken) throw fieldError('bed_ids', ORDER_MESSAGES.bedTaken(taken.number, taken.room_number));

      const id = await q.insertOrder(tx, {
        tenantId: input.tenant_id,
        periodPayment: input.period_payment,
        rentAmount: input.rent_amount,
        startDate,
        dueDay: input.due_day ?? null,
        firstBedId: Math.min(...input.bed_ids),
        createdBy: actorId,
        createdAt: day.at ?? null,
      });
      await q.insertStays(tx, id, input.bed_ids, days);
      const deposit = depositFor(input.deposit_amount, input.rent_amount, day.deposit ?? null);
      const depositId = deposit
        ? await chargeDeposit(
            tx,
            {
              id,
              tenantId: input.tenant_id,
              propertyId: (await propertiesOfOrders(tx, [id])).get(id) ?? null,
            },
            deposit,
            { today: day.today, createdBy: actorId, at: day.at ?? null },
          )
        : null;
      const charged = await chargeDueRent(tx, [id], { ...day, createdBy: actorId });
      await refreshOrderStatuses(tx, [id], day.today);
      await recordAudit(tx, {
        userId: actorId,
        action: 'create',
        entity: 'order',
        entityId: id,
        detail: {
          ...input,
          start_date: startDate,
          deposit_id: depositId,
          rent_confirmations: charged.map((c) => c.id),
        },
      });
      return (await q.findOrder(tx, id))!;
    });
  } catch (error) {
    if (violates(error, PG_UNIQUE_VIOLATION, ORDERS_CONSTRAINTS.oneOpenOrderPerTenant)) {
      throw fieldError('tenant_id', ORDER_MESSAGES.tenantHasOpenOrder);
    }
    if (violates(error, PG_EXCLUSION_VIOLATION, ORDERS_CONSTRAINTS.bedStaysOverlap)) {
      throw fieldError(
        'bed_ids',
        (await takenBedMessage(db, input.bed_ids, days)) ?? ORDER_MESSAGES.someBedTaken,
      );
    }
    if (violates(error, PG_FOREIGN_KEY_VIOLATION, ORDERS_CONSTRAINTS.orderBedBed)) {
      throw fieldError('bed_ids', ORDER_MESSAGES.noSuchBed);
    }
    throw error;
  }
}

export async function getOrder(db: Db, id: number) {
  const found = await q.findOrder(db, id);
  if (!found) throw notFound('Order');
  return found;
}

/**
 * Closes (completes) an order: frees its beds, and cancels its rent confirmations due after today,
 * paid or not, each with a reversing ledger row; what had been covered of them returns as credit and
 * covers the tenant's oldest unpaid charges (decision 024). Rent already due stays owed.
 */
export async function closeOrder(
  db: Db,
  id: number,
  actorId: number | null,
  day: Pick<RentDay, 'today' | 'at'>,
) {
  await db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, sql`o.id = ${id}`);
    if (!order) throw notFound('Order');
    if (order.status === 'completed') throw refusal(ORDER_MESSAGES.alreadyCompleted);
    await lockTenants(tx, [order.tenant_id]);
    const cancellable = await q.findRentDueAfter(tx, id, day.today);
    const reversed = await cancelRentConfirmations(tx, cancellable, {
      today: day.today,
      createdBy: actorId,
      reason: `order #${id} completed`,
      at: day.at ?? null,
    });
    await q.completeOrder(tx, id, actorId, day);
    await recordAudit(tx, {
      userId: actorId,
      action: 'close',
      entity: 'order',
      entityId: id,
      detail: { cancelled_rent_confirmations: cancellable, reversals: reversed.map((r) => r.id) },
    });
  });
}

export const listAvailableTenants = (db: Db) => q.selectAvailableTenants(db);
export const listAvailableBeds = (db: Db, today: string) => q.selectAvailableBeds(db, today);

/** The monthly total of the beds' prices; a bed that does not exist is a 400 on `beds`. */
export async function bedsTotalPrice(db: Db, input: BedsTotalBody) {
  const ids = [...new Set(input.beds)];
  if (!ids.length) return { total: '0.00' };
  const { total, found } = await q.sumBedPrices(db, ids);
  if (found !== ids.length) throw fieldError('beds', ORDER_MESSAGES.noSuchBed);
  return { total };
}

/**
 * What an order would charge first (DOMAIN "Due day and proration"): its first regular due date and
 * the prorated first period, computed by the same SQL that charges them (db/derived/rent-cycle.sql).
 */
export async function firstPeriodOf(db: Db, query: FirstPeriodQuery): Promise<FirstPeriod> {
  const row = await q.selectFirstPeriod(db, {
    startDate: query.start_date,
    period: query.period_payment,
    dueDay: query.due_day ?? null,
    rent: query.rent_amount,
  });
  return {
    first_due_date: row.first_due_date,
    prorated:
      row.days > 0 ? { due_date: query.start_date, days: row.days, amount: row.prorated_amount } : null,
  };
}
