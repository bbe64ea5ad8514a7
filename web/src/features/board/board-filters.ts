import { BED_STATUSES, GENDER_DESIGNATIONS } from '@bunkhouse/contract';
import type { BedStatus, Board, BoardBed, BoardProperty, GenderDesignation } from '@bunkhouse/contract';

/** The board's filters, beyond the property the server filters by (issue 34). */
export interface BoardFilters {
  /** Rooms of these designations; none: every room. */
  designations: readonly GenderDesignation[];
  /** Beds in these statuses; none: every bed. */
  statuses: readonly BedStatus[];
  /** Beds free from this day ('YYYY-MM-DD'), or null. */
  freeFrom: string | null;
}

export const isBedStatus = (value: string): value is BedStatus =>
  (BED_STATUSES as readonly string[]).includes(value);
export const isDesignation = (value: string): value is GenderDesignation =>
  (GENDER_DESIGNATIONS as readonly string[]).includes(value);

/** A bed is free from `day` when it has no stay from some day on, and that day is `day` or earlier. */
export const isFreeFrom = (bed: Pick<BoardBed, 'free_from'>, day: string) =>
  bed.free_from !== null && bed.free_from <= day;

function keepsBed(bed: BoardBed, filters: BoardFilters) {
  if (filters.statuses.length > 0 && !filters.statuses.includes(bed.status)) return false;
  return filters.freeFrom === null || isFreeFrom(bed, filters.freeFrom);
}

/**
 * The properties, rooms and beds the filters keep: a room of another designation is left out, and
 * with any filter set a room or a property left without a bed too (without filters, every property
 * and room shows, even one without beds).
 */
export function filterBoard(properties: readonly BoardProperty[], filters: BoardFilters): BoardProperty[] {
  const filtersBeds = filters.statuses.length > 0 || filters.freeFrom !== null;
  return properties
    .map((property) => ({
      ...property,
      rooms: property.rooms
        .filter(
          (room) =>
            filters.designations.length === 0 || filters.designations.includes(room.gender_designation),
        )
        .map((room) => ({ ...room, beds: room.beds.filter((bed) => keepsBed(bed, filters)) }))
        .filter((room) => !filtersBeds || room.beds.length > 0),
    }))
    .filter((property) => !isFiltered(filters) || property.rooms.length > 0);
}

export const isFiltered = (filters: BoardFilters) =>
  filters.designations.length > 0 || filters.statuses.length > 0 || filters.freeFrom !== null;

/** The number of beds of the properties. */
export const countBeds = (properties: readonly BoardProperty[]) =>
  properties.reduce((sum, property) => sum + property.rooms.reduce((n, room) => n + room.beds.length, 0), 0);

/** A bed with its room and property, as the dialogs and the moves need it. */
export interface PlacedBed {
  bed: BoardBed;
  room: BoardProperty['rooms'][number];
  property: Pick<BoardProperty, 'id' | 'address'>;
}

/** Every bed of the board with its room and property, in the board's order. */
export function placedBeds(board: Pick<Board, 'properties'> | undefined): PlacedBed[] {
  return (board?.properties ?? []).flatMap((property) =>
    property.rooms.flatMap((room) =>
      room.beds.map((bed) => ({ bed, room, property: { id: property.id, address: property.address } })),
    ),
  );
}
