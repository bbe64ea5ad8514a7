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
import { postEntries, type BusinessDay } from '../ledger/post';

/**
 * A refund (DOMAIN "Security deposits"): part or all of a tenant's credit paid out by a payment method,
 * a `refund` ledger row (−amount; money paid out, not an expense: the day's income is less by it). The
 * tenant may be inactive (they moved out); the money belongs to the house of their latest order.
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
    const [posted] = await postEntries(tx, [
      {
        tenantId: tenant.id,
        type: 'refund',
        amount: `-${input.amount}`,
        relatedId: null,
        subTypeId: input.method_id,
        propertyId: tenant.property_id ?? (await latestOrderProperty(tx, tenant.id)),
        description: input.description || 'Refund',
        bookedOn,
        createdBy: actorId,
        createdAt: day.at ?? null,
      },
    ]);
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'refund',
      entityId: posted!.id,
      detail: { ...input, booked_on: bookedOn },
      at: day.at ?? null,
    });
    await rememberIdempotentResult(tx, claim, posted!.id);
    return (await findRefund(tx, posted!.id))!;
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

const findRefund = (db: Executor, id: number) =>
  selectItem(
    db,
    jsonObject<Refund>({
      id: sql`tr.id`,
      tenant: TENANT_REF_JSON,
      amount: money(sql`-tr.amount`),
      method: jsonObject<Refund['method']>({ id: sql`s.id`, name: sql`s.name` }),
      description: sql`tr.description`,
      booked_on: sql`tr.booked_on`,
      balance_after: money(sql`tr.current_balance`),
    }),
    sql`FROM transactions tr JOIN tenants t ON t.id = tr.tenant_id
        JOIN transaction_sub_types s ON s.id = tr.sub_type_id
        WHERE tr.id = ${id} AND tr.type = 'refund'`,
  );
