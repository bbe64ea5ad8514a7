import {
  apiPaths,
  idParams,
  pagedProperties,
  pagedRooms,
  property,
  propertyBody,
  propertyListQuery,
  propertyRoomsQuery,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import {
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  updateProperty,
} from './properties.service';
import { listPropertyRooms } from './rooms.service';

const tags = ['places'];

export async function propertiesRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.properties, {
    config: { access: 'places.view' },
    schema: {
      tags,
      summary: 'Properties, paged',
      querystring: propertyListQuery,
      response: { 200: pagedProperties },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listProperties(db, req.query)),
  });

  r.get(apiPaths.property, {
    config: { access: 'places.view' },
    schema: { tags, summary: 'A property', params: idParams, response: { 200: property } },
    handler: async (req) => getProperty(db, req.params.id),
  });

  r.get(apiPaths.propertyRooms, {
    config: { access: 'places.view' },
    schema: {
      tags,
      summary: "A property's rooms, paged",
      params: idParams,
      querystring: propertyRoomsQuery,
      response: { 200: pagedRooms },
    },
    handler: async (req) =>
      pagedBody(req.url, req.query, await listPropertyRooms(db, req.params.id, req.query)),
  });

  r.post(apiPaths.properties, {
    config: { access: 'places.add' },
    schema: { tags, summary: 'Add a property', body: propertyBody, response: { 201: property } },
    handler: async (req, reply) => reply.code(201).send(await createProperty(db, req.body, req.user!.id)),
  });

  r.put(apiPaths.property, {
    config: { access: 'places.change' },
    schema: {
      tags,
      summary: 'Change a property',
      params: idParams,
      body: propertyBody,
      response: { 200: property },
    },
    handler: async (req) => updateProperty(db, req.params.id, req.body, req.user!.id),
  });

  r.delete(apiPaths.property, {
    config: { access: 'places.delete' },
    schema: {
      tags,
      summary: 'Delete a property without rooms',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      await deleteProperty(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });
}
