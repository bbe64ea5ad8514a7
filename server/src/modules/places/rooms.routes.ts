import {
  apiPaths,
  bedOrderBody,
  idParams,
  pagedBeds,
  pagedRooms,
  room,
  roomBedsQuery,
  roomBody,
  roomBedsInOrder,
  roomListQuery,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import { listRoomBeds } from './beds.service';
import { createRoom, deleteRoom, getRoom, listRooms, reorderRoomBeds, updateRoom } from './rooms.service';

const tags = ['places'];

export async function roomsRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.rooms, {
    config: { access: 'places.view' },
    schema: { tags, summary: 'Rooms, paged', querystring: roomListQuery, response: { 200: pagedRooms } },
    handler: async (req) => pagedBody(req.url, req.query, await listRooms(db, req.query)),
  });

  r.get(apiPaths.room, {
    config: { access: 'places.view' },
    schema: { tags, summary: 'A room', params: idParams, response: { 200: room } },
    handler: async (req) => getRoom(db, req.params.id),
  });

  r.get(apiPaths.roomBeds, {
    config: { access: 'places.view' },
    schema: {
      tags,
      summary: "A room's beds, paged",
      params: idParams,
      querystring: roomBedsQuery,
      response: { 200: pagedBeds },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listRoomBeds(db, req.params.id, req.query)),
  });

  r.post(apiPaths.rooms, {
    config: { access: 'places.add' },
    schema: { tags, summary: 'Add a room', body: roomBody, response: { 201: room } },
    handler: async (req, reply) => reply.code(201).send(await createRoom(db, req.body, req.user!.id)),
  });

  r.put(apiPaths.room, {
    config: { access: 'places.change' },
    schema: { tags, summary: 'Change a room', params: idParams, body: roomBody, response: { 200: room } },
    handler: async (req) => updateRoom(db, req.params.id, req.body, req.user!.id),
  });

  r.put(apiPaths.roomBedOrder, {
    config: { access: 'places.change' },
    schema: {
      tags,
      summary: "Number a room's beds 1, 2, … in the order given",
      params: idParams,
      body: bedOrderBody,
      response: { 200: roomBedsInOrder },
    },
    handler: async (req) => reorderRoomBeds(db, req.params.id, req.body, req.user!.id),
  });

  r.delete(apiPaths.room, {
    config: { access: 'places.delete' },
    schema: {
      tags,
      summary: 'Delete a room without beds',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      await deleteRoom(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });
}
