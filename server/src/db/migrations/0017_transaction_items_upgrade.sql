CREATE TABLE "transaction_items_upgrade" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"after_id" bigint NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "transaction_items_upgrade_one_row" CHECK ("transaction_items_upgrade"."id")
);
