-- Each amount on its own day (issue 30, decision 037): every ledger row gets the business day it
-- belongs to. Rows posted before: a payment's received day, every other row the business day it was
-- recorded on (a fee, income or expense could not be dated, a rent charge and a void book on the day
-- they were posted). Written once here, the ledger's guard set aside for this one statement.
ALTER TABLE "transactions" ADD COLUMN "booked_on" date;--> statement-breakpoint
ALTER TABLE "transactions" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "transactions" tr SET "booked_on" = coalesce(
  (SELECT pay.received_on FROM payments pay
   WHERE tr.type = 'payment' AND tr.reverses_id IS NULL AND pay.id = tr.related_id),
  (tr.created_at AT TIME ZONE (SELECT s.time_zone FROM business_settings s))::date);--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "booked_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "books_closed_through" date;--> statement-breakpoint
CREATE INDEX "transactions_booked_on_id_idx" ON "transactions" USING btree ("booked_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The rollup's income and expense counted again by booked day (a void on its own day now).
UPDATE "daily_totals" SET "income" = 0, "expense" = 0;--> statement-breakpoint
INSERT INTO "daily_totals" AS d ("day", "income", "expense")
SELECT "booked_on", sum(CASE WHEN "type" = 'expense' THEN 0 ELSE "amount" END),
       sum(CASE WHEN "type" = 'expense' THEN "amount" ELSE 0 END)
FROM "transactions" WHERE "type" IN ('payment', 'income', 'expense') GROUP BY "booked_on"
ON CONFLICT ("day") DO UPDATE SET "income" = excluded."income", "expense" = excluded."expense";
