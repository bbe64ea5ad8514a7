import {
  DEPOSIT_MESSAGES,
  toCents,
  type Refund,
  type RefundBody,
  type WithOptional,
} from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { jsonObject, money, selectItem } from '../../db/json';
import { sql } from '../../db/sql';
import { notFound, refuseFields } from '../../errors';
import { rememberIdempotentResult, type IdempotencyClaim } from '../../http/idempotency';
import { TENANT_REF_JSON } from '../../presenters/references';
import { recordAudit } from '../audit/audit';
import { bookedDayProblem, subTypeProblem } from '../finance/refusals';
import { withTenantLocked } from '../ledger/locks';
import { coverNewCharges } from '../ledger/cover';
import { postEntries, type BusinessDay } from '../ledger/post';

/**
 * A refund (DOMAIN "Security deposits"): part or all of a tenant's credit paid out by a payment method,
 * a `refund` ledger row (−amount; money paid out, not an expense: the day's income is less by it). A
 * refund is a charge (`refunds`, decision 041), paid at once by the credit it pays out, and owed again
 * if a void takes that credit away. The tenant may be inactive (they moved out); the money belongs to
 * the house of their latest order.
 */
export async function refundCredit(
  db: Db,
  input: WithOptional<RefundBody, 'booked_on'>,
  actorId: number | null,
  day: BusinessDay & { at?: string | null },
  claim: IdempotencyClaim | null = null,
) {
  return withTenantLocked(db, input.tenant_id, async (tx, tenant) => {
    if (!tenant) throw notFound('Tenant');
    const bookedOn = input.booked_on ?? day.today;
    const balance = await tenantBalance(tx, tenant.id);
    refuseFields({
      amount: toCents(input.amount) > toCents(balance) ? DEPOSIT_MESSAGES.refundOverCredit(balance) : null,
      method_id: await subTypeProblem(tx, input.method_id, 'payment'),
      booked_on: await bookedDayProblem(tx, bookedOn, day.today),
    });
    const description = input.description || 'Refund';
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO refunds (tenant_id, amount, remaining_amount, due_date, method_id, description, created_by,
                               created_at)
          VALUES (${tenant.id}, ${input.amount}, ${input.amount}, ${bookedOn}, ${input.method_id}, ${description},
                  ${actorId}, coalesce(${day.at ?? null}::timestamptz, now()))
          RETURNING id`,
    );
    const refundId = row!.id;
    const posted = await postEntries(tx, [
      {
        tenantId: tenant.id,
        type: 'refund',
        amount: `-${input.amount}`,
        relatedId: refundId,
        subTypeId: input.method_id,
        propertyId: tenant.property_id ?? (await latestOrderProperty(tx, tenant.id)),
        description,
        bookedOn,
        createdBy: actorId,
        createdAt: day.at ?? null,
      },
    ]);
    // Paid by the credit it pays out (at most the balance: nothing older is unpaid).
    await coverNewCharges(tx, 'refund', posted, bookedOn);
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'refund',
      entityId: refundId,
      detail: { ...input, booked_on: bookedOn, ledger_id: posted[0]!.id },
      at: day.at ?? null,
    });
    await rememberIdempotentResult(tx, claim, refundId);
    return (await findRefund(tx, refundId))!;
  });
}

export async function getRefund(db: Db, id: number) {
  const found = await findRefund(db, id);
  if (!found) throw notFound('Refund');
  return found;
}

async function tenantBalance(db: Executor, tenantId: number) {
  const [row] = await db.query<{ balance: string }>(
    sql`SELECT balance_amount::text AS balance FROM tenants WHERE id = ${tenantId}`,
  );
  return row!.balance;
}

/** The house of the tenant's latest order, for a tenant without an open one. */
async function latestOrderProperty(db: Executor, tenantId: number) {
  const [row] = await db.query<{ property_id: number | null }>(
    sql`SELECT property_id FROM orders WHERE tenant_id = ${tenantId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return row?.property_id ?? null;
}

/** A refund with its tenant, method, day and the balance its ledger row left. */
const findRefund = (db: Executor, id: number) =>
  selectItem(
    db,
    jsonObject<Refund>({
      id: sql`rf.id`,
      tenant: TENANT_REF_JSON,
      amount: money(sql`rf.amount`),
      method: jsonObject<Refund['method']>({ id: sql`s.id`, name: sql`s.name` }),
      description: sql`rf.description`,
      booked_on: sql`rf.due_date`,
      balance_after: money(sql`tr.current_balance`),
    }),
    sql`FROM refunds rf JOIN tenants t ON t.id = rf.tenant_id JOIN transaction_sub_types s ON s.id = rf.method_id
        JOIN transactions tr ON tr.type = 'refund' AND tr.related_id = rf.id AND tr.reverses_id IS NULL
        WHERE rf.id = ${id}`,
  );
