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
