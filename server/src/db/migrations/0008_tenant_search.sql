-- The tenant search texts move to their own table with the trigram index (see schema/tenants.ts): the
-- index no longer takes a write with every balance posting and order refresh of a tenant.
CREATE TABLE "tenant_search" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"name_text" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "tenant_search" ("tenant_id", "search_text", "name_text")
  SELECT "id", "search_text", lower("first_name" || ' ' || "last_name") FROM "tenants";
--> statement-breakpoint
DROP INDEX "tenants_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "tenant_search" ADD CONSTRAINT "tenant_search_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_search_text_trgm_idx" ON "tenant_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "search_text";
--> statement-breakpoint
-- New tenants: one insert per statement (transition table), so bulk seeds stay fast.
CREATE FUNCTION "tenants_searchable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tenant_search" ("tenant_id", "search_text", "name_text")
    SELECT id, lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone),
           lower(first_name || ' ' || last_name)
    FROM new_tenants;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenants_searchable_after_insert" AFTER INSERT ON "tenants"
  REFERENCING NEW TABLE AS new_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_searchable"();
--> statement-breakpoint
-- A changed name, e-mail or phone (a column list cannot have a transition table: one row at a time,
-- and only statements that set these columns fire it; postings and order refreshes do not).
CREATE FUNCTION "tenants_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_search"
     SET "search_text" = lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.email || ' ' || NEW.phone),
         "name_text" = lower(NEW.first_name || ' ' || NEW.last_name)
   WHERE "tenant_id" = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenants_search_changed_after_update" AFTER UPDATE OF "first_name", "last_name", "email", "phone" ON "tenants"
  FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.email, OLD.phone)
                     IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.phone))
  EXECUTE FUNCTION "tenants_search_changed"();
