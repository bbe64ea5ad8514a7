import {
  LEAVING_WITHIN_DAYS,
  type BoardBed,
  type BoardProperty,
  type BoardRoom,
  type BoardStay,
  type BedPlace,
  type ComingOrGoing,
} from '@bunkhouse/contract';
import { jsonObject, money } from '../db/json';
import { sql, type Sql } from '../db/sql';
import { AVAILABLE_TENANT_JSON } from './orders';
import { BED_ROOM_PROPERTY } from './places';
import { PROPERTY_REF_JSON, TENANT_REF_JSON } from './references';

/** A stay (`BoardStay`), from the open stay `ob` and its order's tenant `t`. */
export const BOARD_STAY_JSON = jsonObject<BoardStay>({
  order_id: sql`ob.order_id`,
  tenant: AVAILABLE_TENANT_JSON,
  start_date: sql`ob.start_date`,
  end_date: sql`ob.end_date`,
});

/**
 * A bed on the board (`BoardBed`), from `beds b` and `bs`, its open stays gathered on `today`
 * (board.queries.ts): `occupant` (the latest that started by today: it covers today, or ended and its
 * order is not completed yet), its order's status and end, `next` (the first that starts later) and
 * `free_from`. Null `bs` columns (no `stays`): a bed without open stays, free from today.
 */
export const boardBedJson = (today: string) =>
  jsonObject<BoardBed>({
    id: sql`b.id`,
    number: sql`b.number`,
    price: money(sql`b.price`),
    status: sql`CASE WHEN bs.occupant IS NULL THEN CASE WHEN bs.next IS NULL THEN 'free' ELSE 'reserved' END
                     WHEN bs.occupant_status = 'overdue' THEN 'overdue'
                     WHEN bs.occupant_end <= ${today}::date + ${LEAVING_WITHIN_DAYS}::int THEN 'leaving'
                     ELSE 'occupied' END`,
    occupant: sql`bs.occupant`,
    next: sql`bs.next`,
    free_from: sql`CASE WHEN bs.stays IS NULL THEN ${today}::date ELSE bs.free_from END`,
  });

/** A room on the board (`BoardRoom`), from `rooms r`, with `beds` its beds' JSON array. */
export const boardRoomJson = (beds: Sql) =>
  jsonObject<BoardRoom>({
    id: sql`r.id`,
    number: sql`r.number`,
    gender_designation: sql`r.gender_designation`,
    beds,
  });

/** A property on the board (`BoardProperty`), from `properties p`, with `rooms` its rooms' JSON array. */
export const boardPropertyJson = (rooms: Sql) =>
  jsonObject<BoardProperty>({ id: sql`p.id`, address: sql`p.address`, rooms });

/** A bed as an arrival or departure names it (`BedPlace`), from `beds b`, its room `r` and property `p`. */
const BED_PLACE_JSON = jsonObject<BedPlace>({
  id: sql`b.id`,
  number: sql`b.number`,
  room_number: sql`r.number`,
  property: PROPERTY_REF_JSON,
});

/** An arrival or departure (`ComingOrGoing`) on `day`, from `orders o` and its tenant `t`: its open stays' beds. */
export const comingOrGoingJson = (day: Sql) =>
  jsonObject<ComingOrGoing>({
    order_id: sql`o.id`,
    tenant: TENANT_REF_JSON,
    day,
    beds: sql`coalesce((SELECT json_agg(${BED_PLACE_JSON} ORDER BY p.address, r.number, b.number, b.id)
                        FROM order_beds ob JOIN beds b ON b.id = ob.bed_id ${BED_ROOM_PROPERTY}
                        WHERE ob.order_id = o.id AND ob.is_open), '[]')`,
  });
