CREATE TABLE "deposit_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"booked_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_movements_kind_check" CHECK ("deposit_movements"."kind" IN ('covered', 'released')),
	CONSTRAINT "deposit_movements_amount_check" CHECK ("deposit_movements"."amount" <> 0 AND ("deposit_movements"."kind" = 'covered' OR "deposit_movements"."amount" < 0))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"remaining_amount" numeric(12, 2) NOT NULL,
	"status" varchar(7) DEFAULT 'unpaid' NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"settled_on" date,
	"settled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" IN ('unpaid', 'paid', 'settled')),
	CONSTRAINT "deposits_remaining_amount_check" CHECK ("deposits"."remaining_amount" >= 0 AND "deposits"."remaining_amount" <= "deposits"."amount"
          AND ("deposits"."status" = 'unpaid') = ("deposits"."remaining_amount" > 0)
          AND ("deposits"."status" = 'settled') = ("deposits"."settled_on" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_type_check";--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "deposit_id" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "deposit_mode" varchar(5) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "deposit_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_movements" ADD CONSTRAINT "deposit_movements_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_movements_deposit_id_idx" ON "deposit_movements" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "deposits_open_idx" ON "deposits" USING btree ("order_id") WHERE "deposits"."status" <> 'settled';--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" IN ('payment', 'rent', 'fee', 'deposit', 'refund', 'income', 'expense'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_deposit_mode_check" CHECK ("business_settings"."deposit_mode" IN ('none', 'fixed', 'rent'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_deposit_amount_check" CHECK ("business_settings"."deposit_amount" >= 0);