import {
  SUB_TYPE_MESSAGES,
  type SubTypeCreateBody,
  type SubTypeKind,
  type SubTypeListQuery,
  type SubTypePatchBody,
} from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { fieldError, notFound, refuseFields } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import * as q from './sub-types.queries';
import { findSubType, selectSubTypes } from './sub-types.queries';

export const listSubTypes = (db: Db, query: SubTypeListQuery) =>
  selectSubTypes(db, { isActive: query.is_active, types: query.type });

/** A fee type's default amount (null without one, and for the other kinds). */
export async function getSubTypeAmount(db: Db, id: number) {
  const found = await findSubType(db, id);
  if (!found) throw notFound('Sub-type');
  return { amount: found.default_amount };
}

/** What a sub-type of this kind may carry: a default amount only for a fee type, patterns only for a payment method. */
function checkKind(type: SubTypeKind, amount: string | null, patterns: string[]) {
  refuseFields({
    default_amount: amount !== null && type !== 'fee' ? SUB_TYPE_MESSAGES.amountOnlyFees : null,
    detection_patterns: patterns.length && type !== 'payment' ? SUB_TYPE_MESSAGES.patternsOnlyMethods : null,
  });
}

async function checkName(db: Executor, type: SubTypeKind, name: string, exceptId = 0) {
  if (await q.subTypeNameTaken(db, type, name, exceptId))
    throw fieldError('name', SUB_TYPE_MESSAGES.nameTaken);
}

/** Settings > Payment methods and sub-types: a new payment method, fee type or category. */
export async function createSubType(db: Db, body: SubTypeCreateBody, actorId: number) {
  const type = body.type as SubTypeKind;
  const row = {
    name: body.name,
    is_active: true,
    default_amount: (body.default_amount as string | null | undefined) ?? null,
    detection_patterns: body.detection_patterns ?? [],
  };
  checkKind(type, row.default_amount, row.detection_patterns);
  return db.transaction(async (tx) => {
    await checkName(tx, type, row.name);
    const id = await q.insertSubType(tx, type, row);
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'sub_type',
      entityId: id,
      detail: { type, ...row },
    });
    return (await findSubType(tx, id))!;
  });
}

/**
 * Renames, (de)activates, or changes a fee type's default amount or a payment method's detection
 * patterns. The parser reads the patterns with each message, so a change applies to the next one.
 */
export async function patchSubType(db: Db, id: number, body: SubTypePatchBody, actorId: number) {
  return db.transaction(async (tx) => {
    const before = await q.lockSubType(tx, id);
    if (!before) throw notFound('Sub-type');
    const next = {
      name: body.name ?? before.name,
      is_active: body.is_active ?? before.is_active,
      default_amount:
        body.default_amount === undefined ? before.default_amount : (body.default_amount as string | null),
      detection_patterns: body.detection_patterns ?? before.detection_patterns,
    };
    checkKind(
      before.type,
      body.default_amount === undefined ? null : next.default_amount,
      body.detection_patterns ?? [],
    );
    if (next.name.toLowerCase() !== before.name.toLowerCase())
      await checkName(tx, before.type, next.name, id);
    const { type: _type, ...was } = before;
    const changes = changedFields(was, next);
    if (changes) {
      await q.updateSubType(tx, id, next);
      await recordAudit(tx, { userId: actorId, action: 'update', entity: 'sub_type', entityId: id, changes });
    }
    return (await findSubType(tx, id))!;
  });
}
