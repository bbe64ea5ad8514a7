import {
  apiPaths,
  depositStatement,
  idParams,
  refund,
  refundBody,
  settlementBody,
} from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getDepositStatement, settleDeposit } from './deposits.service';
import { getRefund, refundCredit } from './refunds.service';

const tags = ['deposits'];

export async function depositsRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const businessDay = async () => ({ today: await settings.today() });

  r.get(apiPaths.orderDeposit, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: "An order's security deposit: what it holds, and after the settlement its statement",
      params: idParams,
      response: { 200: depositStatement },
    },
    handler: async (req) => getDepositStatement(db, req.params.id),
  });

  r.post(apiPaths.orderDeposit, {
    config: { access: 'orders.close' },
    schema: {
      tags,
      summary: 'Settle the deposit at move-out: charge the deductions, release the rest to the balance',
      params: idParams,
      body: settlementBody,
      response: { 200: depositStatement },
    },
    handler: async (req) => settleDeposit(db, req.params.id, req.body, req.user!.id, await businessDay()),
  });

  r.post(apiPaths.refunds, {
    config: { access: 'payments.add', idempotent: { status: 201, replay: (id) => getRefund(db, id) } },
    schema: {
      tags,
      summary: "Pay out part or all of a tenant's credit",
      body: refundBody,
      response: { 201: refund },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await refundCredit(db, req.body, req.user!.id, await businessDay(), req.idempotencyClaim)),
  });
}
