import { apiPaths, otherTransaction, otherTransactionBody } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { getOtherTransaction, postOtherTransaction } from './other-transactions.service';

const tags = ['finance'];

/** `POST /api/transactions/` ("other"); the list of the same path: transactions.routes.ts. */
export async function otherTransactionsRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const businessDay = async () => ({ today: await settings.today() });

  r.post(apiPaths.transactions, {
    config: {
      access: 'transactions.add',
      idempotent: { status: 201, replay: (id) => getOtherTransaction(db, id) },
    },
    schema: {
      tags,
      summary: "Record a property's income or expense (no tenant balance moves)",
      body: otherTransactionBody,
      response: { 201: otherTransaction },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(
          await postOtherTransaction(db, req.body, req.user!.id, await businessDay(), req.idempotencyClaim),
        ),
  });
}
