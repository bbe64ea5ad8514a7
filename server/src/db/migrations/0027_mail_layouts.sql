CREATE TABLE "mail_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_domain" text NOT NULL,
	"patterns" text[] NOT NULL,
	"method_id" integer NOT NULL,
	"sample_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "mail_layouts_patterns_check" CHECK (cardinality("mail_layouts"."patterns") BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "unread_sender" text;--> statement-breakpoint
ALTER TABLE "mail_layouts" ADD CONSTRAINT "mail_layouts_method_id_transaction_sub_types_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_layouts" ADD CONSTRAINT "mail_layouts_sample_message_id_mail_messages_id_fk" FOREIGN KEY ("sample_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_layouts" ADD CONSTRAINT "mail_layouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_layouts_sender_domain_idx" ON "mail_layouts" USING btree ("sender_domain");