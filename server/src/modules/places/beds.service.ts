import { PLACES_MESSAGES, type BedBody, type BedListQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, violates } from '../../db/errors';
import { PLACES_CONSTRAINTS } from '../../db/schema';
import { fieldError, notFound, refusal } from '../../errors';
import { listQuery } from '../../db/list';
import { changesIn, recordAudit, rowForChange } from '../audit/audit';
import * as q from './beds.queries';
import { roomExists } from './rooms.queries';

export async function listBeds(db: Db, query: BedListQuery) {
  return q.selectBedsPage(
    db,
    { roomId: query.room, propertyId: query.property },
    listQuery(query, 'property'),
  );
}

/** The beds of one room (the list on its detail page); 404 for an unknown room. */
export async function listRoomBeds(db: Db, roomId: number, query: Omit<BedListQuery, 'room' | 'property'>) {
  const page = await listBeds(db, { ...query, room: roomId, property: undefined });
  // Beds prove the room exists; only a room without beds needs to ask.
  if (!page.count && !(await roomExists(db, roomId))) throw notFound('Room');
  return page;
}

export async function getBed(db: Db, id: number) {
  const found = await q.findBed(db, id);
  if (!found) throw notFound('Bed');
  return found;
}

/** The unique number and the room reference are checked by the database, races included. */
function writeError(error: unknown): never {
  if (violates(error, PG_UNIQUE_VIOLATION, PLACES_CONSTRAINTS.bedNumberUnique)) {
    throw fieldError('number', PLACES_MESSAGES.bedNumberTaken);
  }
  if (violates(error, PG_FOREIGN_KEY_VIOLATION, PLACES_CONSTRAINTS.bedRoom)) {
    throw fieldError('room_id', PLACES_MESSAGES.noSuchRoom);
  }
  throw error;
}

export async function createBed(db: Db, input: BedBody, actorId: number) {
  return db.transaction(async (tx) => {
    const id = await q.insertBed(tx, input).catch(writeError);
    await recordAudit(tx, { userId: actorId, action: 'create', entity: 'bed', entityId: id, detail: input });
    return (await q.findBed(tx, id))!;
  });
}

export async function updateBed(db: Db, id: number, input: BedBody, actorId: number) {
  return db.transaction(async (tx) => {
    const before = await rowForChange(tx, 'beds', id);
    if (!before) throw notFound('Bed');
    await q.updateBed(tx, id, input).catch(writeError);
    const after = (await rowForChange(tx, 'beds', id))!;
    await recordAudit(tx, {
      userId: actorId,
      action: 'update',
      entity: 'bed',
      entityId: id,
      changes: changesIn(before, after, Object.keys(input)),
    });
    return (await q.findBed(tx, id))!;
  });
}

/** Deletes a bed that is in no order that is not completed; otherwise refuses and changes nothing. */
export async function deleteBed(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const found = await q.lockBed(tx, id);
    if (!found) throw notFound('Bed');
    const order = await q.findOpenOrderOfBed(tx, id);
    if (order) throw refusal(PLACES_MESSAGES.bedInOpenOrder(order.id));
    await q.deleteBed(tx, id);
    await recordAudit(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'bed',
      entityId: id,
      detail: { room_id: found.room.id, number: found.number, price: found.price },
    });
  });
}
