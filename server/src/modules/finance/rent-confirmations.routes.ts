import {
  apiPaths,
  idParams,
  pagedRentRecords,
  rentConfirmation,
  rentRecordListQuery,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getRentConfirmation, listRentRecords } from './rent-confirmations.service';

const tags = ['finance'];

export async function rentConfirmationsRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.rentConfirmations, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: 'Rent records: every rent confirmation, filtered and paged, with what remains unpaid',
      querystring: rentRecordListQuery,
      response: { 200: pagedRentRecords },
    },
    handler: async (req) =>
      pagedBody(req.url, req.query, await listRentRecords(db, req.query, await settings.today())),
  });

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
