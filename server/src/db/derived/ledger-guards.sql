-- The ledger's guards (DOMAIN "Money and the ledger"). Nothing edits or deletes a posted ledger row: a
-- correction is a new, reversing row. Only the posting function (modules/ledger/post.ts) moves a
-- balance: it sets the transaction-local setting bunkhouse.posting around its statement, and any other
-- write of tenants.balance_amount is refused.
CREATE OR REPLACE FUNCTION "transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never updated or deleted; post a reversing row instead'
    USING ERRCODE = 'restrict_violation';
END $$;

CREATE OR REPLACE TRIGGER "transactions_append_only" BEFORE UPDATE OR DELETE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transactions_append_only"();

CREATE OR REPLACE FUNCTION "tenants_balance_guarded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bunkhouse.posting', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'tenants.balance_amount is written only by the ledger''s posting function'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER "tenants_balance_guarded_update" BEFORE UPDATE OF "balance_amount" ON "tenants"
  FOR EACH ROW WHEN (OLD.balance_amount IS DISTINCT FROM NEW.balance_amount)
  EXECUTE FUNCTION "tenants_balance_guarded"();
CREATE OR REPLACE TRIGGER "tenants_balance_guarded_insert" BEFORE INSERT ON "tenants"
  FOR EACH ROW WHEN (NEW.balance_amount <> 0) EXECUTE FUNCTION "tenants_balance_guarded"();
