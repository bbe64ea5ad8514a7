CREATE TABLE "business_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "business_settings_one_row" CHECK ("business_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "daily_money" (
	"day" date NOT NULL,
	"property_id" integer,
	"income" numeric(16, 2) DEFAULT '0' NOT NULL,
	"expense" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "daily_money_day_property_key" UNIQUE NULLS NOT DISTINCT("day","property_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "occupied_beds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "occupied_beds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_deleted_at_idx" ON "orders" USING btree ("deleted_at");--> statement-breakpoint
-- The current occupancy (db/derived/places-counters.sql keeps it from here on), and the time zone
-- setup/prepare.ts sets from BUSINESS_TIMEZONE at start (rebuilding daily_money, derived/daily-money.sql).
UPDATE "rooms" r SET "occupied_beds" = (SELECT count(*) FROM "order_beds" ob JOIN "beds" b ON b."id" = ob."bed_id"
                                       WHERE b."room_id" = r."id" AND ob."is_open");--> statement-breakpoint
UPDATE "properties" p SET "occupied_beds" = (SELECT coalesce(sum(r."occupied_beds"), 0) FROM "rooms" r
                                            WHERE r."property_id" = p."id");--> statement-breakpoint
INSERT INTO "business_settings" ("time_zone") VALUES ('America/New_York');
