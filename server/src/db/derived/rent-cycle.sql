-- The rent cycle's date arithmetic (billing/rent-cycle.ts; DOMAIN "Orders (leases) and rent"). Due
-- dates are anchored on the start date: due n = start + n months (PostgreSQL clamps Jan 31 + 1 month
-- to Feb 28/29, and Jan 31 + 2 months is Mar 31: no drift), + 7n days, or + n days. Pure date
-- arithmetic: no time zone, no DST.
CREATE OR REPLACE FUNCTION "rent_due_on"(start_date date, period varchar, n integer) RETURNS date
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE period
           WHEN 'monthly' THEN (start_date + make_interval(months => n))::date
           WHEN 'weekly' THEN start_date + 7 * n
           ELSE start_date + n
         END
$$;

-- The n of a due date of that order (its inverse), or, for any other day, the n of the last due date on
-- or before it (-1 before the start).
CREATE OR REPLACE FUNCTION "rent_period_of"(start_date date, period varchar, day date) RETURNS integer
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

-- A fixed due day (DOMAIN "Due day and proration", decision 039): the first regular due date of an
-- order, its anchor. Without a due day, the start date; monthly (1–28), the first day on or after the
-- start with that day of the month; weekly (ISO 1 = Monday … 7 = Sunday), the first day on or after the
-- start on that weekday.
CREATE OR REPLACE FUNCTION "rent_anchor"(start_date date, period varchar, due_day integer) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
           WHEN due_day IS NULL OR period = 'daily' THEN start_date
           WHEN period = 'monthly' THEN
             (date_trunc('month', start_date)
               + CASE WHEN extract(day FROM start_date)::int <= due_day THEN interval '0' ELSE interval '1 month' END
             )::date + (due_day - 1)
           ELSE start_date + (due_day - extract(isodow FROM start_date)::int + 7) % 7
         END
$$;

-- The first, partial period's rent, charged on the start date when the anchor is later: monthly rent ×
-- the days from the start to the day before the anchor ÷ the days of the start's month; weekly rent ×
-- those days ÷ 7; rounded to cents. 0 when the order starts on its due day.
CREATE OR REPLACE FUNCTION "rent_prorated"(start_date date, period varchar, due_day integer, rent numeric)
  RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(rent * (rent_anchor(start_date, period, due_day) - start_date)
               / CASE WHEN period = 'monthly'
                      THEN extract(day FROM (date_trunc('month', start_date) + interval '1 month - 1 day'))::numeric
                      ELSE 7 END, 2)
$$;

-- An order's rent due dates from `from_day` through `to_day`, with what each charges: the prorated
-- first period on the start date (when the anchor is later), then the anchor + n periods at the rent.
CREATE OR REPLACE FUNCTION "rent_schedule"(start_date date, period varchar, due_day integer, rent numeric,
                                           from_day date, to_day date)
  RETURNS TABLE (due date, amount numeric) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT start_date, rent_prorated(start_date, period, due_day, rent)
  WHERE rent_anchor(start_date, period, due_day) > start_date AND start_date BETWEEN from_day AND to_day
  UNION ALL
  SELECT rent_due_on(a.anchor, period, n), rent
  FROM (SELECT rent_anchor(start_date, period, due_day) AS anchor) a
  CROSS JOIN generate_series(rent_period_of(a.anchor, period, from_day - 1) + 1,
                             rent_period_of(a.anchor, period, to_day)) AS n
$$;

-- An order's planned move-out (decision 045): the day its open stays end, when each of them has an end;
-- null when none is planned (or the order is completed: it holds no open stay). The billing charges no
-- due date on or after it.
CREATE OR REPLACE FUNCTION "order_planned_end"(for_order integer) RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN count(*) > 0 AND bool_and(ob.end_date IS NOT NULL) THEN max(ob.end_date) END
  FROM order_beds ob WHERE ob.order_id = for_order AND ob.is_open
$$;
