import { PLACES_MESSAGES, type PropertyBody, type PropertyListQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { PG_FOREIGN_KEY_VIOLATION, violates } from '../../db/errors';
import { listQuery } from '../../db/list';
import { notFound, refusal } from '../../errors';
import { changesIn, recordAudit, rowForChange } from '../audit/audit';
import * as q from './properties.queries';

export const listProperties = (db: Db, query: PropertyListQuery) =>
  q.selectPropertiesPage(db, { isActive: query.is_active }, listQuery(query, 'address'));

export async function getProperty(db: Db, id: number) {
  const found = await q.findProperty(db, id);
  if (!found) throw notFound('Property');
  return found;
}

export async function createProperty(db: Db, input: PropertyBody, actorId: number) {
  return db.transaction(async (tx) => {
    const id = await q.insertProperty(tx, input);
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'property',
      entityId: id,
      detail: input,
    });
    return (await q.findProperty(tx, id))!;
  });
}

export async function updateProperty(db: Db, id: number, input: PropertyBody, actorId: number) {
  return db.transaction(async (tx) => {
    const before = await rowForChange(tx, 'properties', id);
    if (!before) throw notFound('Property');
    await q.updateProperty(tx, id, input);
    const after = (await rowForChange(tx, 'properties', id))!;
    await recordAudit(tx, {
      userId: actorId,
      action: 'update',
      entity: 'property',
      entityId: id,
      changes: changesIn(before, after, Object.keys(input)),
    });
    return (await q.findProperty(tx, id))!;
  });
}

/** Deletes a property without rooms; one with rooms is refused and nothing changes. */
export async function deleteProperty(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const found = await q.lockProperty(tx, id);
    if (!found) throw notFound('Property');
    if (found.rooms_count > 0) throw refusal(PLACES_MESSAGES.propertyHasRooms(found.rooms_count));
    await q.deleteProperty(tx, id).catch((error: unknown) => {
      // A room added by a concurrent request after the check: the foreign key still refuses.
      if (violates(error, PG_FOREIGN_KEY_VIOLATION)) throw refusal(PLACES_MESSAGES.propertyHasRooms());
      throw error;
    });
    const { address, city, state, zip_code } = found;
    await recordAudit(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'property',
      entityId: id,
      detail: { address, city, state, zip_code },
    });
  });
}
