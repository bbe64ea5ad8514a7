CREATE TABLE "ssn_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"tenant_id" integer NOT NULL,
	"matched" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" varchar(64);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "full_name" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "business_name" varchar(100) DEFAULT 'Bunkhouse' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "rent_lead_days" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "grace_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "mail_host" varchar(255);--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "mail_port" integer;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "mail_tls" boolean;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "mail_user" varchar(255);--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "mail_password" text;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "mail_mailbox" varchar(255);--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "demo_seeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ssn_checks" ADD CONSTRAINT "ssn_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssn_checks" ADD CONSTRAINT "ssn_checks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ssn_checks_user_created_idx" ON "ssn_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ssn_checks_tenant_created_idx" ON "ssn_checks" USING btree ("tenant_id","created_at");