CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"message_id" text,
	"source" varchar(10) NOT NULL,
	"origin" text NOT NULL,
	"uidvalidity" bigint,
	"uid" bigint,
	"subject" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"raw" "bytea" NOT NULL,
	"outcome" varchar(10) NOT NULL,
	"why" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "mail_messages_source_check" CHECK ("mail_messages"."source" IN ('imap', 'upload', 'cli', 'demo')),
	CONSTRAINT "mail_messages_outcome_check" CHECK ("mail_messages"."outcome" IN ('candidates', 'unverified', 'skipped', 'duplicate', 'error'))
);
--> statement-breakpoint
CREATE TABLE "mail_positions" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uidvalidity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_aliases" (
	"alias" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payer_aliases_alias_tenant_id_pk" PRIMARY KEY("alias","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "payment_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_message_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"extracted_name" text NOT NULL,
	"payer_handle" text,
	"extracted_amount" numeric(12, 2) NOT NULL,
	"email_date" timestamp with time zone NOT NULL,
	"payment_date" date NOT NULL,
	"method_id" integer,
	"reference" text,
	"source" varchar(10) NOT NULL,
	"verified" boolean NOT NULL,
	"verification" text NOT NULL,
	"status" varchar(8) NOT NULL,
	"matched_tenant_id" integer,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"possible_duplicate" boolean DEFAULT false NOT NULL,
	"payment_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_candidates_amount_check" CHECK ("payment_candidates"."extracted_amount" > 0),
	CONSTRAINT "payment_candidates_status_check" CHECK ("payment_candidates"."status" IN ('pending', 'matched', 'applied', 'ignored')),
	CONSTRAINT "payment_candidates_applied_check" CHECK (("payment_candidates"."status" = 'applied') = ("payment_candidates"."payment_id" IS NOT NULL)),
	CONSTRAINT "payment_candidates_decided_check" CHECK (("payment_candidates"."status" IN ('applied', 'ignored')) = ("payment_candidates"."decided_at" IS NOT NULL)),
	CONSTRAINT "payment_candidates_source_check" CHECK ("payment_candidates"."source" IN ('imap', 'upload', 'cli', 'demo'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_on" date;--> statement-breakpoint
-- Payments recorded before the column: received the business day they were recorded.
UPDATE "payments" SET "received_on" = ("created_at" AT TIME ZONE
  COALESCE((SELECT "time_zone" FROM "business_settings"), 'America/New_York'))::date;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "received_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_sub_types" ADD COLUMN "detection_patterns" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_search" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The tenants there were: their names without accents, as db/derived/tenant-search.sql writes them.
UPDATE "tenant_search" ts SET "name_key" = translate(lower(t."first_name" || ' ' || t."last_name"),
  'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłñńňóòôöõøōőřśšşťţúùûüūůűųýÿžźż',
  'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')
  FROM "tenants" t WHERE t."id" = ts."tenant_id";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payer_aliases" ADD CONSTRAINT "payer_aliases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_candidates" ADD CONSTRAINT "payment_candidates_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_candidates" ADD CONSTRAINT "payment_candidates_method_id_transaction_sub_types_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_candidates" ADD CONSTRAINT "payment_candidates_matched_tenant_id_tenants_id_fk" FOREIGN KEY ("matched_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_candidates" ADD CONSTRAINT "payment_candidates_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_candidates" ADD CONSTRAINT "payment_candidates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_content_hash_key" ON "mail_messages" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_imap_uid_key" ON "mail_messages" USING btree ("origin","uidvalidity","uid") WHERE "mail_messages"."uid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_messages_message_id_idx" ON "mail_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_received_at_idx" ON "mail_messages" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_candidates_message_payment_key" ON "payment_candidates" USING btree ("mail_message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_candidates_reference_key" ON "payment_candidates" USING btree ("provider",lower("reference")) WHERE "payment_candidates"."reference" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_candidates_payment_id_key" ON "payment_candidates" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_candidates_email_date_idx" ON "payment_candidates" USING btree ("email_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_candidates_day_amount_idx" ON "payment_candidates" USING btree ("payment_date","extracted_amount");--> statement-breakpoint
CREATE INDEX "tenant_search_name_key_trgm_idx" ON "tenant_search" USING gin ("name_key" gin_trgm_ops);