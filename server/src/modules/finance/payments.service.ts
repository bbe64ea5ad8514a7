import {
  displayDate,
  displayMoney,
  FINANCE_MESSAGES,
  type PaymentBody,
  type VoidBody,
  type WithOptional,
} from '@bunkhouse/contract';
import type { Db, Tx } from '../../db/database';
import { notFound, refusal, refuseFields } from '../../errors';
import { refreshOrderStatuses } from '../billing/rent-cycle';
import { coverOldestUnpaidCharges, reallocateCharges } from '../ledger/cover';
import { withTenantLocked } from '../ledger/locks';
import { postEntries, reversePostedEntry, type BusinessDay } from '../ledger/post';
import { rememberIdempotentResult, type IdempotencyClaim } from '../../http/idempotency';
import { recordAudit } from '../audit/audit';
import { queueMessages } from '../messages/outbox';
import * as q from './payments.queries';
import { bookedDayProblem, subTypeProblem, tenantProblem } from './refusals';
import { voidTimelyLateFees, type VoidStep } from './fees.service';
import { selectStandingLateFees } from './fees.queries';

export interface NewPayment {
  tenantId: number;
  amount: string;
  methodId: number;
  description: string | null;
  /** The property of the tenant's open order, for the ledger row. */
  propertyId: number | null;
  createdBy: number | null;
  /** When it was recorded, for payments recorded after the fact (demo history); default now. */
  at?: string | null;
  /** The business day it was received (back-dated, or from a mail); default `today`. */
  receivedOn?: string | null;
}

/**
 * Writes applied payments, posts +amount for each (in the given order) booked on its received day,
 * covers each tenant's oldest unpaid charges with the money, paid on its received day, and voids the
 * late fee of a rent it paid when it was received by that rent's deadline (DOMAIN "Late fees"), and
 * queues each payment's receipt (issue 32).
 * Set-based: a handful of statements whatever the number (the demo's history posts many at once). The caller validates, holds the tenants and their
 * open orders locked (ledger/locks.ts) and refreshes those orders' statuses afterwards.
 */
export async function applyPayments(tx: Tx, payments: NewPayment[], today: string) {
  if (!payments.length) return [];
  const inserted = await q.insertPayments(
    tx,
    payments.map((p) => ({
      tenant_id: p.tenantId,
      amount: p.amount,
      method_id: p.methodId,
      description: p.description ?? '',
      created_by: p.createdBy,
      at: p.at ?? null,
      received_on: p.receivedOn ?? today,
    })),
  );
  const posted = await postEntries(
    tx,
    payments.map((p, i) => ({
      tenantId: p.tenantId,
      type: 'payment' as const,
      amount: p.amount,
      relatedId: inserted[i]!.id,
      subTypeId: p.methodId,
      propertyId: p.propertyId,
      description: p.description ?? `${inserted[i]!.method} payment`,
      bookedOn: inserted[i]!.received_on,
      createdBy: p.createdBy,
      createdAt: p.at ?? null,
    })),
  );
  const tenantIds = payments.map((p) => p.tenantId);
  const lateBefore = await selectStandingLateFees(tx, tenantIds);
  // The charges each payment pays are paid on its received day: runs of payments received on one day
  // cover together, in the given order (oldest charges first, as one grant would).
  for (let i = 0; i < payments.length;) {
    const day = inserted[i]!.received_on;
    let j = i;
    while (j < payments.length && inserted[j]!.received_on === day) j++;
    await coverOldestUnpaidCharges(
      tx,
      payments.slice(i, j).map((p) => ({ tenantId: p.tenantId, amount: p.amount })),
      day,
    );
    i = j;
  }
  await voidTimelyLateFees(
    tx,
    lateBefore,
    inserted.map((row, i) => ({ id: row.id, tenantId: payments[i]!.tenantId, receivedOn: row.received_on })),
    today,
  );
  await queueMessages(
    tx,
    'receipt',
    inserted.map((row, i) => ({
      tenantId: payments[i]!.tenantId,
      cause: `receipt:payment:${row.id}`,
      fields: {
        amount: displayMoney(payments[i]!.amount),
        paid_on: displayDate(row.received_on),
        method: row.method,
      },
      statement: { start: row.received_on, end: row.received_on },
      createdBy: payments[i]!.createdBy,
    })),
  );
  return inserted.map((row, i) => ({ id: row.id, ledgerId: posted[i]!.id }));
}

/**
 * Money received from an active tenant by an active payment method: applied at once, it raises the
 * balance and covers the oldest unpaid charges first (DOMAIN "Covering charges"); the tenant's order
 * may stop being overdue.
 */
export async function postPayment(
  db: Db,
  input: WithOptional<PaymentBody, 'received_on'>,
  actorId: number | null,
  day: BusinessDay,
  claim: IdempotencyClaim | null = null,
) {
  return withTenantLocked(db, input.tenant_id, async (tx, tenant) => {
    refuseFields({
      tenant_id: tenantProblem(tenant),
      method_id: await subTypeProblem(tx, input.method_id, 'payment'),
      received_on: await bookedDayProblem(
        tx,
        input.received_on ?? day.today,
        day.today,
        FINANCE_MESSAGES.receivedInFuture,
      ),
    });
    const [created] = await applyPayments(
      tx,
      [
        {
          tenantId: input.tenant_id,
          amount: input.amount,
          methodId: input.method_id,
          description: input.description,
          propertyId: tenant!.property_id,
          createdBy: actorId,
          receivedOn: input.received_on ?? null,
        },
      ],
      day.today,
    );
    if (tenant!.open_order_id !== null) await refreshOrderStatuses(tx, [tenant!.open_order_id], day.today);
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'payment',
      entityId: created!.id,
      detail: { ...input, ledger_id: created!.ledgerId },
    });
    await rememberIdempotentResult(tx, claim, created!.id);
    return (await q.findPayment(tx, created!.id))!;
  });
}

export async function getPayment(db: Db, id: number) {
  const found = await q.findPayment(db, id);
  if (!found) throw notFound('Payment');
  return found;
}

/**
 * Voids a payment entered by mistake: it keeps its record with who, when and why; a reversing row
 * takes its money back (its own row stays); and the tenant's money is re-allocated over their
 * charges, oldest first, so those it no longer covers are unpaid again (decision 008).
 */
export async function voidPayment(
  db: Db,
  id: number,
  input: VoidBody,
  actorId: number | null,
  day: BusinessDay,
  claim: IdempotencyClaim | null = null,
) {
  const tenantId = await q.findPaymentTenant(db, id);
  if (tenantId === null) throw notFound('Payment');
  return withTenantLocked(db, tenantId, async (tx, tenant) => {
    const openOrderId = tenant!.open_order_id;
    await voidLockedPayment(tx, id, { reason: input.reason, actorId, today: day.today, openOrderId });
    await rememberIdempotentResult(tx, claim, id);
    return (await q.findPayment(tx, id))!;
  });
}

/** voidPayment's steps, for a caller that holds the payment's tenant and open order locked. */
export async function voidLockedPayment(tx: Tx, id: number, step: VoidStep) {
  const payment = (await q.lockPayment(tx, id))!;
  if (payment.is_void) throw refusal(FINANCE_MESSAGES.alreadyVoid);
  const { reason, actorId, today, openOrderId, at = null } = step;
  await q.markPaymentVoid(tx, id, actorId, reason, at);
  const reversal = payment.is_applied
    ? await reversePostedEntry(tx, {
        type: 'payment',
        relatedId: id,
        description: `Payment #${id} void: ${reason}`,
        bookedOn: today,
        createdBy: actorId,
        createdAt: at,
      })
    : null;
  const reallocated = reversal ? await reallocateCharges(tx, [payment.tenant_id], today) : [];
  if (openOrderId !== null) await refreshOrderStatuses(tx, [openOrderId], today);
  await recordAudit(tx, {
    userId: actorId,
    action: 'void',
    entity: 'payment',
    entityId: id,
    detail: { reason, reversal: reversal?.id ?? null, reallocated },
    at,
  });
}
