import { apiPaths, idParams, rentConfirmation } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getRentConfirmation } from './rent-confirmations.service';

const tags = ['finance'];

export async function rentConfirmationsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.rentConfirmation, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: "A rent confirmation: one charge of an order's rent for a due date",
      params: idParams,
      response: { 200: rentConfirmation },
    },
    handler: async (req) => getRentConfirmation(db, req.params.id),
  });
}
