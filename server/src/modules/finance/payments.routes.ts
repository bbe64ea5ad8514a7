import { apiPaths, idParams, payment, paymentBody, voidBody } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getPayment, postPayment, voidPayment } from './payments.service';

const tags = ['finance'];

export async function paymentsRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const businessDay = async () => ({ today: await settings.today() });

  r.post(apiPaths.payments, {
    config: { access: 'payments.add', idempotent: { status: 201, replay: (id) => getPayment(db, id) } },
    schema: {
      tags,
      summary: 'Record money received from a tenant: raises the balance, covers the oldest charges',
      body: paymentBody,
      response: { 201: payment },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await postPayment(db, req.body, req.user!.id, await businessDay(), req.idempotencyClaim)),
  });

  r.get(apiPaths.payment, {
    config: { access: 'payments.view' },
    schema: { tags, summary: 'A payment', params: idParams, response: { 200: payment } },
    handler: async (req) => getPayment(db, req.params.id),
  });

  r.post(apiPaths.paymentVoid, {
    config: { access: 'payments.void', idempotent: { status: 200, replay: (id) => getPayment(db, id) } },
    schema: {
      tags,
      summary: 'Void a payment entered by mistake: a reversing row, and its charges are unpaid again',
      params: idParams,
      body: voidBody,
      response: { 200: payment },
    },
    handler: async (req) =>
      voidPayment(db, req.params.id, req.body, req.user!.id, await businessDay(), req.idempotencyClaim),
  });
}
