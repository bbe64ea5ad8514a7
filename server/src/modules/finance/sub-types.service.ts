import type { SubTypeListQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findSubType, selectSubTypes } from './sub-types.queries';

export const listSubTypes = (db: Db, query: SubTypeListQuery) =>
  selectSubTypes(db, { isActive: query.is_active, types: query.type });

/** A fee type's default amount (null without one, and for the other kinds). */
export async function getSubTypeAmount(db: Db, id: number) {
  const found = await findSubType(db, id);
  if (!found) throw notFound('Sub-type');
  return { amount: found.default_amount };
}
