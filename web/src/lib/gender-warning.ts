import { GENDER_DESIGNATION_LABELS } from '@bunkhouse/contract';
import type { Bed, TenantGender } from '@bunkhouse/contract';

/** A room as the warning names it: its number, designation and property's address. */
export interface WarnedRoom {
  id: number;
  number: number;
  gender_designation: Bed['room']['gender_designation'];
  property: { address: string };
}

/**
 * The chosen beds whose room is designated for the other gender than the tenant's (issue 15). None
 * when the tenant's gender is unknown; a mixed room never warns. Create Order and a move (the board)
 * both warn with it.
 */
export function bedsOfOtherGender<B extends { room: WarnedRoom }>(
  gender: TenantGender | null | undefined,
  beds: readonly B[],
): B[] {
  if (!gender) return [];
  return beds.filter(
    (bed) => bed.room.gender_designation !== 'mixed' && bed.room.gender_designation !== gender,
  );
}

/**
 * 'Eli Ng is Male; Room 101 at 12 Oak St is designated Female.': each room once, in the order chosen.
 * The warning is advisory: the order may still be placed.
 */
export function genderWarning(
  name: string,
  gender: TenantGender,
  beds: readonly { room: WarnedRoom }[],
): string {
  const rooms = new Map<number, WarnedRoom>();
  for (const bed of beds) rooms.set(bed.room.id, bed.room);
  const described = [...rooms.values()].map(
    (room) =>
      `Room ${room.number} at ${room.property.address} is designated ${GENDER_DESIGNATION_LABELS[room.gender_designation]}`,
  );
  return `${name} is ${GENDER_DESIGNATION_LABELS[gender]}; ${described.join('; ')}.`;
}
