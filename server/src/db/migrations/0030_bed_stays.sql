-- Each bed of an order becomes a stay with its days (decision 045): the open stays from their order's
-- start, open-ended; a completed order's from its start to its completion day.
DROP INDEX "order_beds_one_open_per_bed_key";--> statement-breakpoint
ALTER TABLE "order_beds" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "order_beds" ADD COLUMN "end_date" date;--> statement-breakpoint
UPDATE "order_beds" ob SET "start_date" = o."start_date",
  "end_date" = CASE WHEN o."deleted_at" IS NULL THEN NULL
                    ELSE greatest((o."deleted_at" AT TIME ZONE s."time_zone")::date, o."start_date") END
  FROM "orders" o, "business_settings" s WHERE o."id" = ob."order_id";--> statement-breakpoint
ALTER TABLE "order_beds" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_beds" DROP CONSTRAINT "order_beds_order_id_bed_id_pk";--> statement-breakpoint
ALTER TABLE "order_beds" ADD CONSTRAINT "order_beds_order_id_bed_id_start_date_pk" PRIMARY KEY("order_id","bed_id","start_date");--> statement-breakpoint
CREATE INDEX "order_beds_open_bed_idx" ON "order_beds" USING btree ("bed_id") WHERE "order_beds"."is_open";--> statement-breakpoint
ALTER TABLE "order_beds" ADD CONSTRAINT "order_beds_days_check" CHECK ("order_beds"."end_date" IS NULL OR "order_beds"."end_date" >= "order_beds"."start_date");--> statement-breakpoint
-- No two open stays of one bed share a day. A bed id as a one-value range, so that the plain GiST
-- range operators compare it without the btree_gist extension (which the embedded engine would load).
ALTER TABLE "order_beds" ADD CONSTRAINT "order_beds_no_overlap" EXCLUDE USING gist
  ((int4range("bed_id", "bed_id", '[]')) WITH &&, (daterange("start_date", "end_date")) WITH &&) WHERE ("is_open");
