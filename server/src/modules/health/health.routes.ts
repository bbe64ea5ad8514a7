import { apiPaths, healthResponse } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import { checkHealth } from './health.service';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ApiTypeProvider>().get(apiPaths.health, {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: { 200: healthResponse },
    },
    handler: async () => checkHealth(db),
  });
}
