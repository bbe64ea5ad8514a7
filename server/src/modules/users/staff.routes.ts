import {
  apiPaths,
  idParams,
  pagedStaff,
  passwordReset,
  permissionsResponse,
  setPasswordBody,
  staffCreateBody,
  staffCreated,
  staffListQuery,
  staffPatchBody,
  staffUser,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import { listPermissions } from './groups.service';
import {
  activateStaff,
  createStaff,
  deactivateStaff,
  getStaff,
  listStaff,
  patchStaff,
  resetStaffPassword,
} from './staff.service';

const tags = ['staff'];

/** Settings > Staff: staff users, for managers with `users.manage`. */
export async function staffRoutes(app: FastifyInstance, { db, sessions }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.users, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: 'Staff users by username, paged',
      querystring: staffListQuery,
      response: { 200: pagedStaff },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listStaff(db, req.query)),
  });

  r.post(apiPaths.users, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: 'Add a staff user; without a password one is made up and answered once',
      body: staffCreateBody,
      response: { 201: staffCreated },
    },
    handler: async (req, reply) => reply.code(201).send(await createStaff(db, req.body, req.user!)),
  });

  r.get(apiPaths.staffUser, {
    config: { access: 'users.manage' },
    schema: { tags, summary: 'A staff user', params: idParams, response: { 200: staffUser } },
    handler: async (req) => getStaff(db, req.params.id),
  });

  r.patch(apiPaths.staffUser, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: "Change a user's name, e-mail, groups or superuser flag",
      params: idParams,
      body: staffPatchBody,
      response: { 200: staffUser },
    },
    handler: async (req) => patchStaff(db, sessions, req.params.id, req.body, req.user!),
  });

  r.post(apiPaths.userDeactivate, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: 'Deactivate a user: their sessions end at once',
      params: idParams,
      response: { 200: staffUser },
    },
    handler: async (req) => deactivateStaff(db, sessions, req.params.id, req.user!),
  });

  r.post(apiPaths.userActivate, {
    config: { access: 'users.manage' },
    schema: { tags, summary: 'Reactivate a user', params: idParams, response: { 200: staffUser } },
    handler: async (req) => activateStaff(db, req.params.id, req.user!),
  });

  r.post(apiPaths.userSetPassword, {
    config: { access: 'users.manage' },
    schema: {
      tags,
      summary: "Reset a user's password (given, or made up and answered once); their sessions end",
      params: idParams,
      body: setPasswordBody,
      response: { 200: passwordReset },
    },
    handler: async (req) => resetStaffPassword(db, sessions, req.params.id, req.body, req.user!),
  });

  r.get(apiPaths.permissions, {
    config: { access: 'users.manage' },
    schema: { tags, summary: 'Every permission with its label', response: { 200: permissionsResponse } },
    handler: async () => listPermissions(),
  });
}
