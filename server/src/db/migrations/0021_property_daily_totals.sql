CREATE TABLE "property_daily_totals" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"income" numeric(16, 2) DEFAULT '0' NOT NULL,
	"expense" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "property_daily_totals_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
-- Counted once from the ledger as it stands (decision 040); the trigger keeps it from now on.
INSERT INTO "property_daily_totals" ("property_id", "day", "income", "expense")
SELECT "property_id", "booked_on", sum(CASE WHEN "type" = 'expense' THEN 0 ELSE "amount" END),
       sum(CASE WHEN "type" = 'expense' THEN "amount" ELSE 0 END)
FROM "transactions" WHERE "type" IN ('payment', 'income', 'expense') AND "property_id" IS NOT NULL
GROUP BY "property_id", "booked_on";
