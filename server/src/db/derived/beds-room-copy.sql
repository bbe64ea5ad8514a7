-- beds.room_number and beds.property_id: copies of the bed's room's number and property, so that the
-- beds search and the sort by room or property need no join (a term's beds are found through one
-- covering index on beds alone). Every insert or update of a bed takes them from its room (an unknown
-- room leaves them, and the foreign key then refuses the row with its own, mapped, error); a room that
-- changes number or property rewrites its beds' copies.
CREATE OR REPLACE FUNCTION "beds_room_copied"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  room record;
BEGIN
  SELECT r."number", r."property_id" INTO room FROM "rooms" r WHERE r."id" = NEW."room_id";
  IF FOUND THEN
    NEW."room_number" := room."number";
    NEW."property_id" := room."property_id";
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER "beds_room_copied" BEFORE INSERT OR UPDATE ON "beds"
  FOR EACH ROW EXECUTE FUNCTION "beds_room_copied"();

CREATE OR REPLACE FUNCTION "rooms_copied_to_beds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "beds" SET "room_number" = NEW."number", "property_id" = NEW."property_id" WHERE "room_id" = NEW."id";
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "rooms_copied_to_beds" AFTER UPDATE OF "number", "property_id" ON "rooms"
  FOR EACH ROW WHEN (OLD."number" IS DISTINCT FROM NEW."number" OR OLD."property_id" IS DISTINCT FROM NEW."property_id")
  EXECUTE FUNCTION "rooms_copied_to_beds"();
