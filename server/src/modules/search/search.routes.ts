import { apiPaths, searchAllQuery, searchAllResponse } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ApiTypeProvider } from '../../http/page';
import { searchAll } from './search.service';

const tags = ['search'];

/** Search from anywhere (the palette's Ctrl+K): any signed-in user; each group asks its own permission. */
export async function searchRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();

  r.get(apiPaths.search, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'Tenants, beds, rooms, properties and transactions matching `q`, a few of each, grouped by kind; ' +
        'only the groups the user may see',
      querystring: searchAllQuery,
      response: { 200: searchAllResponse },
    },
    handler: async (req) => searchAll(db, req.query.q, req.user!),
  });
}
