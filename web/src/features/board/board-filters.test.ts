import { describe, expect, it } from 'vitest';
import { aBoard, aBoardProperty, aBoardRoom } from '../../test/board-fixtures';
import { countBeds, filterBoard, isFreeFrom, placedBeds } from './board-filters';
import type { BoardFilters } from './board-filters';

const none: BoardFilters = { designations: [], statuses: [], freeFrom: null };
/** The beds kept, as 'address room/bed'. */
const kept = (filters: Partial<BoardFilters>) =>
  placedBeds({ properties: filterBoard(aBoard().properties, { ...none, ...filters }) }).map(
    ({ bed, room, property }) => `${property.address} ${room.number}/${bed.number}`,
  );

describe('the board’s filters', () => {
  it('keep everything without a filter, a property or a room without beds included', () => {
    const empty = [aBoardProperty({ id: 9, address: '1 Empty Rd', rooms: [] })];
    expect(filterBoard(empty, none)).toEqual(empty);
    expect(countBeds(filterBoard(aBoard().properties, none))).toBe(6);
  });

  it('keep the beds of the statuses chosen, several at once', () => {
    expect(kept({ statuses: ['leaving'] })).toEqual(['12 Oak St 102/2', '3 Elm Ave 1/2']);
    expect(kept({ statuses: ['free', 'overdue'] })).toEqual(['12 Oak St 101/1', '3 Elm Ave 1/1']);
  });

  it('keep the rooms of the designations chosen, with all their beds', () => {
    expect(kept({ designations: ['female', 'male'] })).toEqual([
      '12 Oak St 102/1',
      '12 Oak St 102/2',
      '3 Elm Ave 1/1',
      '3 Elm Ave 1/2',
    ]);
  });

  it('keep the beds free from a day: a day with no stay from it on, that day or earlier', () => {
    expect(isFreeFrom({ free_from: '2026-11-30' }, '2026-11-30')).toBe(true);
    expect(isFreeFrom({ free_from: '2026-11-30' }, '2026-11-29')).toBe(false);
    expect(isFreeFrom({ free_from: null }, '2099-01-01')).toBe(false);
    expect(kept({ freeFrom: '2026-11-26' })).toEqual(['12 Oak St 101/1', '12 Oak St 102/2']);
    expect(kept({ freeFrom: '2026-11-30' })).toEqual(['12 Oak St 101/1', '12 Oak St 102/2', '3 Elm Ave 1/2']);
  });

  it('combine, and leave out rooms and properties without a bed kept', () => {
    const filtered = filterBoard(aBoard().properties, {
      ...none,
      statuses: ['free'],
      designations: ['mixed'],
    });
    expect(filtered).toEqual([aBoardProperty({ rooms: [aBoardRoom({ beds: [aBoardRoom().beds[0]!] })] })]);
    expect(
      filterBoard(aBoard().properties, { ...none, statuses: ['reserved'], designations: ['male'] }),
    ).toEqual([]);
  });
});
