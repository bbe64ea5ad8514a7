-- rooms.beds_count, properties.rooms_count and properties.beds_count: how many rooms and beds each
-- room and property has (Room.beds_count and Property.rooms_count in the API; the places lists sort
-- by them and take their totals from them). Statement-level triggers with transition tables, so one
-- bulk insert of 60,000 beds updates each room once; a change of rooms.beds_count made by the beds
-- trigger reaches the property through the rooms trigger.
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
    UPDATE rooms r SET beds_count = r.beds_count + d.n
      FROM (SELECT room_id, sum(n)::int AS n
              FROM (SELECT room_id, 1 AS n FROM new_beds UNION ALL SELECT room_id, -1 FROM old_beds) x
              GROUP BY room_id HAVING sum(n) <> 0) d
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
    UPDATE properties p SET rooms_count = p.rooms_count + d.rooms, beds_count = p.beds_count + d.beds
      FROM (SELECT property_id, sum(rooms)::int AS rooms, sum(beds)::int AS beds
              FROM (SELECT property_id, 1 AS rooms, beds_count AS beds FROM new_rooms
                    UNION ALL SELECT property_id, -1, -beds_count FROM old_rooms) x
              GROUP BY property_id HAVING sum(rooms) <> 0 OR sum(beds) <> 0) d
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
