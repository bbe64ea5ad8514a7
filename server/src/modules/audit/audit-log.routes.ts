import { apiPaths, auditListQuery, pagedAudit } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import { listAudit } from './audit-log.service';

export async function auditLogRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  app.withTypeProvider<ApiTypeProvider>().get(apiPaths.audit, {
    config: { access: 'audit.view' },
    schema: {
      tags: ['audit'],
      summary: 'The audit log: who did what and when, newest first',
      querystring: auditListQuery,
      response: { 200: pagedAudit },
    },
    handler: async (req) =>
      pagedBody(req.url, req.query, await listAudit(db, req.query, (await settings.current()).timeZone)),
  });
}
