import {
  apiPaths,
  idParams,
  layoutPatchBody,
  layoutTestBody,
  layoutTestResult,
  mailLayout,
  needsLookQuery,
  pagedNeedsLook,
  statementMapping,
  statementMappingBody,
  teachBody,
  teachResult,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import {
  dismissWaiting,
  listLayouts,
  listNeedsLook,
  patchLayout,
  removeLayout,
  teachLayout,
  testLayout,
} from './layouts.service';
import {
  deleteStatementMapping,
  listStatementMappings,
  saveStatementMapping,
} from './statement-mappings.service';

const tags = ['payment candidates'];

export async function layoutsRoutes(app: FastifyInstance, { db, config, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const parseSettings = async () => ({
    timezone: (await settings.current()).timeZone,
    trustedAuthservId: config.mail.trustedAuthservId,
    trustedForwarders: config.mail.trustedForwarders,
  });

  r.get(apiPaths.needsLook, {
    config: { access: 'candidates.view' },
    schema: {
      tags,
      summary: 'Mails from a verified sender that no rule reads, with their text, newest first',
      querystring: needsLookQuery,
      response: { 200: pagedNeedsLook },
    },
    handler: async (req) =>
      pagedBody(req.url, req.query, await listNeedsLook(db, req.query, (await parseSettings()).timezone)),
  });

  r.post(apiPaths.needsLookDismiss, {
    config: { access: 'candidates.apply' },
    schema: {
      tags,
      summary: 'A mail waiting for a look is no payment: it stops waiting',
      params: idParams,
      response: { 204: z.null().describe('Set aside') },
    },
    handler: async (req, reply) => {
      await dismissWaiting(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });

  r.get(apiPaths.mailLayouts, {
    config: { access: 'candidates.view' },
    schema: { tags, summary: 'The mail layouts taught', response: { 200: z.array(mailLayout) } },
    handler: async () => listLayouts(db),
  });

  r.post(apiPaths.mailLayouts, {
    config: { access: 'candidates.apply' },
    schema: {
      tags,
      summary: "Teach a layout from a waiting mail's payer and amount; the mail is read again",
      body: teachBody,
      response: { 201: teachResult },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await teachLayout(db, req.body, req.user!.id, await parseSettings())),
  });

  r.patch(apiPaths.mailLayout, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: "Edit a layout's patterns or payment method",
      params: idParams,
      body: layoutPatchBody,
      response: { 200: mailLayout },
    },
    handler: async (req) => patchLayout(db, req.params.id, req.body, req.user!.id),
  });

  r.delete(apiPaths.mailLayout, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Forget a layout',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      await removeLayout(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });

  r.post(apiPaths.mailLayoutTest, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Read a pasted mail, or the layout’s own, with every rule and layout',
      params: idParams,
      body: layoutTestBody,
      response: { 200: layoutTestResult },
    },
    handler: async (req) => testLayout(db, req.params.id, req.body, await parseSettings()),
  });

  r.get(apiPaths.statementMappings, {
    config: { access: 'candidates.view' },
    schema: {
      tags,
      summary: 'How the columns of CSV statements no name says are read',
      response: { 200: z.array(statementMapping) },
    },
    handler: async () => listStatementMappings(db),
  });

  r.post(apiPaths.statementMappings, {
    config: { access: 'candidates.apply' },
    schema: {
      tags,
      summary: "Map a CSV statement's columns once, for every statement with the same columns",
      body: statementMappingBody,
      response: { 201: statementMapping },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await saveStatementMapping(db, req.body, req.user!.id)),
  });

  r.delete(apiPaths.statementMapping, {
    config: { access: 'candidates.apply' },
    schema: {
      tags,
      summary: 'Forget a column mapping',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      await deleteStatementMapping(db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  });
}
