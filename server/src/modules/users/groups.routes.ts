import {
  apiPaths,
  groupBody,
  groupPatchBody,
  groupsResponse,
  idParams,
  staffGroup,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import { createGroup, deleteGroup, listGroups, patchGroup } from './groups.service';

const tags = ['staff'];

/** Settings > Groups: staff groups and their permissions, for managers with `users.manage`. */
export async function groupsRoutes(app: FastifyInstance, { db, sessions }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.groups, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: 'Staff groups by name, with their permissions',
      response: { 200: groupsResponse },
    },
    handler: async () => listGroups(db),
  });

  r.post(apiPaths.groups, {
    config: { access: 'users.manage' },
    schema: { tags, summary: 'Add a group', body: groupBody, response: { 201: staffGroup } },
    handler: async (req, reply) => reply.code(201).send(await createGroup(db, req.body, req.user!)),
  });

  r.patch(apiPaths.group, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: "Rename a group or replace its permissions (not Managers'); members' next request uses them",
      params: idParams,
      body: groupPatchBody,
      response: { 200: staffGroup },
    },
    handler: async (req) => patchGroup(db, sessions, req.params.id, req.body, req.user!),
  });

  r.delete(apiPaths.group, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: 'Delete a group without members (not Managers)',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      await deleteGroup(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });
}
