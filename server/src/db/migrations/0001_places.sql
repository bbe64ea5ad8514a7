CREATE TABLE "beds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"number" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beds_room_id_number_key" UNIQUE("room_id","number"),
	CONSTRAINT "beds_number_check" CHECK ("beds"."number" > 0),
	CONSTRAINT "beds_price_check" CHECK ("beds"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" varchar(255) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" char(2) NOT NULL,
	"zip_code" char(5) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rooms_count" integer DEFAULT 0 NOT NULL,
	"beds_count" integer DEFAULT 0 NOT NULL,
	"search_address" text GENERATED ALWAYS AS (lower(address)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(address || ' ' || city || ' ' || state || ' ' || zip_code)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_state_check" CHECK ("properties"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "properties_zip_code_check" CHECK ("properties"."zip_code" ~ '^[0-9]{5}$'),
	CONSTRAINT "properties_counts_check" CHECK ("properties"."rooms_count" >= 0 AND "properties"."beds_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"number" integer NOT NULL,
	"gender_designation" varchar(6) NOT NULL,
	"beds_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_property_id_number_key" UNIQUE("property_id","number"),
	CONSTRAINT "rooms_number_check" CHECK ("rooms"."number" > 0),
	CONSTRAINT "rooms_gender_designation_check" CHECK ("rooms"."gender_designation" IN ('male', 'female', 'mixed')),
	CONSTRAINT "rooms_beds_count_check" CHECK ("rooms"."beds_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beds_number_id_idx" ON "beds" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "beds_price_id_idx" ON "beds" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_address_id_idx" ON "properties" USING btree ("address","id");--> statement-breakpoint
CREATE INDEX "rooms_number_id_idx" ON "rooms" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "rooms_beds_count_id_idx" ON "rooms" USING btree ("beds_count","id");--> statement-breakpoint
CREATE INDEX "rooms_gender_designation_number_id_idx" ON "rooms" USING btree ("gender_designation","number","id");--> statement-breakpoint
-- Custom SQL (not generated): the counters rooms.beds_count, properties.rooms_count and
-- properties.beds_count are kept by statement-level triggers with transition tables, so one bulk
-- insert of 60,000 beds updates each room once. A change of rooms.beds_count made by the beds trigger
-- reaches the property through the rooms trigger.
CREATE FUNCTION "places_beds_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "beds_counted_after_insert" AFTER INSERT ON "beds"
  REFERENCING NEW TABLE AS new_beds FOR EACH STATEMENT EXECUTE FUNCTION "places_beds_counted"();
--> statement-breakpoint
CREATE TRIGGER "beds_counted_after_update" AFTER UPDATE ON "beds"
  REFERENCING OLD TABLE AS old_beds NEW TABLE AS new_beds FOR EACH STATEMENT EXECUTE FUNCTION "places_beds_counted"();
--> statement-breakpoint
CREATE TRIGGER "beds_counted_after_delete" AFTER DELETE ON "beds"
  REFERENCING OLD TABLE AS old_beds FOR EACH STATEMENT EXECUTE FUNCTION "places_beds_counted"();
--> statement-breakpoint
CREATE FUNCTION "places_rooms_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "rooms_counted_after_insert" AFTER INSERT ON "rooms"
  REFERENCING NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION "places_rooms_counted"();
--> statement-breakpoint
CREATE TRIGGER "rooms_counted_after_update" AFTER UPDATE ON "rooms"
  REFERENCING OLD TABLE AS old_rooms NEW TABLE AS new_rooms FOR EACH STATEMENT EXECUTE FUNCTION "places_rooms_counted"();
--> statement-breakpoint
CREATE TRIGGER "rooms_counted_after_delete" AFTER DELETE ON "rooms"
  REFERENCING OLD TABLE AS old_rooms FOR EACH STATEMENT EXECUTE FUNCTION "places_rooms_counted"();
