CREATE TABLE "room_counts" (
	"gender_designation" varchar(6) PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "room_counts" ("gender_designation", "n")
  SELECT "gender_designation", count(*)::int FROM "rooms" GROUP BY "gender_designation";
--> statement-breakpoint
-- One upsert per statement (transition tables), so bulk seeds stay fast.
CREATE FUNCTION "rooms_gender_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "room_counts" AS c ("gender_designation", "n")
    SELECT gender_designation, sum(delta)::int FROM (
      SELECT gender_designation, 1 AS delta FROM new_rooms
      UNION ALL SELECT gender_designation, -1 FROM old_rooms) x
    GROUP BY gender_designation HAVING sum(delta) <> 0
  ON CONFLICT ("gender_designation") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rooms_gender_counted_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "room_counts" AS c ("gender_designation", "n")
    SELECT gender_designation, count(*)::int FROM new_rooms GROUP BY gender_designation
  ON CONFLICT ("gender_designation") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "rooms_gender_counted_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "room_counts" AS c ("gender_designation", "n")
    SELECT gender_designation, -count(*)::int FROM old_rooms GROUP BY gender_designation
  ON CONFLICT ("gender_designation") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_gender_counted_after_insert" AFTER INSERT ON "rooms"
  REFERENCING NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION "rooms_gender_counted_insert"();
--> statement-breakpoint
CREATE TRIGGER "rooms_gender_counted_after_update" AFTER UPDATE ON "rooms"
  REFERENCING OLD TABLE AS old_rooms NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION "rooms_gender_counted"();
--> statement-breakpoint
CREATE TRIGGER "rooms_gender_counted_after_delete" AFTER DELETE ON "rooms"
  REFERENCING OLD TABLE AS old_rooms FOR EACH STATEMENT EXECUTE FUNCTION "rooms_gender_counted_delete"();
--> statement-breakpoint
CREATE FUNCTION "rooms_gender_uncounted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "room_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_gender_uncounted_after_truncate" AFTER TRUNCATE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_gender_uncounted"();
