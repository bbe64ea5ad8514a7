import {
  apiPaths,
  dailySummary,
  freeBedsList,
  owingTenants,
  rentDueSoonList,
  reportRangeQuery,
  collectionFigures,
  depositsHeld,
  depositsHeldQuery,
  propertyReports,
  propertyReportsQuery,
  reportTotals,
  summaryRangeQuery,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import {
  getCollection,
  getDepositsHeld,
  getDailySummary,
  getPropertyReports,
  getReportTotals,
  listFreeBeds,
  listOwingTenants,
  listRentDueSoon,
} from './reports.service';

const tags = ['reports'];

export async function reportsRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const today = () => settings.today();

  r.get(apiPaths.reportTotal, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'Income, expense, profit, check-outs and beds sold of a range of days; beds and occupancy now',
      querystring: reportRangeQuery,
      response: { 200: reportTotals },
    },
    handler: async (req) => getReportTotals(db, req.query),
  });

  r.get(apiPaths.reportSummary, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'Income and expense of each day of a range (at most 5 years), zero-filled',
      querystring: summaryRangeQuery,
      response: { 200: dailySummary },
    },
    handler: async (req) => getDailySummary(db, req.query),
  });

  r.get(apiPaths.reportProperties, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: "Each property's income, expense and net over a range of days; its beds and occupancy now",
      querystring: propertyReportsQuery,
      response: { 200: propertyReports },
    },
    handler: async (req) => getPropertyReports(db, req.query),
  });

  r.get(apiPaths.reportCollection, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'How the rent due in a range was collected: on-time rate and average days late',
      querystring: reportRangeQuery,
      response: { 200: collectionFigures },
    },
    handler: async (req) => getCollection(db, req.query, await today()),
  });

  r.get(apiPaths.reportDeposits, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'The security deposits held now, in the house or at one property',
      querystring: depositsHeldQuery,
      response: { 200: depositsHeld },
    },
    handler: async (req) => getDepositsHeld(db, req.query),
  });

  r.get(apiPaths.reportOwing, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'Tenants whose order is overdue, who owe the most first',
      response: { 200: owingTenants },
    },
    handler: async () => listOwingTenants(db, await today()),
  });

  r.get(apiPaths.reportRentDue, {
    config: { access: 'reports.view' },
    schema: { tags, summary: 'Orders with rent due in the next 7 days', response: { 200: rentDueSoonList } },
    handler: async () => listRentDueSoon(db, await today()),
  });

  r.get(apiPaths.reportFreeBeds, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'Beds and free beds by property and room designation',
      response: { 200: freeBedsList },
    },
    handler: async () => listFreeBeds(db),
  });
}
