import { GENDER_DESIGNATION_LABELS } from '@bunkhouse/contract';
import type { Bed, TenantGender } from '@bunkhouse/contract';

/**
 * The chosen beds whose room is designated for the other gender than the tenant's (issue 15). None
 * when the tenant's gender is unknown; a mixed room never warns.
 */
export function bedsOfOtherGender(gender: TenantGender | null | undefined, beds: readonly Bed[]): Bed[] {
  if (!gender) return [];
  return beds.filter(
    (bed) => bed.room.gender_designation !== 'mixed' && bed.room.gender_designation !== gender,
  );
}

/**
 * 'Eli Ng is Male; Room 101 at 12 Oak St is designated Female.': each room once, in the order chosen.
 * The warning is advisory: the order may still be placed.
 */
export function genderWarning(name: string, gender: TenantGender, beds: readonly Bed[]): string {
  const rooms = new Map<number, Bed['room']>();
  for (const bed of beds) rooms.set(bed.room.id, bed.room);
  const described = [...rooms.values()].map(
    (room) =>
      `Room ${room.number} at ${room.property.address} is designated ${GENDER_DESIGNATION_LABELS[room.gender_designation]}`,
  );
  return `${name} is ${GENDER_DESIGNATION_LABELS[gender]}; ${described.join('; ')}.`;
}
