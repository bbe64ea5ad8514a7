import type { ArrivalsDepartures, BoardProperty } from '@bunkhouse/contract';
import { JsonText } from '../../db/list';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import {
  BOARD_STAY_JSON,
  boardBedJson,
  boardPropertyJson,
  boardRoomJson,
  comingOrGoingJson,
} from '../../presenters/board';

/**
 * The board in one statement: the open stays of the beds in view gathered per bed (`bs`), then the
 * beds' JSON grouped by room, the rooms' by property, and the properties', each a join and an
 * aggregate over its level (no per-room probe of the stays); PostgreSQL writes the JSON text, which
 * the route sends as it is (http/page.ts), and keeps the plan.
 */
export async function selectBoard(db: Executor, today: string, propertyId: number | null) {
  const bedInView = propertyId === null ? sql`true` : sql`b.property_id = ${propertyId}`;
  const started = sql`ob.start_date <= ${today}::date`;
  const stays = sql`count(*) AS stays,
      (array_agg(${BOARD_STAY_JSON} ORDER BY ob.start_date DESC) FILTER (WHERE ${started}))[1] AS occupant,
      (array_agg(o.status ORDER BY ob.start_date DESC) FILTER (WHERE ${started}))[1] AS occupant_status,
      (array_agg(ob.end_date ORDER BY ob.start_date DESC) FILTER (WHERE ${started}))[1] AS occupant_end,
      (array_agg(${BOARD_STAY_JSON} ORDER BY ob.start_date) FILTER (WHERE NOT ${started}))[1] AS next,
      CASE WHEN bool_or(ob.end_date IS NULL) THEN NULL ELSE greatest(${today}::date, max(ob.end_date)) END AS free_from`;
  const joined = sql`JOIN orders o ON o.id = ob.order_id JOIN tenants t ON t.id = o.tenant_id`;
  // Each bed `b` with its open stays gathered (`bs`): for one property bed by bed through the open-stays
  // index; for the whole house every open stay at once, hashed (a probe per bed costs more there:
  // docs/benchmarks.md, the board).
  const bedsWithStays =
    propertyId === null
      ? sql`beds b LEFT JOIN (SELECT ob.bed_id, ${stays} FROM order_beds ob ${joined} WHERE ob.is_open GROUP BY ob.bed_id) bs
              ON bs.bed_id = b.id`
      : sql`beds b LEFT JOIN LATERAL (SELECT ${stays} FROM order_beds ob ${joined}
                                      WHERE ob.bed_id = b.id AND ob.is_open HAVING count(*) > 0) bs ON true`;
  const [row] = await db.query<{ properties: string }>(
    sql`WITH room_beds AS (
          SELECT b.room_id, json_agg(${boardBedJson(today)} ORDER BY b.number, b.id) AS beds
          FROM ${bedsWithStays}
          WHERE ${bedInView}
          GROUP BY b.room_id),
        property_rooms AS (
          SELECT r.property_id, json_agg(${boardRoomJson(sql`coalesce(rb.beds, '[]')`)} ORDER BY r.number, r.id) AS rooms
          FROM rooms r LEFT JOIN room_beds rb ON rb.room_id = r.id
          WHERE ${propertyId === null ? sql`true` : sql`r.property_id = ${propertyId}`}
          GROUP BY r.property_id)
        SELECT coalesce((SELECT json_agg(${boardPropertyJson(sql`coalesce(pr.rooms, '[]')`)} ORDER BY p.address, p.id)
                         FROM properties p LEFT JOIN property_rooms pr ON pr.property_id = p.id
                         WHERE ${propertyId === null ? sql`true` : sql`p.id = ${propertyId}`}), '[]')::text AS properties`,
    { reusePlan: true },
  );
  return { today, properties: new JsonText<BoardProperty[]>(row!.properties) };
}

/**
 * The orders that start, and the planned move-outs, from today through `until` (a departure already
 * past whose order is not completed yet is listed too: it waits for its completion), by day.
 */
export async function selectArrivalsDepartures(
  db: Executor,
  { today, until, propertyId }: { today: string; until: string; propertyId: number | null },
): Promise<ArrivalsDepartures> {
  const inProperty = propertyId === null ? sql`true` : sql`o.property_id = ${propertyId}`;
  const [row] = await db.query<ArrivalsDepartures>(
    sql`SELECT
          coalesce((SELECT json_agg(${comingOrGoingJson(sql`o.start_date`)} ORDER BY o.start_date, t.last_name, t.first_name, o.id)
                    FROM orders o JOIN tenants t ON t.id = o.tenant_id
                    WHERE o.status <> 'completed' AND o.start_date BETWEEN ${today}::date AND ${until}::date
                      AND ${inProperty}), '[]') AS arrivals,
          coalesce((SELECT json_agg(${comingOrGoingJson(sql`e.day`)} ORDER BY e.day, t.last_name, t.first_name, o.id)
                    FROM orders o JOIN tenants t ON t.id = o.tenant_id
                    CROSS JOIN LATERAL (SELECT order_planned_end(o.id) AS day) e
                    WHERE o.status <> 'completed' AND e.day <= ${until}::date AND ${inProperty}), '[]') AS departures`,
  );
  return row!;
}
