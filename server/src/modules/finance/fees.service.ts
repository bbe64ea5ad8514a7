import {
  displayDate,
  FINANCE_MESSAGES,
  type FeeBody,
  type VoidBody,
  type WithOptional,
} from '@bunkhouse/contract';
import type { Db, Tx } from '../../db/database';
import { notFound, refusal, refuseFields } from '../../errors';
import { refreshOrderStatuses } from '../billing/rent-cycle';
import { coverNewCharges, reallocateCharges } from '../ledger/cover';
import { withTenantLocked } from '../ledger/locks';
import { postEntries, reversePostedEntry, type BusinessDay } from '../ledger/post';
import { rememberIdempotentResult, type IdempotencyClaim } from '../../http/idempotency';
import { recordAudit } from '../audit/audit';
import * as q from './fees.queries';
import { bookedDayProblem, subTypeProblem, tenantProblem } from './refusals';

export interface NewFee {
  tenantId: number;
  amount: string;
  typeId: number;
  description: string | null;
  /** The property of the tenant's open order, for the ledger row. */
  propertyId: number | null;
  createdBy: number | null;
  /** When it was charged, for fees recorded after the fact (demo history); default now. */
  at?: string | null;
  /** The business day it belongs to, when back-dated (its due date too); default `today`. */
  bookedOn?: string | null;
  /** A deduction from a deposit: the deposit whose settlement charges it. */
  depositId?: number | null;
}

/**
 * Writes fees due on `today` (the day they are charged), posts −amount for each (in the given order)
 * and covers each from the credit its tenant had, paid on `today` when fully covered. Set-based (the
 * demo's history charges many at once); the caller validates and holds the tenants locked.
 */
export async function applyFees(tx: Tx, fees: NewFee[], today: string) {
  if (!fees.length) return [];
  const inserted = await q.insertFees(
    tx,
    fees.map((f) => ({
      tenant_id: f.tenantId,
      amount: f.amount,
      type_id: f.typeId,
      due_date: f.bookedOn ?? today,
      description: f.description ?? '',
      created_by: f.createdBy,
      at: f.at ?? null,
      deposit_id: f.depositId ?? null,
    })),
  );
  const posted = await postEntries(
    tx,
    fees.map((f, i) => ({
      tenantId: f.tenantId,
      type: 'fee' as const,
      amount: `-${f.amount}`,
      relatedId: inserted[i]!.id,
      subTypeId: f.typeId,
      propertyId: f.propertyId,
      description: f.description ?? inserted[i]!.type_name,
      bookedOn: f.bookedOn ?? today,
      createdBy: f.createdBy,
      createdAt: f.at ?? null,
    })),
  );
  await coverNewCharges(tx, 'fee', posted, today);
  return inserted.map((row, i) => ({ id: row.id, ledgerId: posted[i]!.id }));
}

/** A manual charge to an active tenant, of an active fee type; covered from their credit at once. */
export async function chargeFee(
  db: Db,
  input: WithOptional<FeeBody, 'booked_on'>,
  actorId: number | null,
  day: BusinessDay,
  claim: IdempotencyClaim | null = null,
) {
  return withTenantLocked(db, input.tenant_id, async (tx, tenant) => {
    refuseFields({
      tenant_id: tenantProblem(tenant),
      type_id: await subTypeProblem(tx, input.type_id, 'fee'),
      booked_on: await bookedDayProblem(tx, input.booked_on ?? day.today, day.today),
    });
    const [created] = await applyFees(
      tx,
      [
        {
          tenantId: input.tenant_id,
          amount: input.amount,
          typeId: input.type_id,
          description: input.description,
          propertyId: tenant!.property_id,
          createdBy: actorId,
          bookedOn: input.booked_on ?? null,
        },
      ],
      day.today,
    );
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'fee',
      entityId: created!.id,
      detail: { ...input, ledger_id: created!.ledgerId },
    });
    await rememberIdempotentResult(tx, claim, created!.id);
    return (await q.findFee(tx, created!.id))!;
  });
}

export async function getFee(db: Db, id: number) {
  const found = await q.findFee(db, id);
  if (!found) throw notFound('Fee');
  return found;
}

/**
 * Voids a fee charged by mistake: 'void' with nothing remaining, a reversing row gives its amount
 * back (its own row stays), and the part of it that had been covered comes back as credit: the
 * tenant's money is re-allocated over their other charges, oldest first (decision 008).
 */
export async function voidFee(
  db: Db,
  id: number,
  input: VoidBody,
  actorId: number | null,
  day: BusinessDay,
  claim: IdempotencyClaim | null = null,
) {
  const tenantId = await q.findFeeTenant(db, id);
  if (tenantId === null) throw notFound('Fee');
  return withTenantLocked(db, tenantId, async (tx, tenant) => {
    const openOrderId = tenant!.open_order_id;
    await voidLockedFee(tx, id, { reason: input.reason, actorId, today: day.today, openOrderId });
    await rememberIdempotentResult(tx, claim, id);
    return (await q.findFee(tx, id))!;
  });
}

/** What a void is told besides the row: why, by whom, the day, the tenant's open order, and when. */
export interface VoidStep {
  reason: string;
  actorId: number | null;
  today: string;
  /** The tenant's open order (locked by the caller), whose status the void may change. */
  openOrderId: number | null;
  /** When, for a void recorded after the fact (the demo's history); default now. */
  at?: string | null;
}

/** voidFee's steps, for a caller that holds the fee's tenant and open order locked. */
export async function voidLockedFee(tx: Tx, id: number, step: VoidStep) {
  const fee = (await q.lockFee(tx, id))!;
  if (fee.status === 'void') throw refusal(FINANCE_MESSAGES.alreadyVoid);
  const { reason, actorId, today, openOrderId, at = null } = step;
  await q.markFeeVoid(tx, id, actorId, reason, at);
  const reversal = await reversePostedEntry(tx, {
    type: 'fee',
    relatedId: id,
    description: `Fee #${id} void: ${reason}`,
    bookedOn: today,
    createdBy: actorId,
    createdAt: at,
  });
  const reallocated = await reallocateCharges(tx, [fee.tenant_id], today);
  if (openOrderId !== null) await refreshOrderStatuses(tx, [openOrderId], today);
  await recordAudit(tx, {
    userId: actorId,
    action: 'void',
    entity: 'fee',
    entityId: id,
    detail: { reason, reversal: reversal.id, reallocated },
    at,
  });
}

/**
 * Voids the late fees whose rent the payments just applied paid (`before`: the late fees standing
 * before they were applied, selectStandingLateFees), when one of the tenant's payments was received on
 * or before the rent's deadline (DOMAIN "Late fees": paid on time after all, typed late). The caller
 * holds the tenants locked and refreshes their orders' statuses afterwards.
 */
export async function voidTimelyLateFees(
  tx: Tx,
  before: q.StandingLateFee[],
  payments: Array<{ id: number; tenantId: number; receivedOn: string }>,
  today: string,
) {
  if (!before.length) return;
  const paid = await q.selectPaidRents(
    tx,
    before.map((f) => f.rent_id),
  );
  for (const fee of before) {
    if (!paid.has(fee.rent_id)) continue;
    const timely = payments.find((p) => p.tenantId === fee.tenant_id && p.receivedOn <= fee.deadline);
    if (!timely) continue;
    await voidLockedFee(tx, fee.id, {
      reason: `Paid on time: payment #${timely.id} received ${displayDate(timely.receivedOn)}`,
      actorId: null,
      today,
      openOrderId: null,
    });
  }
}
