import { apiPaths, healthResponse } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { pingDatabase } from '../../db/client';
import { AppError } from '../../http/app-error';

export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(apiPaths.health, {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: { 200: healthResponse },
    },
    handler: async () => {
      await pingDatabase(db).catch(() => {
        throw new AppError('unavailable', 'The database is not reachable.');
      });
      return { status: 'ok' as const, database: 'ok' as const };
    },
  });
}
