import {
  apiPaths,
  idParams,
  subType,
  subTypeAmountResponse,
  subTypeCreateBody,
  subTypeListQuery,
  subTypePatchBody,
  subTypesResponse,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { createSubType, getSubTypeAmount, listSubTypes, patchSubType } from './sub-types.service';

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

  r.post(apiPaths.subTypes, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Add a payment method, fee type, or income or expense category',
      body: subTypeCreateBody,
      response: { 201: subType },
    },
    handler: async (req, reply) => reply.code(201).send(await createSubType(db, req.body, req.user!.id)),
  });

  r.patch(apiPaths.subType, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: "Rename, (de)activate, or change a fee type's default amount or a method's detection patterns",
      params: idParams,
      body: subTypePatchBody,
      response: { 200: subType },
    },
    handler: async (req) => patchSubType(db, req.params.id, req.body, req.user!.id),
  });
}
