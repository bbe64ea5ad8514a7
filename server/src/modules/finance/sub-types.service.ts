import { FINANCE_MESSAGES, type SubTypeKind, type SubTypeListQuery } from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findSubType, selectSubTypes } from './sub-types.queries';

export const listSubTypes = (db: Db, query: SubTypeListQuery) =>
  selectSubTypes(db, { isActive: query.is_active, types: query.type });

/** A fee type's default amount (null without one, and for the other kinds). */
export async function getSubTypeAmount(db: Db, id: number) {
  const found = await findSubType(db, id);
  if (!found) throw notFound('Sub-type');
  return { amount: found.default_amount };
}

/**
 * The message for a field naming a sub-type, or null when it names an active one of `kind`
 * (an unknown, inactive or other-kind id all read "Select an active …").
 */
export async function subTypeProblem(db: Executor, id: number, kind: SubTypeKind) {
  const found = await findSubType(db, id);
  return found && found.is_active && found.type === kind ? null : FINANCE_MESSAGES.subTypeKind(kind);
}
