-- Beds keep copies of their room's number and property (schema/places.ts), so that the beds search
-- and the sort by room need no join: a term's beds are found through one index on beds alone.
ALTER TABLE "beds" ADD COLUMN "room_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beds" ADD COLUMN "property_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "beds" b SET "room_number" = r."number", "property_id" = r."property_id" FROM "rooms" r WHERE r."id" = b."room_id";
--> statement-breakpoint
-- Every insert or update of a bed takes the copies from its room (an unknown room leaves them, and
-- the foreign key then refuses the row with its own, mapped, error).
CREATE FUNCTION "beds_room_copied"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "beds_room_copied" BEFORE INSERT OR UPDATE ON "beds"
  FOR EACH ROW EXECUTE FUNCTION "beds_room_copied"();
--> statement-breakpoint
-- A room that changes number or property rewrites its beds' copies.
CREATE FUNCTION "rooms_copied_to_beds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "beds" SET "room_number" = NEW."number", "property_id" = NEW."property_id" WHERE "room_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_copied_to_beds" AFTER UPDATE OF "number", "property_id" ON "rooms"
  FOR EACH ROW WHEN (OLD."number" IS DISTINCT FROM NEW."number" OR OLD."property_id" IS DISTINCT FROM NEW."property_id")
  EXECUTE FUNCTION "rooms_copied_to_beds"();
--> statement-breakpoint
-- Covering indexes (the schema builder cannot write INCLUDE): a search term's beds by bed number, by
-- room number or by property, each with what the match, the order and the page need, so that
-- PostgreSQL answers from the index alone.
DROP INDEX "beds_number_id_idx";--> statement-breakpoint
CREATE INDEX "beds_number_id_idx" ON "beds" ("number", "id") INCLUDE ("room_number", "room_id", "property_id", "price");--> statement-breakpoint
CREATE INDEX "beds_room_number_cover_idx" ON "beds" ("room_number", "room_id", "number") INCLUDE ("id", "property_id", "price");--> statement-breakpoint
CREATE INDEX "beds_property_cover_idx" ON "beds" ("property_id", "room_number", "room_id", "number") INCLUDE ("id", "price");
