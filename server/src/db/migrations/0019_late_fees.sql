ALTER TABLE "fees" ADD COLUMN "late_for_rent_id" integer;--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "late_deadline" date;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "late_fee_mode" varchar(7) DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "late_fee_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "late_fee_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "late_fee_max" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "business_settings" ADD COLUMN "late_fee_type_id" integer;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_late_for_rent_id_rent_confirmations_id_fk" FOREIGN KEY ("late_for_rent_id") REFERENCES "public"."rent_confirmations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_late_fee_type_id_transaction_sub_types_id_fk" FOREIGN KEY ("late_fee_type_id") REFERENCES "public"."transaction_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_late_for_rent_id_key" UNIQUE("late_for_rent_id");--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_late_check" CHECK (("fees"."late_for_rent_id" IS NULL) = ("fees"."late_deadline" IS NULL));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_late_fee_mode_check" CHECK ("business_settings"."late_fee_mode" IN ('off', 'flat', 'percent'));--> statement-breakpoint
ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_late_fee_amounts_check" CHECK ("business_settings"."late_fee_amount" >= 0 AND "business_settings"."late_fee_percent" >= 0 AND "business_settings"."late_fee_percent" <= 100
          AND coalesce("business_settings"."late_fee_max", 0) >= 0);