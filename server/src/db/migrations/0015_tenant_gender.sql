ALTER TABLE "tenants" ADD COLUMN "gender" varchar(6);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_gender_check" CHECK (gender IN ('male', 'female'));