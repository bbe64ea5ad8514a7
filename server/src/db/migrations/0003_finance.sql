CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"remaining_amount" numeric(12, 2) NOT NULL,
	"type_id" integer NOT NULL,
	"status" varchar(6) DEFAULT 'unpaid' NOT NULL,
	"paid_date" date,
	"due_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "fees_amount_check" CHECK ("fees"."amount" > 0),
	CONSTRAINT "fees_status_check" CHECK ("fees"."status" IN ('unpaid', 'paid', 'void')),
	CONSTRAINT "fees_remaining_amount_check" CHECK ("fees"."remaining_amount" >= 0 AND "fees"."remaining_amount" <= "fees"."amount"
          AND ("fees"."status" = 'unpaid') = ("fees"."remaining_amount" > 0)),
	CONSTRAINT "fees_paid_date_check" CHECK ("fees"."status" <> 'paid' OR "fees"."paid_date" IS NOT NULL),
	CONSTRAINT "fees_void_check" CHECK (("fees"."status" = 'void') = ("fees"."voided_at" IS NOT NULL AND "fees"."void_reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"applied_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_void_check" CHECK (("payments"."voided_at" IS NULL) = ("payments"."void_reason" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "transaction_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"default_amount" numeric(12, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_sub_types_type_check" CHECK ("transaction_sub_types"."type" IN ('payment', 'fee', 'income', 'expense')),
	CONSTRAINT "transaction_sub_types_default_amount_check" CHECK ("transaction_sub_types"."default_amount" IS NULL OR ("transaction_sub_types"."type" = 'fee' AND "transaction_sub_types"."default_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_type_id_transaction_sub_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_id_transaction_sub_types_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fees_tenant_id_idx" ON "fees" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "fees_unpaid_idx" ON "fees" USING btree ("tenant_id","due_date","created_at","id") WHERE "fees"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "payments_tenant_id_idx" ON "payments" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_sub_types_type_name_key" ON "transaction_sub_types" USING btree ("type",lower("name"));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sub_type_id_transaction_sub_types_id_fk" FOREIGN KEY ("sub_type_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_created_at_id_idx" ON "transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);