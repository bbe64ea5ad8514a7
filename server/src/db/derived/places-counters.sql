-- rooms.beds_count, properties.rooms_count and properties.beds_count: how many rooms and beds each
-- room and property has (Room.beds_count and Property.rooms_count in the API; the places lists sort
-- by them and take their totals from them); rooms.occupied_beds and properties.occupied_beds: their
-- beds in an order that is not completed (the reports' occupancy, without visiting every bed).
-- Statement-level triggers with transition tables, so one bulk insert of 60,000 beds updates each
-- room once; a change of a room's counters made by the beds or order_beds trigger reaches the
-- property through the rooms trigger.
CREATE OR REPLACE FUNCTION "places_beds_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE rooms r SET beds_count = r.beds_count + d.n
      FROM (SELECT room_id, count(*)::int AS n FROM new_beds GROUP BY room_id) d
      WHERE r.id = d.room_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE rooms r SET beds_count = r.beds_count - d.n
      FROM (SELECT room_id, count(*)::int AS n FROM old_beds GROUP BY room_id) d
      WHERE r.id = d.room_id;
  ELSE
    -- A bed that moves to another room takes its place in an open order with it.
    UPDATE rooms r SET beds_count = r.beds_count + d.n, occupied_beds = r.occupied_beds + d.occupied
      FROM (SELECT room_id, sum(n)::int AS n, sum(occupied)::int AS occupied
              FROM (SELECT b.room_id, 1 AS n,
                           (EXISTS (SELECT 1 FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open))::int AS occupied
                      FROM new_beds b
                    UNION ALL
                    SELECT b.room_id, -1,
                           -(EXISTS (SELECT 1 FROM order_beds ob WHERE ob.bed_id = b.id AND ob.is_open))::int
                      FROM old_beds b) x
              GROUP BY room_id HAVING sum(n) <> 0 OR sum(occupied) <> 0) d
      WHERE r.id = d.room_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "beds_counted_after_insert" AFTER INSERT ON "beds"
  REFERENCING NEW TABLE AS new_beds FOR EACH STATEMENT EXECUTE FUNCTION "places_beds_counted"();
CREATE OR REPLACE TRIGGER "beds_counted_after_update" AFTER UPDATE ON "beds"
  REFERENCING OLD TABLE AS old_beds NEW TABLE AS new_beds FOR EACH STATEMENT EXECUTE FUNCTION "places_beds_counted"();
CREATE OR REPLACE TRIGGER "beds_counted_after_delete" AFTER DELETE ON "beds"
  REFERENCING OLD TABLE AS old_beds FOR EACH STATEMENT EXECUTE FUNCTION "places_beds_counted"();

CREATE OR REPLACE FUNCTION "places_rooms_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE properties p SET rooms_count = p.rooms_count + d.rooms, beds_count = p.beds_count + d.beds
      FROM (SELECT property_id, count(*)::int AS rooms, sum(beds_count)::int AS beds
              FROM new_rooms GROUP BY property_id) d
      WHERE p.id = d.property_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE properties p SET rooms_count = p.rooms_count - d.rooms, beds_count = p.beds_count - d.beds
      FROM (SELECT property_id, count(*)::int AS rooms, sum(beds_count)::int AS beds
              FROM old_rooms GROUP BY property_id) d
      WHERE p.id = d.property_id;
  ELSE
    UPDATE properties p SET rooms_count = p.rooms_count + d.rooms, beds_count = p.beds_count + d.beds,
                            occupied_beds = p.occupied_beds + d.occupied
      FROM (SELECT property_id, sum(rooms)::int AS rooms, sum(beds)::int AS beds, sum(occupied)::int AS occupied
              FROM (SELECT property_id, 1 AS rooms, beds_count AS beds, occupied_beds AS occupied FROM new_rooms
                    UNION ALL SELECT property_id, -1, -beds_count, -occupied_beds FROM old_rooms) x
              GROUP BY property_id HAVING sum(rooms) <> 0 OR sum(beds) <> 0 OR sum(occupied) <> 0) d
      WHERE p.id = d.property_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "rooms_counted_after_insert" AFTER INSERT ON "rooms"
  REFERENCING NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION "places_rooms_counted"();
CREATE OR REPLACE TRIGGER "rooms_counted_after_update" AFTER UPDATE ON "rooms"
  REFERENCING OLD TABLE AS old_rooms NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION "places_rooms_counted"();
CREATE OR REPLACE TRIGGER "rooms_counted_after_delete" AFTER DELETE ON "rooms"
  REFERENCING OLD TABLE AS old_rooms FOR EACH STATEMENT EXECUTE FUNCTION "places_rooms_counted"();

-- An order's beds: a row that is open counts in its bed's room, from its insert until it is closed
-- (is_open false) or deleted.
CREATE OR REPLACE FUNCTION "order_beds_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE rooms r SET occupied_beds = r.occupied_beds + d.n
      FROM (SELECT b.room_id, count(*)::int AS n FROM new_order_beds x JOIN beds b ON b.id = x.bed_id
            WHERE x.is_open GROUP BY b.room_id) d
      WHERE r.id = d.room_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE rooms r SET occupied_beds = r.occupied_beds - d.n
      FROM (SELECT b.room_id, count(*)::int AS n FROM old_order_beds x JOIN beds b ON b.id = x.bed_id
            WHERE x.is_open GROUP BY b.room_id) d
      WHERE r.id = d.room_id;
  ELSE
    UPDATE rooms r SET occupied_beds = r.occupied_beds + d.n
      FROM (SELECT b.room_id, sum(x.n)::int AS n
              FROM (SELECT bed_id, 1 AS n FROM new_order_beds WHERE is_open
                    UNION ALL SELECT bed_id, -1 FROM old_order_beds WHERE is_open) x
              JOIN beds b ON b.id = x.bed_id
              GROUP BY b.room_id HAVING sum(x.n) <> 0) d
      WHERE r.id = d.room_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "order_beds_counted_after_insert" AFTER INSERT ON "order_beds"
  REFERENCING NEW TABLE AS new_order_beds FOR EACH STATEMENT EXECUTE FUNCTION "order_beds_counted"();
CREATE OR REPLACE TRIGGER "order_beds_counted_after_update" AFTER UPDATE ON "order_beds"
  REFERENCING OLD TABLE AS old_order_beds NEW TABLE AS new_order_beds FOR EACH STATEMENT
  EXECUTE FUNCTION "order_beds_counted"();
CREATE OR REPLACE TRIGGER "order_beds_counted_after_delete" AFTER DELETE ON "order_beds"
  REFERENCING OLD TABLE AS old_order_beds FOR EACH STATEMENT EXECUTE FUNCTION "order_beds_counted"();
