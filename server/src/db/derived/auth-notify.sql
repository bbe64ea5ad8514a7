-- The session cache's news (modules/auth/session-cache.ts): every server instance LISTENs on
-- bunkhouse_auth and forgets what a notification names, sent at commit by the transaction that makes
-- the change. A session that is deleted, or changed other than by the last-seen touch (which only
-- moves forward), names itself; a change to users, groups, memberships or permissions may concern any
-- session: '*'.
CREATE OR REPLACE FUNCTION "sessions_notify_auth"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('bunkhouse_auth', OLD.id);
  ELSIF NEW.id IS DISTINCT FROM OLD.id OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.expires_at IS DISTINCT FROM OLD.expires_at OR NEW.last_seen_at < OLD.last_seen_at THEN
    PERFORM pg_notify('bunkhouse_auth', OLD.id);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "sessions_notify_auth" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "sessions_notify_auth"();

CREATE OR REPLACE FUNCTION "notify_auth_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bunkhouse_auth', '*');
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "users_notify_auth" AFTER UPDATE OF "username", "is_active", "is_superuser", "password_hash" OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_all"();
CREATE OR REPLACE TRIGGER "groups_notify_auth" AFTER UPDATE OR DELETE ON "groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_all"();
CREATE OR REPLACE TRIGGER "user_groups_notify_auth" AFTER INSERT OR UPDATE OR DELETE ON "user_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_all"();
CREATE OR REPLACE TRIGGER "group_permissions_notify_auth" AFTER INSERT OR UPDATE OR DELETE ON "group_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_all"();
CREATE OR REPLACE TRIGGER "auth_tables_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_all"();
