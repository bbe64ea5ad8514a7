-- daily_money: income and expense per business day and property, so that the reports read days, not
-- ledger rows (decision 019). Every ledger row is inserted (never updated or deleted: ledger-guards.sql),
-- so one statement-level trigger on insert keeps it, in the posting's own transaction. Income:
-- payments and `income` rows; a payment's reversal (a void) counts on the day and property of the
-- payment it reverses, so a payment entered by mistake counts 0 in its period. Expense: `expense` rows.
-- Days are calendar days of business_settings.time_zone; setup/prepare.ts rebuilds the table when it
-- changes. Rows are upserted in key order, so concurrent postings cannot deadlock on them.
CREATE OR REPLACE FUNCTION "daily_money_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM business_settings);
BEGIN
  INSERT INTO daily_money AS m (day, property_id, income, expense)
  SELECT day, property_id, sum(income), sum(expense)
  FROM (SELECT (coalesce(o.created_at, n.created_at) AT TIME ZONE zone)::date AS day, n.property_id,
               CASE WHEN n.type IN ('payment', 'income') THEN n.amount ELSE 0 END AS income,
               CASE WHEN n.type = 'expense' THEN n.amount ELSE 0 END AS expense
        FROM new_rows n LEFT JOIN transactions o ON o.id = n.reverses_id
        WHERE n.type IN ('payment', 'income', 'expense')) x
  GROUP BY day, property_id
  ORDER BY day, property_id
  ON CONFLICT (day, property_id) DO UPDATE
    SET income = m.income + excluded.income, expense = m.expense + excluded.expense;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER "daily_money_posted" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "daily_money_posted"();

-- The same, from the whole ledger: after a change of time zone (or to check the table).
CREATE OR REPLACE FUNCTION "daily_money_rebuilt"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM business_settings);
BEGIN
  DELETE FROM daily_money;
  INSERT INTO daily_money (day, property_id, income, expense)
  SELECT day, property_id, sum(income), sum(expense)
  FROM (SELECT (coalesce(o.created_at, n.created_at) AT TIME ZONE zone)::date AS day, n.property_id,
               CASE WHEN n.type IN ('payment', 'income') THEN n.amount ELSE 0 END AS income,
               CASE WHEN n.type = 'expense' THEN n.amount ELSE 0 END AS expense
        FROM transactions n LEFT JOIN transactions o ON o.id = n.reverses_id
        WHERE n.type IN ('payment', 'income', 'expense')) x
  GROUP BY day, property_id;
END $$;
