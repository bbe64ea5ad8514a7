-- The tenants search index is a trigram index (pg_trgm ships with PostgreSQL; PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"tenant_id" integer,
	"property_id" integer,
	"sub_type_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"current_balance" numeric(12, 2),
	"related_id" integer,
	"reverses_id" bigint,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "transactions_reverses_id_key" UNIQUE("reverses_id"),
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" IN ('payment', 'rent', 'fee', 'income', 'expense')),
	CONSTRAINT "transactions_balance_check" CHECK (CASE WHEN "transactions"."type" IN ('income', 'expense')
               THEN "transactions"."current_balance" IS NULL AND "transactions"."amount" > 0
               ELSE "transactions"."tenant_id" IS NOT NULL AND "transactions"."current_balance" IS NOT NULL AND "transactions"."amount" <> 0 END)
);
--> statement-breakpoint
CREATE TABLE "order_beds" (
	"order_id" integer NOT NULL,
	"bed_id" integer NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	CONSTRAINT "order_beds_order_id_bed_id_pk" PRIMARY KEY("order_id","bed_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"period_payment" varchar(7) NOT NULL,
	"rent_amount" numeric(12, 2) NOT NULL,
	"start_date" date NOT NULL,
	"rent_due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" integer,
	"closed_by" integer,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('active', 'overdue', 'completed')),
	CONSTRAINT "orders_period_payment_check" CHECK ("orders"."period_payment" IN ('monthly', 'weekly', 'daily')),
	CONSTRAINT "orders_rent_amount_check" CHECK ("orders"."rent_amount" > 0),
	CONSTRAINT "orders_completed_check" CHECK (("orders"."status" = 'completed') = ("orders"."deleted_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "rent_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"rent_due_date" date NOT NULL,
	"rent_amount" numeric(12, 2) NOT NULL,
	"remaining_amount" numeric(12, 2) NOT NULL,
	"status" varchar(9) DEFAULT 'unpaid' NOT NULL,
	"paid_date" date,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_confirmations_order_id_rent_due_date_key" UNIQUE("order_id","rent_due_date"),
	CONSTRAINT "rent_confirmations_status_check" CHECK ("rent_confirmations"."status" IN ('unpaid', 'paid', 'cancelled')),
	CONSTRAINT "rent_confirmations_rent_amount_check" CHECK ("rent_confirmations"."rent_amount" > 0),
	CONSTRAINT "rent_confirmations_remaining_amount_check" CHECK ("rent_confirmations"."remaining_amount" >= 0 AND "rent_confirmations"."remaining_amount" <= "rent_confirmations"."rent_amount"
          AND ("rent_confirmations"."status" = 'unpaid') = ("rent_confirmations"."remaining_amount" > 0)),
	CONSTRAINT "rent_confirmations_paid_date_check" CHECK ("rent_confirmations"."status" <> 'paid' OR "rent_confirmations"."paid_date" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "tenant_counts" (
	"is_deleted" boolean NOT NULL,
	"order_status" varchar(10) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_counts_is_deleted_order_status_pk" PRIMARY KEY("is_deleted","order_status")
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"ssn_last4" char(4),
	"ssn_hash" varchar(255),
	"date_of_birth" date NOT NULL,
	"description" text,
	"emergency_contact_first_name" varchar(100),
	"emergency_contact_last_name" varchar(100),
	"emergency_contact_email" varchar(254),
	"emergency_contact_phone" varchar(15),
	"emergency_contact_relationship_to_tenant" varchar(20),
	"balance_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"expected_payment_date" date,
	"order_status" varchar(10),
	"current_order_id" integer,
	"current_rent_amount" numeric(12, 2),
	"current_order_created_at" timestamp with time zone,
	"current_rent_due_date" date,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone)) STORED NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_phone_check" CHECK ("tenants"."phone" ~ '^[0-9]{10,15}$'),
	CONSTRAINT "tenants_emergency_contact_phone_check" CHECK ("tenants"."emergency_contact_phone" IS NULL OR "tenants"."emergency_contact_phone" ~ '^[0-9]{10,15}$'),
	CONSTRAINT "tenants_ssn_check" CHECK (("tenants"."ssn_last4" IS NULL) = ("tenants"."ssn_hash" IS NULL)),
	CONSTRAINT "tenants_relationship_check" CHECK (emergency_contact_relationship_to_tenant IN ('mother', 'father', 'stepmother', 'stepfather', 'daughter', 'son', 'sister', 'brother', 'grandmother', 'grandfather', 'granddaughter', 'grandson', 'aunt', 'uncle', 'cousin', 'niece', 'nephew', 'wife', 'husband', 'fiancee', 'fiance', 'girlfriend', 'boyfriend', 'partner', 'legal_guardian', 'other')),
	CONSTRAINT "tenants_order_status_check" CHECK ("tenants"."order_status" IN ('active', 'overdue', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_beds" ADD CONSTRAINT "order_beds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_beds" ADD CONSTRAINT "order_beds_bed_id_fkey" FOREIGN KEY ("bed_id") REFERENCES "public"."beds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_confirmations" ADD CONSTRAINT "rent_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_confirmations" ADD CONSTRAINT "rent_confirmations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_tenant_id_id_idx" ON "transactions" USING btree ("tenant_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_beds_one_open_per_bed_key" ON "order_beds" USING btree ("bed_id") WHERE "order_beds"."is_open";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_tenant_key" ON "orders" USING btree ("tenant_id") WHERE "orders"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "orders_tenant_id_created_at_idx" ON "orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_id_idx" ON "orders" USING btree ("id") WHERE "orders"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "rent_confirmations_unpaid_idx" ON "rent_confirmations" USING btree ("tenant_id","rent_due_date","created_at","id") WHERE "rent_confirmations"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "rent_confirmations_order_unpaid_idx" ON "rent_confirmations" USING btree ("order_id","rent_due_date") WHERE "rent_confirmations"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "tenants_last_name_idx" ON "tenants" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "tenants_search_text_trgm_idx" ON "tenants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_balance_amount_idx" ON "tenants" USING btree ("balance_amount","id");--> statement-breakpoint
CREATE INDEX "tenants_order_status_last_name_idx" ON "tenants" USING btree ("order_status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "tenants_order_status_balance_amount_idx" ON "tenants" USING btree ("order_status","balance_amount","id");--> statement-breakpoint
CREATE INDEX "tenants_expected_payment_date_idx" ON "tenants" USING btree ("expected_payment_date","id");--> statement-breakpoint
CREATE INDEX "tenants_expected_payment_date_desc_idx" ON "tenants" USING btree ("expected_payment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenants_current_rent_amount_idx" ON "tenants" USING btree ("current_rent_amount","id");--> statement-breakpoint
CREATE INDEX "tenants_current_rent_amount_desc_idx" ON "tenants" USING btree ("current_rent_amount" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenants_current_order_created_at_idx" ON "tenants" USING btree ("current_order_created_at","id");--> statement-breakpoint
CREATE INDEX "tenants_current_order_created_at_desc_idx" ON "tenants" USING btree ("current_order_created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenants_current_rent_due_date_idx" ON "tenants" USING btree ("current_rent_due_date","id");--> statement-breakpoint
CREATE INDEX "tenants_current_rent_due_date_desc_idx" ON "tenants" USING btree ("current_rent_due_date" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Custom SQL (not generated). Due dates are anchored on the start date (DOMAIN "Orders (leases) and
-- rent"): due n = start + n months (PostgreSQL clamps Jan 31 + 1 month to Feb 28/29, and Jan 31 + 2
-- months is Mar 31: no drift), + 7n days, or + n days. Pure date arithmetic: no time zone, no DST.
CREATE FUNCTION "rent_due_on"(start_date date, period varchar, n integer) RETURNS date
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE period
           WHEN 'monthly' THEN (start_date + make_interval(months => n))::date
           WHEN 'weekly' THEN start_date + 7 * n
           ELSE start_date + n
         END
$$;
--> statement-breakpoint
-- The n of a due date of that order (its inverse), or, for any other day, the n of the last due date on
-- or before it (-1 before the start).
CREATE FUNCTION "rent_period_of"(start_date date, period varchar, day date) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
           WHEN day < start_date THEN -1
           WHEN period = 'monthly' THEN
             (extract(year FROM day)::int - extract(year FROM start_date)::int) * 12
               + extract(month FROM day)::int - extract(month FROM start_date)::int
               - CASE WHEN day < (start_date + make_interval(months =>
                   (extract(year FROM day)::int - extract(year FROM start_date)::int) * 12
                     + extract(month FROM day)::int - extract(month FROM start_date)::int))::date
                 THEN 1 ELSE 0 END
           WHEN period = 'weekly' THEN (day - start_date) / 7
           ELSE day - start_date
         END
$$;
--> statement-breakpoint
-- The tenants list sorts and filters by the tenant's order that is not completed: a copy of it on the
-- tenant row, kept by statement-level triggers (one update per statement, so billing 20,000 orders
-- updates each tenant once). order_status is the list's Status column: the open order's status, else
-- 'completed' (the tenant has orders, all completed).
CREATE FUNCTION "orders_summarised"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "orders_summarised_after_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_summarised"();
--> statement-breakpoint
CREATE TRIGGER "orders_summarised_after_update" AFTER UPDATE ON "orders"
  REFERENCING NEW TABLE AS changed_orders FOR EACH STATEMENT EXECUTE FUNCTION "orders_summarised"();
--> statement-breakpoint
-- Nothing edits or deletes a posted ledger row: a correction is a new, reversing row.
CREATE FUNCTION "transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are never updated or deleted; post a reversing row instead'
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_append_only" BEFORE UPDATE OR DELETE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "transactions_append_only"();
--> statement-breakpoint
-- tenant_counts: the size of each (inactive?, list status) bucket, kept by statement-level triggers on
-- tenants. Only statements that move tenants between buckets write (a balance posting does not), and
-- they lock the bucket rows in key order (INSERT … ORDER BY … ON CONFLICT), so writers cannot deadlock.
-- A TRUNCATE of tenants empties it.
CREATE FUNCTION "tenants_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "tenants_counted_after_insert" AFTER INSERT ON "tenants"
  REFERENCING NEW TABLE AS new_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_counted"();
--> statement-breakpoint
CREATE TRIGGER "tenants_counted_after_update" AFTER UPDATE ON "tenants"
  REFERENCING OLD TABLE AS old_tenants NEW TABLE AS new_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_counted"();
--> statement-breakpoint
CREATE TRIGGER "tenants_counted_after_delete" AFTER DELETE ON "tenants"
  REFERENCING OLD TABLE AS old_tenants FOR EACH STATEMENT EXECUTE FUNCTION "tenants_counted"();
--> statement-breakpoint
CREATE FUNCTION "tenants_uncounted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tenant_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenants_uncounted_after_truncate" AFTER TRUNCATE ON "tenants"
  FOR EACH STATEMENT EXECUTE FUNCTION "tenants_uncounted"();
--> statement-breakpoint
-- Only the posting function (modules/ledger/post.ts) moves a balance: it sets the transaction-local
-- setting bunkhouse.posting around its statement; any other write of balance_amount is refused.
CREATE FUNCTION "tenants_balance_guarded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bunkhouse.posting', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'tenants.balance_amount is written only by the ledger''s posting function'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenants_balance_guarded_update" BEFORE UPDATE OF "balance_amount" ON "tenants"
  FOR EACH ROW WHEN (OLD.balance_amount IS DISTINCT FROM NEW.balance_amount)
  EXECUTE FUNCTION "tenants_balance_guarded"();
--> statement-breakpoint
CREATE TRIGGER "tenants_balance_guarded_insert" BEFORE INSERT ON "tenants"
  FOR EACH ROW WHEN (NEW.balance_amount <> 0) EXECUTE FUNCTION "tenants_balance_guarded"();
