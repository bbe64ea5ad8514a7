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

-- An order's stays: a bed with an open stay counts in its room, once however many it has (a stay now
-- and a reservation after it). The statement's beds are locked first (FOR NO KEY UPDATE, which the
-- foreign keys' KEY SHARE does not wait for), so that a concurrent change of the same bed's stays is
-- counted after this one commits; each bed then adds 1 to its room when it gained its first open stay
-- and -1 when it lost its last.
CREATE OR REPLACE FUNCTION "order_beds_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(bed_id, n) INTO changed
      FROM (SELECT bed_id, count(*) AS n FROM new_order_beds WHERE is_open GROUP BY bed_id) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(bed_id, n) INTO changed
      FROM (SELECT bed_id, -count(*) AS n FROM old_order_beds WHERE is_open GROUP BY bed_id) x;
  ELSE
    SELECT jsonb_object_agg(bed_id, n) INTO changed
      FROM (SELECT bed_id, sum(n) AS n
              FROM (SELECT bed_id, 1 AS n FROM new_order_beds WHERE is_open
                    UNION ALL SELECT bed_id, -1 FROM old_order_beds WHERE is_open) y
              GROUP BY bed_id HAVING sum(n) <> 0) x;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM beds b WHERE b.id IN (SELECT k::int FROM jsonb_object_keys(changed) k) ORDER BY b.id
    FOR NO KEY UPDATE;
  UPDATE rooms r SET occupied_beds = r.occupied_beds + d.n
    FROM (SELECT b.room_id, sum((c.now > 0)::int - (c.now - c.added > 0)::int)::int AS n
            FROM (SELECT k.key::int AS bed_id, k.value::int AS added,
                         (SELECT count(*) FROM order_beds ob WHERE ob.bed_id = k.key::int AND ob.is_open) AS now
                    FROM jsonb_each_text(changed) k) c
            JOIN beds b ON b.id = c.bed_id
           GROUP BY b.room_id HAVING sum((c.now > 0)::int - (c.now - c.added > 0)::int) <> 0) d
    WHERE r.id = d.room_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "order_beds_counted_after_insert" AFTER INSERT ON "order_beds"
  REFERENCING NEW TABLE AS new_order_beds FOR EACH STATEMENT EXECUTE FUNCTION "order_beds_counted"();
CREATE OR REPLACE TRIGGER "order_beds_counted_after_update" AFTER UPDATE ON "order_beds"
  REFERENCING OLD TABLE AS old_order_beds NEW TABLE AS new_order_beds FOR EACH STATEMENT
  EXECUTE FUNCTION "order_beds_counted"();
CREATE OR REPLACE TRIGGER "order_beds_counted_after_delete" AFTER DELETE ON "order_beds"
  REFERENCING OLD TABLE AS old_order_beds FOR EACH STATEMENT EXECUTE FUNCTION "order_beds_counted"();
