ALTER TABLE "orders" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "property_daily_totals" ADD COLUMN "checkouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_daily_totals" ADD COLUMN "beds_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each order's house: that of its lowest-id bed (decision 040), written once; the triggers of orders
-- (copies and counters of other columns) are set aside for this one statement.
ALTER TABLE "orders" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "orders" o SET "property_id" = (SELECT b."property_id" FROM "order_beds" ob JOIN "beds" b ON b."id" = ob."bed_id"
                                       WHERE ob."order_id" = o."id" ORDER BY ob."bed_id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER USER;--> statement-breakpoint
INSERT INTO "property_daily_totals" AS p ("property_id", "day", "checkouts", "beds_sold")
SELECT property_id, day, sum(checkouts), sum(beds_sold)
FROM (SELECT o."property_id", (o."deleted_at" AT TIME ZONE s."time_zone")::date AS day, 1 AS checkouts, 0 AS beds_sold
      FROM "orders" o, "business_settings" s WHERE o."deleted_at" IS NOT NULL AND o."property_id" IS NOT NULL
      UNION ALL
      SELECT o."property_id", (o."created_at" AT TIME ZONE s."time_zone")::date, 0, 1
      FROM "order_beds" ob JOIN "orders" o ON o."id" = ob."order_id", "business_settings" s
      WHERE o."property_id" IS NOT NULL) x
GROUP BY property_id, day
ON CONFLICT ("property_id", "day") DO UPDATE SET "checkouts" = excluded."checkouts", "beds_sold" = excluded."beds_sold";
