import { PLACES_MESSAGES, type BedOrderBody, type RoomBody, type RoomListQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, violates } from '../../db/errors';
import { PLACES_CONSTRAINTS } from '../../db/schema';
import { fieldError, notFound, refusal } from '../../errors';
import { listQuery } from '../../db/list';
import { changesIn, recordAudit, rowForChange } from '../audit/audit';
import { lockRoomBeds, renumberRoomBeds, selectRoomBeds } from './beds.queries';
import { propertyExists } from './properties.queries';
import * as q from './rooms.queries';

export async function listRooms(db: Db, query: RoomListQuery) {
  const filter = { genders: query.gender_designation, propertyId: query.property };
  return q.selectRoomsPage(db, filter, listQuery(query, 'property'));
}

/** The rooms of one property (the list on its detail page); 404 for an unknown property. */
export async function listPropertyRooms(db: Db, propertyId: number, query: Omit<RoomListQuery, 'property'>) {
  const page = await listRooms(db, { ...query, property: propertyId });
  // Rooms prove the property exists; only a property without rooms needs to ask.
  if (!page.count && !(await propertyExists(db, propertyId))) throw notFound('Property');
  return page;
}

export async function getRoom(db: Db, id: number) {
  const found = await q.findRoom(db, id);
  if (!found) throw notFound('Room');
  return found;
}

/** The unique number and the property reference are checked by the database, races included. */
function writeError(error: unknown): never {
  if (violates(error, PG_UNIQUE_VIOLATION, PLACES_CONSTRAINTS.roomNumberUnique)) {
    throw fieldError('number', PLACES_MESSAGES.roomNumberTaken);
  }
  if (violates(error, PG_FOREIGN_KEY_VIOLATION, PLACES_CONSTRAINTS.roomProperty)) {
    throw fieldError('property_id', PLACES_MESSAGES.noSuchProperty);
  }
  throw error;
}

export async function createRoom(db: Db, input: RoomBody, actorId: number) {
  return db.transaction(async (tx) => {
    const id = await q.insertRoom(tx, input).catch(writeError);
    await recordAudit(tx, { userId: actorId, action: 'create', entity: 'room', entityId: id, detail: input });
    return (await q.findRoom(tx, id))!;
  });
}

export async function updateRoom(db: Db, id: number, input: RoomBody, actorId: number) {
  return db.transaction(async (tx) => {
    const before = await rowForChange(tx, 'rooms', id);
    if (!before) throw notFound('Room');
    await q.updateRoom(tx, id, input).catch(writeError);
    const after = (await rowForChange(tx, 'rooms', id))!;
    await recordAudit(tx, {
      userId: actorId,
      action: 'update',
      entity: 'room',
      entityId: id,
      changes: changesIn(before, after, Object.keys(input)),
    });
    return (await q.findRoom(tx, id))!;
  });
}

/** Deletes a room without beds; one with beds is refused and nothing changes. */
export async function deleteRoom(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const found = await q.lockRoom(tx, id);
    if (!found) throw notFound('Room');
    if (found.beds_count > 0) throw refusal(PLACES_MESSAGES.roomHasBeds(found.beds_count));
    await q.deleteRoom(tx, id).catch((error: unknown) => {
      // A bed added by a concurrent request after the check: the foreign key still refuses.
      if (violates(error, PG_FOREIGN_KEY_VIOLATION)) throw refusal(PLACES_MESSAGES.roomHasBeds());
      throw error;
    });
    await recordAudit(tx, {
      userId: actorId,
      action: 'delete',
      entity: 'room',
      entityId: id,
      detail: {
        property_id: found.property.id,
        number: found.number,
        gender_designation: found.gender_designation,
      },
    });
  });
}

/**
 * Numbers the room's beds 1, 2, … in the order given (issue 34: the board's move up and down), in one
 * transaction: `bed_ids` must be exactly the room's beds, each once, else a 400 on `bed_ids`. Each bed
 * whose number changes is audited as a change of that bed. Answers the room's beds in their new order.
 */
export async function reorderRoomBeds(db: Db, roomId: number, input: BedOrderBody, actorId: number) {
  return db.transaction(async (tx) => {
    if (!(await q.lockRoom(tx, roomId))) throw notFound('Room');
    const beds = await lockRoomBeds(tx, roomId);
    const wanted = new Set(input.bed_ids);
    const isEveryBedOnce =
      wanted.size === input.bed_ids.length &&
      wanted.size === beds.length &&
      beds.every((bed) => wanted.has(bed.id));
    if (!isEveryBedOnce) throw fieldError('bed_ids', PLACES_MESSAGES.bedOrderMismatch);
    await renumberRoomBeds(tx, roomId, input.bed_ids);
    const numberOf = new Map(beds.map((bed) => [bed.id, bed.number]));
    for (const [index, id] of input.bed_ids.entries()) {
      const before = numberOf.get(id)!;
      if (before === index + 1) continue;
      await recordAudit(tx, {
        userId: actorId,
        action: 'update',
        entity: 'bed',
        entityId: id,
        changes: { number: { from: before, to: index + 1 } },
      });
    }
    return selectRoomBeds(tx, roomId);
  });
}
