-- tenant_search: what the tenant searches match, one row per tenant: "first last email phone" and
-- "first last", lower-cased, with a trigram index (pg_trgm). It lives apart from tenants because its
-- index took every tenant update with it: a balance posting rewrote ~50 index entries per tenant.
-- New tenants: one insert per statement (transition table), so bulk seeds stay fast. A changed name,
-- e-mail or phone: one row at a time (a column list cannot have a transition table), and only
-- statements that set these columns fire it; postings and order refreshes do not.
-- bunkhouse_name_key: a name as payers' names are matched (modules/candidates/matching.ts nameKey):
-- lower-cased, accents taken off ("María García" → "maria garcia"); the e-mail's payer "GARCIA" finds
-- the tenant "García". The same letters as NAME_KEY_ACCENTS in matching.ts (a test compares them).
CREATE OR REPLACE FUNCTION "bunkhouse_name_key"(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(name), 'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłñńňóòôöõøōőřśšşťţúùûüūůűųýÿžźż',
                                'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz')
$$;

CREATE OR REPLACE FUNCTION "tenants_searchable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tenant_search" ("tenant_id", "search_text", "name_text", "name_key")
    SELECT id, lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone),
           lower(first_name || ' ' || last_name), bunkhouse_name_key(first_name || ' ' || last_name)
    FROM new_tenants;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "tenants_searchable_after_insert" AFTER INSERT ON "tenants"
  REFERENCING NEW TABLE AS new_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_searchable"();

CREATE OR REPLACE FUNCTION "tenants_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_search"
     SET "search_text" = lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.email || ' ' || NEW.phone),
         "name_text" = lower(NEW.first_name || ' ' || NEW.last_name),
         "name_key" = bunkhouse_name_key(NEW.first_name || ' ' || NEW.last_name)
   WHERE "tenant_id" = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "tenants_search_changed_after_update" AFTER UPDATE OF "first_name", "last_name", "email", "phone" ON "tenants"
  FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.email, OLD.phone)
                     IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.phone))
  EXECUTE FUNCTION "tenants_search_changed"();
