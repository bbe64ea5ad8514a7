import { apiPaths, bed, bedBody, bedListQuery, idParams, pagedBeds } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import { createBed, deleteBed, getBed, listBeds, updateBed } from './beds.service';

const tags = ['places'];

export async function bedsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.beds, {
    config: { access: 'places.view' },
    schema: { tags, summary: 'Beds, paged', querystring: bedListQuery, response: { 200: pagedBeds } },
    handler: async (req) => pagedBody(req.url, req.query, await listBeds(db, req.query)),
  });

  r.get(apiPaths.bed, {
    config: { access: 'places.view' },
    schema: {
      tags,
      summary: "A bed, with its room and the room's property",
      params: idParams,
      response: { 200: bed },
    },
    handler: async (req) => getBed(db, req.params.id),
  });

  r.post(apiPaths.beds, {
    config: { access: 'places.add' },
    schema: { tags, summary: 'Add a bed', body: bedBody, response: { 201: bed } },
    handler: async (req, reply) => reply.code(201).send(await createBed(db, req.body, req.user!.id)),
  });

  r.put(apiPaths.bed, {
    config: { access: 'places.change' },
    schema: { tags, summary: 'Change a bed', params: idParams, body: bedBody, response: { 200: bed } },
    handler: async (req) => updateBed(db, req.params.id, req.body, req.user!.id),
  });

  r.delete(apiPaths.bed, {
    config: { access: 'places.delete' },
    schema: {
      tags,
      summary: 'Delete a bed that is in no open order',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      await deleteBed(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });
}
