CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"remaining_amount" numeric(12, 2) NOT NULL,
	"status" varchar(6) DEFAULT 'unpaid' NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"method_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('unpaid', 'paid')),
	CONSTRAINT "refunds_remaining_amount_check" CHECK ("refunds"."remaining_amount" >= 0 AND "refunds"."remaining_amount" <= "refunds"."amount"
          AND ("refunds"."status" = 'unpaid') = ("refunds"."remaining_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_id_transaction_sub_types_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_tenant_id_idx" ON "refunds" USING btree ("tenant_id");