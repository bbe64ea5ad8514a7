import {
  apiPaths,
  balanceLink,
  idParams,
  message,
  messageListQuery,
  pagedMessages,
  statementQuery,
  statementSendBody,
} from '@bunkhouse/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { pagedBody, type ApiTypeProvider } from '../../http/page';
import { createBalanceLink, revokeBalanceLinks } from './balance.service';
import { getMessage, listMessages, resendMessage, sendStatement } from './messages.service';
import { statementDays, statementFile } from './statement.service';

const tags = ['messages'];

/** A staff click's own key: the request's Idempotency-Key, this user's (a repeat queues nothing new). */
const clickKey = (req: FastifyRequest) => {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key ? `${req.user!.id}:${key.slice(0, 100)}` : null;
};

export const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
});

export const sendPdf = (reply: FastifyReply, file: Buffer, name: string) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store')
    .send(file);

/** The outbox (Finance > Messages, a tenant's messages), statements and balance links (issue 32). */
export async function messagesRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.messages, {
    config: { access: 'tenants.view' },
    schema: {
      tags,
      summary: 'Messages to tenants, newest first',
      querystring: messageListQuery,
      response: { 200: pagedMessages },
    },
    handler: async (req) => pagedBody(req.url, req.query, await listMessages(db, req.query)),
  });

  r.get(apiPaths.message, {
    config: { access: 'tenants.view' },
    schema: { tags, summary: 'A message and the text sent', params: idParams, response: { 200: message } },
    handler: async (req) => getMessage(db, req.params.id),
  });

  r.post(apiPaths.messageResend, {
    config: { access: 'tenants.change' },
    schema: {
      tags,
      summary: 'Queue a copy of a message again',
      params: idParams,
      response: { 201: message },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await resendMessage(db, req.params.id, req.user!.id, clickKey(req))),
  });

  r.get(apiPaths.tenantStatement, {
    config: { access: 'tenants.view' },
    schema: {
      tags,
      summary: "A tenant's statement as PDF (default: the last 90 days)",
      params: idParams,
      querystring: statementQuery,
      response: pdfResponse('The rows of the days in date order, with opening, running and closing balance'),
    },
    handler: async (req, reply) => {
      const today = await settings.today();
      const days = statementDays(req.query, today);
      const file = await statementFile(db, req.params.id, days, { today });
      return sendPdf(reply, file, `statement-${req.params.id}-${days.start}-${days.end}.pdf`);
    },
  });

  r.post(apiPaths.tenantStatementSend, {
    config: { access: 'tenants.change' },
    schema: {
      tags,
      summary: "E-mail a tenant's statement, the PDF attached",
      params: idParams,
      body: statementSendBody,
      response: { 201: message },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(
          await sendStatement(
            db,
            req.params.id,
            req.body,
            req.user!.id,
            clickKey(req),
            await settings.today(),
          ),
        ),
  });

  r.post(apiPaths.tenantBalanceLink, {
    config: { access: 'tenants.change' },
    schema: {
      tags,
      summary: "A fresh link to the tenant's balance page",
      params: idParams,
      response: { 200: balanceLink },
    },
    handler: async (req) => createBalanceLink(db, req.params.id, req.user!.id),
  });

  r.post(apiPaths.tenantBalanceLinkRevoke, {
    config: { access: 'tenants.change' },
    schema: { tags, summary: 'Every balance link sent to the tenant stops working', params: idParams },
    handler: async (req, reply) => {
      await revokeBalanceLinks(db, req.params.id, req.user!.id);
      return reply.code(204).send();
    },
  });
}
