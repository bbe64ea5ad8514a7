import type {
  DepositsHeldQuery,
  PropertyReportsQuery,
  ReportRangeQuery,
  WithOptional,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { selectFreeBeds, selectOwingTenants, selectRentDueSoon } from './dashboard.queries';
import {
  propertyExists,
  selectCollection,
  selectDailySummary,
  selectDepositsHeld,
  selectPropertyReports,
  selectReportTotals,
  type ReportRange,
} from './reports.queries';

/** How many tenants "who owes the most" lists. */
export const OWING_LIMIT = 10;

/** A report's query; `property` may be left out. */
type Range = WithOptional<ReportRangeQuery, 'property'>;

/** The range of a report, its property checked to exist (a 404 otherwise). */
async function rangeOf(db: Db, query: Range): Promise<ReportRange> {
  if (query.property !== undefined && !(await propertyExists(db, query.property))) throw notFound('Property');
  return { start: query.start, end: query.end, propertyId: query.property ?? null };
}

/** The dashboard's and Finance's totals for a range of calendar days, the house's or a property's. */
export const getReportTotals = async (db: Db, query: Range) =>
  selectReportTotals(db, await rangeOf(db, query));

/** The dashboard's chart: income and expense of each day of the range, the house's or a property's. */
export const getDailySummary = async (db: Db, query: Range) =>
  selectDailySummary(db, await rangeOf(db, query));

/** How the rent due in the range was collected, the house's or a property's, as of `today`. */
export const getCollection = async (db: Db, query: Range, today: string) =>
  selectCollection(db, await rangeOf(db, query), today);

/** The dashboard's table: each property's money over the range and its beds now. */
export const getPropertyReports = (db: Db, query: PropertyReportsQuery) =>
  selectPropertyReports(db, { start: query.start, end: query.end });

/** The deposits held now, the house's or a property's (the dashboard's card). */
export async function getDepositsHeld(db: Db, query: WithOptional<DepositsHeldQuery, 'property'>) {
  if (query.property !== undefined && !(await propertyExists(db, query.property))) throw notFound('Property');
  return selectDepositsHeld(db, query.property ?? null);
}

export const listOwingTenants = (db: Db, today: string) => selectOwingTenants(db, today, OWING_LIMIT);
export const listRentDueSoon = (db: Db, today: string) => selectRentDueSoon(db, today);
export const listFreeBeds = (db: Db) => selectFreeBeds(db);
