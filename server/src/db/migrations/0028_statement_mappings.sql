CREATE TABLE "statement_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"header_key" text NOT NULL,
	"columns" text[] NOT NULL,
	"date" text NOT NULL,
	"description" text NOT NULL,
	"amount" text,
	"credit" text,
	"debit" text,
	"balance" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "statement_mappings_header_key_key" UNIQUE("header_key")
);
--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;