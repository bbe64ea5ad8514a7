import type { Bed, Paged, Permission, Property, Room } from '@bunkhouse/contract';
import { aUser } from './fake-fetch';

/** Records of places as the server sends them, with overrides. */
export const aProperty = (overrides: Partial<Property> = {}): Property => ({
  id: 7,
  address: '12 Oak St',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
  is_active: true,
  rooms_count: 2,
  beds_count: 5,
  ...overrides,
});

export const aRoom = (overrides: Partial<Room> = {}): Room => ({
  id: 31,
  number: 101,
  gender_designation: 'mixed',
  property: { id: 7, address: '12 Oak St' },
  beds_count: 3,
  ...overrides,
});

export const aBed = (overrides: Partial<Bed> = {}): Bed => ({
  id: 501,
  number: 2,
  price: '1200.00',
  room: { id: 31, number: 101, gender_designation: 'mixed', property: { id: 7, address: '12 Oak St' } },
  ...overrides,
});

/** One page of a list: `next`/`previous` only say whether there is more. */
export function pageOf<T>(results: T[], { count = results.length, page = 1, pageSize = 20 } = {}): Paged<T> {
  return {
    count,
    next: page * pageSize < count ? `?page=${page + 1}` : null,
    previous: page > 1 ? `?page=${page - 1}` : null,
    results,
  };
}

const PLACES_PERMISSIONS: Permission[] = ['places.view', 'places.add', 'places.change', 'places.delete'];

/** A staff user who may do everything with places, or only what is given. */
export const aPlacesUser = (permissions: Permission[] = PLACES_PERMISSIONS) => aUser({ permissions });
