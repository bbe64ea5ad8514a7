import type { Bed, Property, Room } from '@bunkhouse/contract';
import { jsonObject, money } from '../db/json';
import { sql } from '../db/sql';
import { PROPERTY_REF_JSON } from './references';

/** A property (`Property`), from `properties p`; its counters are kept by triggers (db/derived). */
export const PROPERTY_JSON = jsonObject<Property>({
  id: sql`p.id`,
  address: sql`p.address`,
  city: sql`p.city`,
  state: sql`p.state`,
  zip_code: sql`p.zip_code`,
  is_active: sql`p.is_active`,
  rooms_count: sql`p.rooms_count`,
  beds_count: sql`p.beds_count`,
});

/** A room (`Room`), from `rooms r` and its property `p`. */
export const ROOM_JSON = jsonObject<Room>({
  id: sql`r.id`,
  number: sql`r.number`,
  gender_designation: sql`r.gender_designation`,
  property: PROPERTY_REF_JSON,
  beds_count: sql`r.beds_count`,
});

/** A bed (`Bed`), from `beds b`, its room `r` and property `p` (also an order's beds). */
export const BED_JSON = jsonObject<Bed>({
  id: sql`b.id`,
  number: sql`b.number`,
  price: money(sql`b.price`),
  room: jsonObject<Bed['room']>({
    id: sql`r.id`,
    number: sql`r.number`,
    gender_designation: sql`r.gender_designation`,
    property: PROPERTY_REF_JSON,
  }),
});

/** What BED_JSON needs joined to `beds b`. */
export const BED_ROOM_PROPERTY = sql`JOIN rooms r ON r.id = b.room_id JOIN properties p ON p.id = r.property_id`;
