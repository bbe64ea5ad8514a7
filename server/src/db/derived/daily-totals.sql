-- daily_totals' income and expense per business day, so that the reports read days, not ledger rows
-- (decision 019). Income: payments and `income` rows; a payment's reversal (a void) counts on the day
-- of the payment it reverses, so a payment entered by mistake counts 0 in its period. Expense:
-- `expense` rows. Days are calendar days of business_settings.time_zone; setup/prepare.ts counts the
-- table again when it changes. Ledger rows are only ever inserted (ledger-guards.sql).
--
-- The day's row is one row for the whole house, so its triggers (here and in daily-orders.sql) are
-- deferred to the commit: the row is locked after every other lock the transaction takes, and two
-- transactions that lock tenants, orders or counters in different orders cannot deadlock on it. A
-- constraint trigger cannot be replaced in place: it is dropped and created again, in one transaction.
CREATE OR REPLACE FUNCTION "daily_totals_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_totals AS d (day, income, expense)
  SELECT (coalesce((SELECT o.created_at FROM transactions o WHERE o.id = NEW.reverses_id), NEW.created_at)
          AT TIME ZONE s.time_zone)::date,
         CASE WHEN NEW.type = 'expense' THEN 0 ELSE NEW.amount END,
         CASE WHEN NEW.type = 'expense' THEN NEW.amount ELSE 0 END
  FROM business_settings s
  ON CONFLICT (day) DO UPDATE SET income = d.income + excluded.income, expense = d.expense + excluded.expense;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS "daily_totals_posted" ON "transactions";
CREATE CONSTRAINT TRIGGER "daily_totals_posted" AFTER INSERT ON "transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.type IN ('payment', 'income', 'expense'))
  EXECUTE FUNCTION "daily_totals_posted"();

-- The table counted again from the ledger and the orders (daily-orders.sql keeps the orders' part):
-- after a change of time zone, or to repair it.
CREATE OR REPLACE FUNCTION "daily_totals_rebuilt"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM business_settings);
BEGIN
  DELETE FROM daily_totals;
  INSERT INTO daily_totals (day, income, expense, checkouts, beds_sold)
  SELECT day, sum(income), sum(expense), sum(checkouts), sum(beds_sold)
  FROM (SELECT (coalesce(o.created_at, n.created_at) AT TIME ZONE zone)::date AS day,
               CASE WHEN n.type IN ('payment', 'income') THEN n.amount ELSE 0 END AS income,
               CASE WHEN n.type = 'expense' THEN n.amount ELSE 0 END AS expense, 0 AS checkouts, 0 AS beds_sold
        FROM transactions n LEFT JOIN transactions o ON o.id = n.reverses_id
        WHERE n.type IN ('payment', 'income', 'expense')
        UNION ALL
        SELECT (deleted_at AT TIME ZONE zone)::date, 0, 0, 1, 0 FROM orders WHERE deleted_at IS NOT NULL
        UNION ALL
        SELECT (o.created_at AT TIME ZONE zone)::date, 0, 0, 0, 1 FROM order_beds ob JOIN orders o ON o.id = ob.order_id) x
  GROUP BY day;
END $$;
