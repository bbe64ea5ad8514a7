import { apiPaths, reportRangeQuery, reportTotals } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getReportTotals } from './reports.service';

const tags = ['reports'];

export async function reportsRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.reportTotal, {
    config: { access: 'reports.view' },
    schema: {
      tags,
      summary: 'Income, expense, profit, check-outs and beds sold of a range of days; beds and occupancy now',
      querystring: reportRangeQuery,
      response: { 200: reportTotals },
    },
    handler: async (req) => getReportTotals(db, req.query, config.businessTimezone),
  });
}
