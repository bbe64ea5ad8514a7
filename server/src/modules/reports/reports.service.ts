import type { ReportRangeQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { selectFreeBeds, selectOwingTenants, selectRentDueSoon } from './dashboard.queries';
import { selectDailySummary, selectReportTotals } from './reports.queries';

/** How many tenants "who owes the most" lists. */
export const OWING_LIMIT = 10;

/** The dashboard's and Finance's totals for a range of calendar days in the business time zone. */
export const getReportTotals = (db: Db, query: ReportRangeQuery) =>
  selectReportTotals(db, { start: query.start, end: query.end });

/** The dashboard's chart: income and expense of each day of the range. */
export const getDailySummary = (db: Db, query: ReportRangeQuery) =>
  selectDailySummary(db, { start: query.start, end: query.end });

export const listOwingTenants = (db: Db, today: string) => selectOwingTenants(db, today, OWING_LIMIT);
export const listRentDueSoon = (db: Db, today: string) => selectRentDueSoon(db, today);
export const listFreeBeds = (db: Db) => selectFreeBeds(db);
