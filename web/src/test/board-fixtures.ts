import type {
  ArrivalsDepartures,
  Board,
  BoardBed,
  BoardProperty,
  BoardRoom,
  BoardStay,
  ComingOrGoing,
  Permission,
} from '@bunkhouse/contract';
import { aUser } from './fake-fetch';

/** The board (issue 34) as the server sends it, with overrides. Its today is 2026-11-26. */
export const BOARD_TODAY = '2026-11-26';

export const aStay = (overrides: Partial<BoardStay> = {}): BoardStay => ({
  order_id: 90,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith', gender: null },
  start_date: '2026-10-01',
  end_date: null,
  ...overrides,
});

export const aBoardBed = (overrides: Partial<BoardBed> = {}): BoardBed => ({
  id: 601,
  number: 1,
  price: '650.00',
  status: 'free',
  occupant: null,
  next: null,
  free_from: '2026-11-01',
  ...overrides,
});

/** An occupied bed: Dana Smith's, open-ended. */
export const anOccupiedBed = (overrides: Partial<BoardBed> = {}): BoardBed =>
  aBoardBed({ id: 602, number: 2, status: 'occupied', occupant: aStay(), free_from: null, ...overrides });

export const aBoardRoom = (overrides: Partial<BoardRoom> = {}): BoardRoom => ({
  id: 31,
  number: 101,
  gender_designation: 'mixed',
  beds: [aBoardBed(), anOccupiedBed()],
  ...overrides,
});

export const aBoardProperty = (overrides: Partial<BoardProperty> = {}): BoardProperty => ({
  id: 7,
  address: '12 Oak St',
  rooms: [aBoardRoom()],
  ...overrides,
});

/**
 * Two properties: 12 Oak St's Room 101 (mixed: Bed 1 free, Bed 2 Dana Smith's) and Room 102 (female:
 * Bed 1 reserved for Ann Lee from 12/01, Bed 2 Mia Chu's, leaving 11/26, today); 3 Elm Ave's Room 1
 * (male: Bed 1 Eli Ng's, overdue, Bed 2 Leo Park's leaving 11/30).
 */
export const aBoard = (overrides: Partial<Board> = {}): Board => ({
  today: BOARD_TODAY,
  properties: [
    aBoardProperty({
      rooms: [
        aBoardRoom(),
        aBoardRoom({
          id: 32,
          number: 102,
          gender_designation: 'female',
          beds: [
            aBoardBed({
              id: 611,
              status: 'reserved',
              free_from: null,
              next: aStay({
                order_id: 93,
                tenant: { id: 8, first_name: 'Ann', last_name: 'Lee', gender: null },
                start_date: '2026-12-01',
              }),
            }),
            anOccupiedBed({
              id: 612,
              status: 'leaving',
              occupant: aStay({
                order_id: 94,
                tenant: { id: 9, first_name: 'Mia', last_name: 'Chu', gender: null },
                end_date: BOARD_TODAY,
              }),
              free_from: BOARD_TODAY,
            }),
          ],
        }),
      ],
    }),
    aBoardProperty({
      id: 8,
      address: '3 Elm Ave',
      rooms: [
        aBoardRoom({
          id: 41,
          number: 1,
          gender_designation: 'male',
          beds: [
            anOccupiedBed({
              id: 701,
              number: 1,
              price: '700.00',
              status: 'overdue',
              occupant: aStay({
                order_id: 95,
                tenant: { id: 6, first_name: 'Eli', last_name: 'Ng', gender: 'male' },
              }),
            }),
            anOccupiedBed({
              id: 702,
              number: 2,
              price: '500.00',
              status: 'leaving',
              occupant: aStay({
                order_id: 96,
                tenant: { id: 10, first_name: 'Leo', last_name: 'Park', gender: null },
                end_date: '2026-11-30',
              }),
              free_from: '2026-11-30',
            }),
          ],
        }),
      ],
    }),
  ],
  ...overrides,
});

export const aComingOrGoing = (overrides: Partial<ComingOrGoing> = {}): ComingOrGoing => ({
  order_id: 93,
  tenant: { id: 8, first_name: 'Ann', last_name: 'Lee' },
  day: '2026-12-01',
  beds: [{ id: 611, number: 1, room_number: 102, property: { id: 7, address: '12 Oak St' } }],
  ...overrides,
});

export const anArrivalsDepartures = (overrides: Partial<ArrivalsDepartures> = {}): ArrivalsDepartures => ({
  arrivals: [aComingOrGoing()],
  departures: [
    aComingOrGoing({
      order_id: 96,
      tenant: { id: 10, first_name: 'Leo', last_name: 'Park' },
      day: '2026-11-30',
      beds: [{ id: 702, number: 2, room_number: 1, property: { id: 8, address: '3 Elm Ave' } }],
    }),
  ],
  ...overrides,
});

const BOARD_PERMISSIONS: Permission[] = [
  'places.view',
  'places.change',
  'tenants.view',
  'orders.view',
  'orders.add',
  'orders.close',
];

/** A front-desk user who may read the board, place, move and move out tenants and arrange beds. */
export const aBoardUser = (permissions: Permission[] = BOARD_PERMISSIONS) => aUser({ permissions });
