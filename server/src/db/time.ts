import { sql } from './sql';

/**
 * Calendar days of the business time zone as instants (DOMAIN "Time"): timestamps are stored in UTC,
 * and a day runs from its local midnight to the next one, 23 or 25 hours across a DST change
 * (PostgreSQL's zone rules). `created_at >= startOfDay(a) AND created_at < endOfDay(b)` keeps days a
 * to b, both inclusive, and can walk an index on `created_at`.
 */

/** The first instant of the calendar day `day` ('YYYY-MM-DD') in `timeZone`. */
export const startOfDay = (day: string, timeZone: string) =>
  sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;

/** The first instant of the day after `day` in `timeZone`. */
export const endOfDay = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
