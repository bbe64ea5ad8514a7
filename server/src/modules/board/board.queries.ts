import type { ArrivalsDepartures, Board } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import {
  BOARD_STAY_JSON,
  boardBedJson,
  boardJson,
  boardPropertyJson,
  boardRoomJson,
  comingOrGoingJson,
} from '../../presenters/board';

/**
 * The board in one statement: the open stays of the beds in view gathered per bed once (`bs`, a hash
 * aggregate over the stays), then properties, rooms and beds written as nested JSON in number order.
 */
export async function selectBoard(db: Executor, today: string, propertyId: number | null) {
  const inView = propertyId === null ? sql`true` : sql`b.property_id = ${propertyId}`;
  const started = sql`ob.start_date <= ${today}::date`;
  const beds = sql`coalesce((SELECT json_agg(${boardBedJson(today)} ORDER BY b.number, b.id)
                             FROM beds b LEFT JOIN bs ON bs.bed_id = b.id WHERE b.room_id = r.id), '[]')`;
  const rooms = sql`coalesce((SELECT json_agg(${boardRoomJson(beds)} ORDER BY r.number, r.id)
                              FROM rooms r WHERE r.property_id = p.id), '[]')`;
  const [row] = await db.query<{ item: Board }>(
    sql`WITH bs AS MATERIALIZED (
          SELECT ob.bed_id,
                 (array_agg(${BOARD_STAY_JSON} ORDER BY ob.start_date DESC) FILTER (WHERE ${started}))[1] AS occupant,
                 (array_agg(o.status ORDER BY ob.start_date DESC) FILTER (WHERE ${started}))[1] AS occupant_status,
                 (array_agg(ob.end_date ORDER BY ob.start_date DESC) FILTER (WHERE ${started}))[1] AS occupant_end,
                 (array_agg(${BOARD_STAY_JSON} ORDER BY ob.start_date) FILTER (WHERE NOT ${started}))[1] AS next,
                 CASE WHEN bool_or(ob.end_date IS NULL) THEN NULL ELSE greatest(${today}::date, max(ob.end_date)) END
                   AS free_from
          FROM order_beds ob JOIN beds b ON b.id = ob.bed_id JOIN orders o ON o.id = ob.order_id
          JOIN tenants t ON t.id = o.tenant_id
          WHERE ob.is_open AND ${inView}
          GROUP BY ob.bed_id)
        SELECT ${boardJson(
          today,
          sql`coalesce((SELECT json_agg(${boardPropertyJson(rooms)} ORDER BY p.address, p.id) FROM properties p
                        WHERE ${propertyId === null ? sql`true` : sql`p.id = ${propertyId}`}), '[]')`,
        )} AS item`,
  );
  return row!.item;
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
