import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Constraint names the code maps to field errors and refusals (modules/places).
 */
export const PLACES_CONSTRAINTS = {
  roomNumberUnique: 'rooms_property_id_number_key',
  roomProperty: 'rooms_property_id_fkey',
  bedNumberUnique: 'beds_room_id_number_key',
  bedRoom: 'beds_room_id_fkey',
} as const;

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    address: varchar('address', { length: 255 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: char('state', { length: 2 }).notNull(),
    zipCode: char('zip_code', { length: 5 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Its rooms and beds, and its beds in an order that is not completed, kept by
     * db/derived/places-counters.sql whatever writes the rows.
     */
    roomsCount: integer('rooms_count').notNull().default(0),
    bedsCount: integer('beds_count').notNull().default(0),
    occupiedBeds: integer('occupied_beds').notNull().default(0),
    /** Lower-cased copies that search matches with LIKE: ILIKE lower-cases every row on every query. */
    searchAddress: text('search_address')
      .notNull()
      .generatedAlwaysAs(sql`lower(address)`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(address || ' ' || city || ' ' || state || ' ' || zip_code)`),
    ...timestamps(),
  },
  (t) => [
    check('properties_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('properties_zip_code_check', sql`${t.zipCode} ~ '^[0-9]{5}$'`),
    check('properties_counts_check', sql`${t.roomsCount} >= 0 AND ${t.bedsCount} >= 0`),
    // Rooms and beds sorted by their property walk this index; 500 rows need nothing else.
    index('properties_address_id_idx').on(t.address, t.id),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull(),
    number: integer('number').notNull(),
    genderDesignation: varchar('gender_designation', { length: 6 }).notNull(),
    /** Its beds, and those in an order that is not completed, kept by db/derived/places-counters.sql. */
    bedsCount: integer('beds_count').notNull().default(0),
    occupiedBeds: integer('occupied_beds').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: PLACES_CONSTRAINTS.roomProperty,
      columns: [t.propertyId],
      foreignColumns: [properties.id],
    }).onDelete('restrict'),
    // Also the index of the property filter and of "a property's rooms by number".
    unique(PLACES_CONSTRAINTS.roomNumberUnique).on(t.propertyId, t.number),
    check('rooms_number_check', sql`${t.number} > 0`),
    check('rooms_gender_designation_check', sql`${t.genderDesignation} IN ('male', 'female', 'mixed')`),
    check('rooms_beds_count_check', sql`${t.bedsCount} >= 0`),
    index('rooms_number_id_idx').on(t.number, t.id),
    index('rooms_beds_count_id_idx').on(t.bedsCount, t.id),
    index('rooms_gender_designation_number_id_idx').on(t.genderDesignation, t.number, t.id),
  ],
);

export const beds = pgTable(
  'beds',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull(),
    number: integer('number').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /**
     * Copies of the room's number and property, kept by db/derived/beds-room-copy.sql (set on insert
     * and on a change of room; rewritten when a room changes number or property), so that searching
     * and sorting beds needs no join. The defaults are never stored: the insert trigger overwrites them.
     */
    roomNumber: integer('room_number').notNull().default(0),
    propertyId: integer('property_id').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: PLACES_CONSTRAINTS.bedRoom,
      columns: [t.roomId],
      foreignColumns: [rooms.id],
    }).onDelete('restrict'),
    // Also the index of the room filter and of "a room's beds by number".
    unique(PLACES_CONSTRAINTS.bedNumberUnique).on(t.roomId, t.number),
    check('beds_number_check', sql`${t.number} > 0`),
    check('beds_price_check', sql`${t.price} > 0`),
    index('beds_number_id_idx').on(t.number, t.id),
    index('beds_price_id_idx').on(t.price, t.id),
    // Covering indexes for the search (by room number, by property) are in migration 0005: the
    // schema builder cannot write INCLUDE.
  ],
);
