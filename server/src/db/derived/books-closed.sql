-- Books closed through a day (DOMAIN "The books", decision 037): no ledger row is booked on or before
-- business_settings.books_closed_through. The services refuse such an entry first, on its field
-- (modules/finance/refusals.ts `booksClosedProblem`); this is the guard behind them, for a close saved
-- while an entry was on its way (http/error-handler.ts answers it as a refusal).
CREATE OR REPLACE FUNCTION "transactions_books_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.booked_on <= (SELECT s.books_closed_through FROM business_settings s) THEN
    RAISE EXCEPTION 'the books are closed through that day'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'transactions_books_closed';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER "transactions_books_open" BEFORE INSERT ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_books_open"();
