import { apiPaths, arrivalsDepartures, board, boardQuery, todayIn } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import { arrivalsAndDepartures, getBoard } from './board.service';

const tags = ['board'];

export async function boardRoutes(app: FastifyInstance, { db, settings }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const today = async () => todayIn((await settings.current()).timeZone);

  r.get(apiPaths.board, {
    config: { access: 'places.view' },
    schema: {
      tags,
      summary: 'The board of beds: every property (or one), its rooms and beds, each with its status today',
      querystring: boardQuery,
      response: { 200: board },
    },
    handler: async (req) => getBoard(db, req.query, await today()),
  });

  r.get(apiPaths.arrivalsDepartures, {
    config: { access: 'orders.view' },
    schema: {
      tags,
      summary: 'The orders that start and the planned move-outs of the next 7 days',
      querystring: boardQuery,
      response: { 200: arrivalsDepartures },
    },
    handler: async (req) => arrivalsAndDepartures(db, req.query, await today()),
  });
}
