import type { ReportRangeQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { selectReportTotals } from './reports.queries';

/** The dashboard's and Finance's totals for a range of calendar days in the business time zone. */
export const getReportTotals = (db: Db, query: ReportRangeQuery, timeZone: string) =>
  selectReportTotals(db, { start: query.start, end: query.end, timeZone });
