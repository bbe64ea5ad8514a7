import { describe, expect, it } from 'vitest';
import { idParams } from './fields';
import { pathWithId, apiPaths } from './api-paths';
import {
  bedBody,
  bedListQuery,
  propertyBody,
  propertyListQuery,
  roomBody,
  roomListQuery,
  US_STATES,
  US_STATE_NAMES,
} from './places';

/** The first message per field, as a form shows it. */
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0] ?? ''), i.message]));

describe('places contract', () => {
  it('lists the 50 states and DC, and no territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContain('DC');
    for (const territory of ['PR', 'GU', 'VI', 'AS', 'MP']) expect(US_STATES).not.toContain(territory);
    expect(US_STATE_NAMES.NY).toBe('New York');
  });

  it('parses a property form: trims, upper-cases the state, and says what is wrong', () => {
    expect(
      propertyBody.parse({ address: ' 1 Main St ', city: 'Austin', state: 'tx', zip_code: '78701' }),
    ).toEqual({
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
    });
    expect(
      messagesOf(propertyBody.safeParse({ address: null, city: '', state: 'ZZ', zip_code: '7870' })),
    ).toEqual({
      address: 'This field is required.',
      city: 'This field is required.',
      state: 'Select a state from the list.',
      zip_code: 'Zip code must be exactly 5 digits.',
    });
  });

  it('parses room and bed forms whose inputs are text, as forms give them', () => {
    expect(roomBody.parse({ property_id: '3', number: '204', gender_designation: 'mixed' })).toEqual({
      property_id: 3,
      number: 204,
      gender_designation: 'mixed',
    });
    expect(bedBody.parse({ room_id: 7, number: ' 2 ', price: '650' })).toEqual({
      room_id: 7,
      number: 2,
      price: '650.00',
    });
    expect(messagesOf(bedBody.safeParse({ room_id: null, number: 'x', price: '' }))).toEqual({
      room_id: 'This field is required.',
      number: 'A valid integer is required.',
      price: 'This field is required.',
    });
    expect(
      messagesOf(roomBody.safeParse({ property_id: 1, number: 0, gender_designation: 'other' })),
    ).toEqual({
      number: 'Ensure this value is greater than or equal to 1.',
      gender_designation: '"other" is not a valid choice.',
    });
  });

  it('parses list query strings with defaults, and refuses unknown orderings', () => {
    expect(propertyListQuery.parse({})).toEqual({
      search: undefined,
      is_active: undefined,
      ordering: undefined,
      page: 1,
      page_size: 20,
    });
    expect(
      roomListQuery.parse({
        gender_designation: ['male', 'female,male'],
        property: '4',
        ordering: '-beds_count',
      }),
    ).toMatchObject({ gender_designation: ['male', 'female'], property: 4, ordering: '-beds_count' });
    expect(bedListQuery.parse({ page: '', page_size: '' })).toMatchObject({ page: 1, page_size: 20 });
    expect(messagesOf(bedListQuery.safeParse({ ordering: 'secret', page_size: '500' }))).toEqual({
      ordering:
        '"secret" is not a valid ordering. Sort by number, price, room, property, id, with a leading "-" for descending.',
      page_size: 'Ensure this value is less than or equal to 100.',
    });
  });

  it('turns a path id that names no record into 0, and fills path patterns', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '2147483648', '1.0', ''])
      expect(idParams.parse({ id })).toEqual({ id: 0 });
    expect(pathWithId(apiPaths.bed, 7)).toBe('/api/beds/7/');
    expect(pathWithId(apiPaths.propertyRooms, 3)).toBe('/api/properties/3/rooms/');
  });
});
