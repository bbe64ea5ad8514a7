import { z } from 'zod';
import { calendarDate, daysBetween, requiredQueryDate } from './dates';
import { queryNumber } from './fields';
import { FINANCE_MESSAGES } from './finance';
import { money } from './money';
import { tenantOption } from './orders';
import { GENDER_DESIGNATIONS, propertyOption } from './places';

/**
 * Reports (SPEC "Dashboard (/)", section 3 "Totals response" and "Daily summary", section 7
 * `reportsapp/*`; DOMAIN "Reports"): cash basis, calendar days of the business time zone.
 */

/** The longest range a daily summary covers: five years, leap days included. */
export const MAX_SUMMARY_DAYS = 5 * 365 + 2;

export const REPORT_MESSAGES = {
  rangeTooLong: 'Choose a range of at most 5 years.',
} as const;

const inOrder = (q: { start: string; end: string }) => q.start <= q.end;
const RANGE = { start: requiredQueryDate, end: requiredQueryDate };

/**
 * `GET /api/reportsapp/total/?start=&end=&property=`: both inclusive calendar days in the business time
 * zone (money on its booked day); `property` (an id) narrows it to that property's money, check-outs,
 * beds sold and beds.
 */
export const reportRangeQuery = z
  .object({ ...RANGE, property: queryNumber() })
  .refine(inOrder, { path: ['end'], message: FINANCE_MESSAGES.dateRange });
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

/** `GET /api/reportsapp/properties/?start=&end=`: the range, for every property. */
export const propertyReportsQuery = z
  .object(RANGE)
  .refine(inOrder, { path: ['end'], message: FINANCE_MESSAGES.dateRange });
export type PropertyReportsQuery = z.infer<typeof propertyReportsQuery>;

/** One property's figures over a range (its money by booked day) and its beds now. */
export const propertyReport = z.object({
  property: propertyOption,
  income: money,
  expense: money,
  net: money,
  /** The deposits its orders hold now (DOMAIN "Security deposits"). */
  deposits_held: money,
  beds: z.number().int(),
  occupied_beds: z.number().int(),
  /** A percent with 2 decimals; 0 without beds. */
  occupancy: z.number(),
});
export type PropertyReport = z.infer<typeof propertyReport>;
export const propertyReports = z.array(propertyReport);

/** `GET /api/reportsapp/summary/?start=&end=`: the same range, at most five years of days. */
export const summaryRangeQuery = reportRangeQuery.refine(
  (q) => q.start > q.end || daysBetween(q.start, q.end) < MAX_SUMMARY_DAYS,
  { path: ['end'], message: REPORT_MESSAGES.rangeTooLong },
);

/** DOMAIN "Reports": cash basis; occupancy a percent with 2 decimals (the screen rounds it). */
export const reportTotals = z.object({
  period: z.object({
    total_income: money,
    total_expense: money,
    net_profit: money,
    checkouts: z.number().int(),
    beds_sold: z.number().int(),
  }),
  current: z.object({
    total_beds: z.number().int(),
    free_beds: z.number().int(),
    occupancy: z.number(),
  }),
});
export type ReportTotals = z.infer<typeof reportTotals>;

/** One day of the daily summary: income and expense of that business day (zero when none). */
export const summaryDay = z.object({ date: calendarDate, income: money, expense: money });
export type SummaryDay = z.infer<typeof summaryDay>;
/**
 * `GET /api/reportsapp/collection/?start=&end=&property=`: how rent due in the range was collected.
 * Counted: rent charges (not cancelled) due in the range that are paid, or unpaid past their due date
 * + grace days (one still within its grace days counts in neither). On time: paid on or before that
 * deadline. Days late: from the due date to the day it was paid (or today while unpaid), over the
 * charges not paid on time. Rate and average are null when nothing counts.
 */
export const collectionFigures = z.object({
  rent_charges: z.number().int(),
  on_time: z.number().int(),
  /** A percent with 2 decimals. */
  on_time_rate: z.number().nullable(),
  /** Days, with 1 decimal. */
  average_days_late: z.number().nullable(),
});
export type CollectionFigures = z.infer<typeof collectionFigures>;

/** One entry per day of the range, oldest first. */
export const dailySummary = z.array(summaryDay);

/**
 * `GET /api/reportsapp/owing/`: the tenants with rent past due and unpaid (their order overdue, or
 * completed with rent unpaid), who owe the most first.
 */
export const owingTenant = z.object({
  tenant: tenantOption,
  /** What they owe: minus their balance. */
  owed: money,
  /** The due date of their oldest unpaid rent, and how many days ago that was. */
  oldest_due_date: calendarDate,
  days_overdue: z.number().int(),
});
export type OwingTenant = z.infer<typeof owingTenant>;
export const owingTenants = z.array(owingTenant);

/** The window of "rent due soon", in days from today (both ends inclusive). */
export const RENT_DUE_SOON_DAYS = 7;

/**
 * `GET /api/reportsapp/rent-due/`: each order with rent due from today through the next 7 days, its
 * first such due date and what is due over the window (rent not yet charged counts in full).
 */
export const rentDueSoon = z.object({
  tenant: tenantOption,
  order_id: z.number().int(),
  next_due_date: calendarDate,
  amount_due: money,
});
export type RentDueSoon = z.infer<typeof rentDueSoon>;
export const rentDueSoonList = z.array(rentDueSoon);

/** `GET /api/reportsapp/free-beds/`: beds and free beds of each property and room designation. */
export const freeBedsGroup = z.object({
  property: propertyOption,
  gender_designation: z.enum(GENDER_DESIGNATIONS),
  total: z.number().int(),
  free: z.number().int(),
});
export type FreeBedsGroup = z.infer<typeof freeBedsGroup>;
export const freeBedsList = z.array(freeBedsGroup);
