import {
  PLACES_MESSAGES,
  TENANT_MESSAGES,
  type OtherTransactionBody,
  type WithOptional,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { notFound, refuseFields } from '../../errors';
import { rememberIdempotentResult, type IdempotencyClaim } from '../../http/idempotency';
import { postOtherEntries, type BusinessDay } from '../ledger/post';
import { recordAudit } from '../audit/audit';
import * as q from './other-transactions.queries';
import { bookedDayProblem, subTypeProblem } from './refusals';

/**
 * An income or expense row of a property ("other" in the Create Transactions dialog): a category of
 * its kind, the property, optionally the tenant it concerns; no tenant balance moves.
 */
export async function postOtherTransaction(
  db: Db,
  input: WithOptional<OtherTransactionBody, 'booked_on'>,
  actorId: number | null,
  day: BusinessDay,
  claim: IdempotencyClaim | null = null,
) {
  return db.transaction(async (tx) => {
    const tenantId = input.tenant_id ?? null;
    const found = await q.findPropertyAndTenant(tx, input.property_id, tenantId);
    refuseFields({
      sub_type_id: await subTypeProblem(tx, input.sub_type_id, input.type),
      property_id: found.has_property ? null : PLACES_MESSAGES.noSuchProperty,
      tenant_id: tenantId === null || found.has_tenant ? null : TENANT_MESSAGES.noSuchTenant,
      booked_on: await bookedDayProblem(tx, input.booked_on ?? day.today, day.today),
    });
    const [id] = await postOtherEntries(tx, [
      {
        type: input.type,
        amount: input.amount,
        subTypeId: input.sub_type_id,
        propertyId: input.property_id,
        tenantId,
        description: input.description ?? '',
        bookedOn: input.booked_on ?? day.today,
        createdBy: actorId,
      },
    ]);
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'transaction',
      entityId: id!,
      detail: input,
    });
    await rememberIdempotentResult(tx, claim, id!);
    return (await q.findLedgerRow(tx, id!))!;
  });
}

/** An income or expense row as `POST /api/transactions/` answered it (for an Idempotency-Key replay). */
export async function getOtherTransaction(db: Db, id: number) {
  const found = await q.findLedgerRow(db, id);
  if (!found) throw notFound('Transaction');
  return found;
}
