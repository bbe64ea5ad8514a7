-- tenant_counts: how many tenants are in each (inactive?, list status) bucket ('' = never had an
-- order), so that the tenants list counts without search by reading at most 8 rows instead of 50,000
-- (decision 018). Statement-level triggers on tenants; only statements
-- that move tenants between buckets write (a balance posting does not), and they lock the bucket rows
-- in key order (INSERT … ORDER BY … ON CONFLICT), so writers cannot deadlock. A TRUNCATE of tenants
-- empties it.
CREATE OR REPLACE FUNCTION "tenants_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_counts (is_deleted, order_status, n)
    SELECT deleted_at IS NOT NULL, coalesce(order_status, ''), count(*)::int FROM new_tenants
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (is_deleted, order_status) DO UPDATE SET n = tenant_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO tenant_counts (is_deleted, order_status, n)
    SELECT deleted_at IS NOT NULL, coalesce(order_status, ''), -count(*)::int FROM old_tenants
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (is_deleted, order_status) DO UPDATE SET n = tenant_counts.n + excluded.n;
  ELSE
    INSERT INTO tenant_counts (is_deleted, order_status, n)
    SELECT is_deleted, order_status, sum(n)::int
    FROM (SELECT deleted_at IS NOT NULL AS is_deleted, coalesce(order_status, '') AS order_status, 1 AS n
          FROM new_tenants
          UNION ALL
          SELECT deleted_at IS NOT NULL, coalesce(order_status, ''), -1 FROM old_tenants) x
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (is_deleted, order_status) DO UPDATE SET n = tenant_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "tenants_counted_after_insert" AFTER INSERT ON "tenants"
  REFERENCING NEW TABLE AS new_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_counted"();
CREATE OR REPLACE TRIGGER "tenants_counted_after_update" AFTER UPDATE ON "tenants"
  REFERENCING OLD TABLE AS old_tenants NEW TABLE AS new_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_counted"();
CREATE OR REPLACE TRIGGER "tenants_counted_after_delete" AFTER DELETE ON "tenants"
  REFERENCING OLD TABLE AS old_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_counted"();

CREATE OR REPLACE FUNCTION "tenants_uncounted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tenant_counts;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "tenants_uncounted_after_truncate" AFTER TRUNCATE ON "tenants"
  FOR EACH STATEMENT EXECUTE FUNCTION "tenants_uncounted"();
