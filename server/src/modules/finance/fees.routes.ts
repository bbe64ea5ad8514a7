import { apiPaths, fee, feeBody, idParams, voidBody } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { chargeFee, getFee, voidFee } from './fees.service';

const tags = ['finance'];

export async function feesRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const businessDay = async () => ({ today: await settings.today() });

  r.post(apiPaths.fees, {
    config: { access: 'fees.add', idempotent: { status: 201, replay: (id) => getFee(db, id) } },
    schema: {
      tags,
      summary: 'Charge a fee to a tenant: lowers the balance, covered from credit at once',
      body: feeBody,
      response: { 201: fee },
    },
    handler: async (req, reply) =>
      reply
        .code(201)
        .send(await chargeFee(db, req.body, req.user!.id, await businessDay(), req.idempotencyClaim)),
  });

  r.get(apiPaths.fee, {
    config: { access: 'fees.view' },
    schema: { tags, summary: 'A fee', params: idParams, response: { 200: fee } },
    handler: async (req) => getFee(db, req.params.id),
  });

  r.post(apiPaths.feeVoid, {
    config: { access: 'fees.void', idempotent: { status: 200, replay: (id) => getFee(db, id) } },
    schema: {
      tags,
      summary: 'Void a fee charged by mistake: a reversing row, and what it covered comes back as credit',
      params: idParams,
      body: voidBody,
      response: { 200: fee },
    },
    handler: async (req) =>
      voidFee(db, req.params.id, req.body, req.user!.id, await businessDay(), req.idempotencyClaim),
  });
}
