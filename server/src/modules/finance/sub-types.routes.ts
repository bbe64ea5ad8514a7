import {
  apiPaths,
  idParams,
  subTypeAmountResponse,
  subTypeListQuery,
  subTypesResponse,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getSubTypeAmount, listSubTypes } from './sub-types.service';

const tags = ['finance'];

/** Sub-types feed the Create Transactions dialog, which Front desk uses too: any signed-in user reads them. */
export async function subTypesRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.subTypes, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Payment methods, fee types, income and expense categories, by kind and name',
      querystring: subTypeListQuery,
      response: { 200: subTypesResponse },
    },
    handler: async (req) => listSubTypes(db, req.query),
  });

  r.get(apiPaths.subTypeAmount, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "A fee type's default amount (null without one)",
      params: idParams,
      response: { 200: subTypeAmountResponse },
    },
    handler: async (req) => getSubTypeAmount(db, req.params.id),
  });
}
