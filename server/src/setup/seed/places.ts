import type { GenderDesignation, UsState } from '@bunkhouse/contract';
import { fromCents } from '@bunkhouse/contract';
import type { Database } from '../../db/database';
import { sql } from '../../db/sql';

/**
 * Demo places: four rooming houses in real US cities, 46 rooms of all three designations and 183
 * beds at $500–$765 a month, ready for tenants and orders. Deterministic (no randomness) and written
 * in three bulk statements; the database triggers fill in the counters.
 */
const HOUSES: Array<{
  address: string;
  city: string;
  state: UsState;
  zipCode: string;
  rooms: number;
  /** Monthly price of a bed in a 5-bed room, in cents; smaller rooms cost more. */
  baseCents: number;
}> = [
  {
    address: '1418 N Mozart St',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60622',
    rooms: 12,
    baseCents: 62_500,
  },
  {
    address: '2207 E Cesar Chavez St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78702',
    rooms: 10,
    baseCents: 60_000,
  },
  {
    address: '5523 Baltimore Ave',
    city: 'Philadelphia',
    state: 'PA',
    zipCode: '19143',
    rooms: 14,
    baseCents: 50_000,
  },
  {
    address: '318 NE Killingsworth St',
    city: 'Portland',
    state: 'OR',
    zipCode: '97211',
    rooms: 10,
    baseCents: 57_500,
  },
];

const DESIGNATIONS: GenderDesignation[] = ['male', 'female', 'mixed'];
const ROOMS_PER_FLOOR = 5;

/** Rows as JSON for `jsonb_to_recordset`, one bulk insert per table. */
const rowsOf = (rows: object[]) => JSON.stringify(rows);

export async function seedPlaces(database: Database) {
  await database.db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number; address: string }>(
      sql`INSERT INTO properties (address, city, state, zip_code)
          SELECT address, city, state, "zipCode"
          FROM jsonb_to_recordset(${rowsOf(HOUSES.map((h, ord) => ({ ...h, ord })))}::jsonb)
            AS h(ord int, address text, city text, state text, "zipCode" text)
          ORDER BY ord
          RETURNING id, address`,
    );
    const propertyIds = new Map(inserted.map((p) => [p.address, p.id]));

    // Rooms by floor: 101–105, 201–205, …
    const roomRows = HOUSES.flatMap((house, h) =>
      Array.from({ length: house.rooms }, (_, i) => ({
        property_id: propertyIds.get(house.address)!,
        number: (Math.floor(i / ROOMS_PER_FLOOR) + 1) * 100 + (i % ROOMS_PER_FLOOR) + 1,
        gender_designation: DESIGNATIONS[(i + h) % DESIGNATIONS.length]!,
      })),
    );
    const roomIds = await tx.query<{ id: number; property_id: number }>(
      sql`INSERT INTO rooms (property_id, number, gender_designation)
          SELECT property_id, number, gender_designation
          FROM jsonb_to_recordset(${rowsOf(roomRows.map((room, ord) => ({ ...room, ord })))}::jsonb)
            AS r(ord int, property_id int, number int, gender_designation text)
          ORDER BY ord
          RETURNING id, property_id`,
    );
    roomIds.sort((a, b) => a.id - b.id); // ids follow the rows' order

    // 3 to 5 beds a room; $50 more per bed fewer than 5, and up to $40 of variety between beds.
    const base = new Map(HOUSES.map((house) => [propertyIds.get(house.address)!, house.baseCents]));
    const bedRows = roomIds.flatMap((room, r) => {
      const bedCount = 3 + ((r * 7) % 3);
      return Array.from({ length: bedCount }, (_, b) => ({
        room_id: room.id,
        number: b + 1,
        price: fromCents(
          base.get(room.property_id)! + (5 - bedCount) * 5_000 + ((b * 13 + r * 7) % 5) * 1_000,
        ),
      }));
    });
    await tx.query(
      sql`INSERT INTO beds (room_id, number, price)
          SELECT room_id, number, price
          FROM jsonb_to_recordset(${rowsOf(bedRows)}::jsonb) AS b(room_id int, number int, price numeric)`,
    );
  });
}
