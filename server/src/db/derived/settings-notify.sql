-- The business settings' news (modules/settings/settings-store.ts): every server instance LISTENs on
-- bunkhouse_settings and reads the settings again when a change commits.
CREATE OR REPLACE FUNCTION "business_settings_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bunkhouse_settings', '*');
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "business_settings_notify" AFTER INSERT OR UPDATE OR DELETE ON "business_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "business_settings_notify"();
