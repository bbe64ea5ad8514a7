-- daily_totals.checkouts and beds_sold: the orders completed on each business day (by deleted_at) and
-- the beds of the orders made on it (by the order's created_at, which never changes), so that the
-- reports count days, not orders (decision 019); and the same per property in property_daily_totals,
-- by the order's own property (orders.property_id, decision 040). Deferred to the commit like
-- daily-totals.sql's, for the same reason: an order's close takes the day's row while creating one
-- takes it too, after other counters (tenant_counts, the places' occupancy) that they take in
-- different orders.
CREATE OR REPLACE FUNCTION "daily_orders_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM business_settings);
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT NULL THEN
    INSERT INTO daily_totals AS d (day, checkouts) VALUES ((OLD.deleted_at AT TIME ZONE zone)::date, -1)
    ON CONFLICT (day) DO UPDATE SET checkouts = d.checkouts + excluded.checkouts;
    IF OLD.property_id IS NOT NULL THEN
      INSERT INTO property_daily_totals AS p (property_id, day, checkouts)
      VALUES (OLD.property_id, (OLD.deleted_at AT TIME ZONE zone)::date, -1)
      ON CONFLICT (property_id, day) DO UPDATE SET checkouts = p.checkouts + excluded.checkouts;
    END IF;
  END IF;
  IF NEW.deleted_at IS NOT NULL THEN
    INSERT INTO daily_totals AS d (day, checkouts) VALUES ((NEW.deleted_at AT TIME ZONE zone)::date, 1)
    ON CONFLICT (day) DO UPDATE SET checkouts = d.checkouts + excluded.checkouts;
    IF NEW.property_id IS NOT NULL THEN
      INSERT INTO property_daily_totals AS p (property_id, day, checkouts)
      VALUES (NEW.property_id, (NEW.deleted_at AT TIME ZONE zone)::date, 1)
      ON CONFLICT (property_id, day) DO UPDATE SET checkouts = p.checkouts + excluded.checkouts;
    END IF;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "daily_orders_counted_after_insert" ON "orders";
CREATE CONSTRAINT TRIGGER "daily_orders_counted_after_insert" AFTER INSERT ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION "daily_orders_counted"();
DROP TRIGGER IF EXISTS "daily_orders_counted_after_update" ON "orders";
CREATE CONSTRAINT TRIGGER "daily_orders_counted_after_update" AFTER UPDATE OF deleted_at ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION "daily_orders_counted"();

-- The beds of an order count on the day the order was made: its stays from its start (a stay a move
-- starts later sells no bed; decision 045); a bed deleted with its history takes its place in a past
-- order with it.
CREATE OR REPLACE FUNCTION "daily_beds_sold"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bed_order_id int := CASE WHEN TG_OP = 'INSERT' THEN NEW.order_id ELSE OLD.order_id END;
  stay_start date := CASE WHEN TG_OP = 'INSERT' THEN NEW.start_date ELSE OLD.start_date END;
BEGIN
  INSERT INTO daily_totals AS d (day, beds_sold)
  SELECT (o.created_at AT TIME ZONE s.time_zone)::date, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END
  FROM orders o, business_settings s WHERE o.id = bed_order_id AND o.start_date = stay_start
  ON CONFLICT (day) DO UPDATE SET beds_sold = d.beds_sold + excluded.beds_sold;
  -- The same on the order's house (decision 040): a bed counts where its order was made.
  INSERT INTO property_daily_totals AS p (property_id, day, beds_sold)
  SELECT o.property_id, (o.created_at AT TIME ZONE s.time_zone)::date, CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END
  FROM orders o, business_settings s
  WHERE o.id = bed_order_id AND o.start_date = stay_start AND o.property_id IS NOT NULL
  ON CONFLICT (property_id, day) DO UPDATE SET beds_sold = p.beds_sold + excluded.beds_sold;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "daily_beds_sold_after_insert" ON "order_beds";
CREATE CONSTRAINT TRIGGER "daily_beds_sold_after_insert" AFTER INSERT ON "order_beds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "daily_beds_sold"();
DROP TRIGGER IF EXISTS "daily_beds_sold_after_delete" ON "order_beds";
CREATE CONSTRAINT TRIGGER "daily_beds_sold_after_delete" AFTER DELETE ON "order_beds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "daily_beds_sold"();
