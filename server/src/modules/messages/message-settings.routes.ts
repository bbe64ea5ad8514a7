import {
  apiPaths,
  balancePage,
  mailOutTestBody,
  mailOutTestResult,
  messagePreview,
  messagePreviewBody,
  messageSettings,
  messageSettingsPatchBody,
  messageTemplate,
  messageTemplateBody,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import { openBalancePage, openBalanceStatement } from './balance.service';
import { testMailOut } from './mail-out-check.service';
import { getMessageSettings, patchMessageSettings } from './message-settings.service';
import { pdfResponse, sendPdf } from './messages.routes';
import {
  listTemplates,
  messageKind,
  previewTemplate,
  resetTemplate,
  saveTemplate,
} from './templates.service';

const tags = ['messages'];
const kindParams = z.object({ id: z.string().max(20) });
const tokenParams = z.object({ id: z.string().max(200) });

/** Settings > Mail out and Message templates, and the tenant's public balance page (issue 32). */
export async function messageSettingsRoutes(app: FastifyInstance, { db, config, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.messageSettings, {
    config: { access: 'settings.change' },
    schema: { tags, summary: 'Mail out and what is sent to tenants', response: { 200: messageSettings } },
    handler: async () => getMessageSettings(db, config),
  });

  r.patch(apiPaths.messageSettings, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Change mail out (only what is sent); mail_out: null removes the stored server',
      body: messageSettingsPatchBody,
      response: { 200: messageSettings },
    },
    handler: async (req) => patchMessageSettings(db, config, req.body, req.user!.id),
  });

  r.post(apiPaths.mailOutTest, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'Send a test message through an SMTP server as typed',
      body: mailOutTestBody,
      response: { 200: mailOutTestResult },
    },
    handler: async (req) => testMailOut(db, config, req.body),
  });

  r.get(apiPaths.messageTemplates, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: "Each kind of message's subject and body",
      response: { 200: z.array(messageTemplate) },
    },
    handler: async () => listTemplates(db),
  });

  r.put(apiPaths.messageTemplate, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: "Change a kind's template; unknown fields are refused",
      params: kindParams,
      body: messageTemplateBody,
      response: { 200: messageTemplate },
    },
    handler: async (req) => saveTemplate(db, messageKind(req.params.id), req.body, req.user!.id),
  });

  r.delete(apiPaths.messageTemplate, {
    config: { access: 'settings.change' },
    schema: { tags, summary: "Set a kind's template back to the product's text", params: kindParams },
    handler: async (req, reply) => {
      await resetTemplate(db, messageKind(req.params.id), req.user!.id);
      return reply.code(204).send();
    },
  });

  r.post(apiPaths.messageTemplatePreview, {
    config: { access: 'settings.change' },
    schema: {
      tags,
      summary: 'A template as typed, written for one tenant',
      params: kindParams,
      body: messagePreviewBody,
      response: { 200: messagePreview },
    },
    handler: async (req) => previewTemplate(db, messageKind(req.params.id), req.body, await settings.today()),
  });

  r.get(apiPaths.balancePage, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A tenant's balance from their link (no sign-in; every open logged)",
      params: tokenParams,
      response: { 200: balancePage },
    },
    handler: async (req) => openBalancePage(db, req.params.id),
  });

  r.get(apiPaths.balanceStatement, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The last 90 days as PDF, from the link',
      params: tokenParams,
      response: pdfResponse('The statement'),
    },
    handler: async (req, reply) =>
      sendPdf(reply, await openBalanceStatement(db, req.params.id), 'statement.pdf'),
  });
}
