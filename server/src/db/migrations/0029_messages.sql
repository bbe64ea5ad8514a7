CREATE TABLE "balance_link_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"what" varchar(9) DEFAULT 'page' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"messages_on" boolean DEFAULT false NOT NULL,
	"smtp_host" varchar(255),
	"smtp_port" integer,
	"smtp_tls" varchar(8),
	"smtp_user" varchar(255),
	"smtp_password" text,
	"from_name" varchar(100),
	"from_address" varchar(254),
	"reply_to" varchar(254),
	"receipts_on" boolean DEFAULT true NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"reminder_days" smallint DEFAULT 3 NOT NULL,
	"overdue_on" boolean DEFAULT true NOT NULL,
	"overdue_every_days" smallint DEFAULT 7 NOT NULL,
	"overdue_times" smallint DEFAULT 3 NOT NULL,
	"late_fee_notices_on" boolean DEFAULT true NOT NULL,
	"settlements_on" boolean DEFAULT true NOT NULL,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"link_days" smallint DEFAULT 30 NOT NULL,
	"public_url" varchar(200),
	"link_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	CONSTRAINT "message_settings_one_row" CHECK ("message_settings"."id"),
	CONSTRAINT "message_settings_smtp_tls_check" CHECK ("message_settings"."smtp_tls" IN ('starttls', 'tls', 'none'))
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"kind" varchar(10) PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"cause" varchar(200) NOT NULL,
	"to_address" varchar(254),
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"statement_start" date,
	"statement_end" date,
	"status" varchar(7) DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"resent_from" integer,
	CONSTRAINT "messages_cause_key" UNIQUE("cause"),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" IN ('queued', 'sent', 'failed', 'skipped')),
	CONSTRAINT "messages_sent_check" CHECK (("messages"."status" = 'sent') = ("messages"."sent_at" IS NOT NULL)),
	CONSTRAINT "messages_to_check" CHECK ("messages"."status" = 'skipped' OR "messages"."to_address" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "messages_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_link_opens" ADD CONSTRAINT "balance_link_opens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_link_opens_tenant_idx" ON "balance_link_opens" USING btree ("tenant_id","opened_at");--> statement-breakpoint
CREATE INDEX "messages_queued_idx" ON "messages" USING btree ("next_attempt_at","id") WHERE "messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "messages_tenant_idx" ON "messages" USING btree ("tenant_id","id");