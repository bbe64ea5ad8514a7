-- tenants.order_status, current_order_id, current_rent_amount, current_order_created_at and
-- current_rent_due_date: a copy of the tenant's order that is not completed, so that the tenants list
-- sorts and filters on one table (50,000 tenants in the benchmark house). order_status is the list's
-- Status column: the open order's status, else 'completed' (the tenant has orders, all completed),
-- else null. Statement-level triggers: billing 20,000 orders updates each tenant once. Every write of
-- orders (orders/orders.queries.ts, billing/rent-cycle.ts) moves this copy, and through it the tenant
-- counts (tenant-counts.sql).
CREATE OR REPLACE FUNCTION "orders_summarised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tenants t
     SET order_status = coalesce(o.status, 'completed'),
         current_order_id = o.id,
         current_rent_amount = o.rent_amount,
         current_order_created_at = o.created_at,
         current_rent_due_date = o.rent_due_date
    FROM (SELECT DISTINCT tenant_id FROM changed_orders) c
    LEFT JOIN orders o ON o.tenant_id = c.tenant_id AND o.status <> 'completed'
   WHERE t.id = c.tenant_id
     AND (t.order_status, t.current_order_id, t.current_rent_amount, t.current_order_created_at,
          t.current_rent_due_date)
         IS DISTINCT FROM (coalesce(o.status, 'completed'), o.id, o.rent_amount, o.created_at, o.rent_due_date);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "orders_summarised_after_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_summarised"();
CREATE OR REPLACE TRIGGER "orders_summarised_after_update" AFTER UPDATE ON "orders"
  REFERENCING NEW TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_summarised"();
