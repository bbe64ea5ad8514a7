-- daily_totals' income and expense per business day, so that the reports read days, not ledger rows
-- (decision 019), each on its ledger row's booked day (decision 037, DOMAIN "The books"), and the
-- same per property in property_daily_totals for the rows that name one (decision 040). Income:
-- payments and `income` rows, less refunds (credit paid out); a payment's reversal (a void) counts on
-- its own booked day, the void's day, so that a closed period's figures never change. Less, too, the
-- money security deposits hold (decision 041): a deposit covered takes its money out of the day's
-- income, a deposit released (at the settlement) or uncovered (a void) gives it back on its day, so a
-- deduction counts as income when the held money covers it. Expense: `expense` rows. Ledger rows are only
-- ever inserted (ledger-guards.sql) and their booked day is a calendar date, so a change of time zone
-- moves none of it (only the orders' part, daily-orders.sql).
--
-- The day's row is one row for the whole house, so its triggers (here and in daily-orders.sql) are
-- deferred to the commit: the row is locked after every other lock the transaction takes, and two
-- transactions that lock tenants, orders or counters in different orders cannot deadlock on it. A
-- constraint trigger cannot be replaced in place: it is dropped and created again, in one transaction.
CREATE OR REPLACE FUNCTION "daily_totals_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_totals AS d (day, income, expense)
  VALUES (NEW.booked_on,
          CASE WHEN NEW.type = 'expense' THEN 0 ELSE NEW.amount END,
          CASE WHEN NEW.type = 'expense' THEN NEW.amount ELSE 0 END)
  ON CONFLICT (day) DO UPDATE SET income = d.income + excluded.income, expense = d.expense + excluded.expense;
  -- The same money on its property's own rollup (decision 040), when the row names one.
  IF NEW.property_id IS NOT NULL THEN
    INSERT INTO property_daily_totals AS p (property_id, day, income, expense)
    VALUES (NEW.property_id, NEW.booked_on,
            CASE WHEN NEW.type = 'expense' THEN 0 ELSE NEW.amount END,
            CASE WHEN NEW.type = 'expense' THEN NEW.amount ELSE 0 END)
    ON CONFLICT (property_id, day)
      DO UPDATE SET income = p.income + excluded.income, expense = p.expense + excluded.expense;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "daily_totals_posted" ON "transactions";
CREATE CONSTRAINT TRIGGER "daily_totals_posted" AFTER INSERT ON "transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.type IN ('payment', 'refund', 'income', 'expense'))
  EXECUTE FUNCTION "daily_totals_posted"();

-- A deposit's held money moved (deposit_movements, written by modules/ledger/cover.ts and the
-- settlement): the day's income, the house's and the deposit's order's property's, moves the other way.
CREATE OR REPLACE FUNCTION "daily_totals_held"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property int := (SELECT o.property_id FROM deposits d JOIN orders o ON o.id = d.order_id
                   WHERE d.id = NEW.deposit_id);
BEGIN
  INSERT INTO daily_totals AS d (day, income, expense) VALUES (NEW.booked_on, -NEW.amount, 0)
  ON CONFLICT (day) DO UPDATE SET income = d.income + excluded.income;
  IF property IS NOT NULL THEN
    INSERT INTO property_daily_totals AS p (property_id, day, income, expense)
    VALUES (property, NEW.booked_on, -NEW.amount, 0)
    ON CONFLICT (property_id, day) DO UPDATE SET income = p.income + excluded.income;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "daily_totals_held" ON "deposit_movements";
CREATE CONSTRAINT TRIGGER "daily_totals_held" AFTER INSERT ON "deposit_movements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "daily_totals_held"();

-- The table counted again from the ledger and the orders (daily-orders.sql keeps the orders' part):
-- after a change of time zone, or to repair it.
CREATE OR REPLACE FUNCTION "daily_totals_rebuilt"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM business_settings);
BEGIN
  DELETE FROM daily_totals;
  DELETE FROM property_daily_totals;
  INSERT INTO property_daily_totals (property_id, day, income, expense, checkouts, beds_sold)
  SELECT property_id, day, sum(income), sum(expense), sum(checkouts), sum(beds_sold)
  FROM (SELECT n.property_id, n.booked_on AS day,
               CASE WHEN n.type = 'expense' THEN 0 ELSE n.amount END AS income,
               CASE WHEN n.type = 'expense' THEN n.amount ELSE 0 END AS expense, 0 AS checkouts, 0 AS beds_sold
        FROM transactions n WHERE n.type IN ('payment', 'refund', 'income', 'expense') AND n.property_id IS NOT NULL
        UNION ALL
        SELECT o.property_id, m.booked_on, -m.amount, 0, 0, 0
        FROM deposit_movements m JOIN deposits d ON d.id = m.deposit_id JOIN orders o ON o.id = d.order_id
        WHERE o.property_id IS NOT NULL
        UNION ALL
        SELECT property_id, (deleted_at AT TIME ZONE zone)::date, 0, 0, 1, 0 FROM orders
        WHERE deleted_at IS NOT NULL AND property_id IS NOT NULL
        UNION ALL
        SELECT o.property_id, (o.created_at AT TIME ZONE zone)::date, 0, 0, 0, 1
        FROM order_beds ob JOIN orders o ON o.id = ob.order_id AND o.start_date = ob.start_date
        WHERE o.property_id IS NOT NULL) x
  GROUP BY property_id, day;
  INSERT INTO daily_totals (day, income, expense, checkouts, beds_sold)
  SELECT day, sum(income), sum(expense), sum(checkouts), sum(beds_sold)
  FROM (SELECT n.booked_on AS day,
               CASE WHEN n.type = 'expense' THEN 0 ELSE n.amount END AS income,
               CASE WHEN n.type = 'expense' THEN n.amount ELSE 0 END AS expense, 0 AS checkouts, 0 AS beds_sold
        FROM transactions n
        WHERE n.type IN ('payment', 'refund', 'income', 'expense')
        UNION ALL
        SELECT m.booked_on, -m.amount, 0, 0, 0 FROM deposit_movements m
        UNION ALL
        SELECT (deleted_at AT TIME ZONE zone)::date, 0, 0, 1, 0 FROM orders WHERE deleted_at IS NOT NULL
        UNION ALL
        SELECT (o.created_at AT TIME ZONE zone)::date, 0, 0, 0, 1
        FROM order_beds ob JOIN orders o ON o.id = ob.order_id AND o.start_date = ob.start_date) x
  GROUP BY day;
END $$;
