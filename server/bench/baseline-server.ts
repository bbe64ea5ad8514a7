import Fastify, { type FastifyInstance } from 'fastify';
import type { CurrentUser } from '@bunkhouse/contract';
import type { Database, Db, QueryOptions } from '../src/db/database';
import { sql, type Sql } from '../src/db/sql';
import { findSessionUser } from '../src/modules/auth/auth.queries';
import { sessionIdOf } from '../src/modules/auth/auth.service';

/**
 * The bare baseline of the ratio benchmark (issue 16): a Fastify server with nothing else — no
 * validation, no access control, no security headers, no serializer — that answers a path with the
 * statements the app ran for it (recorded from the app's own database calls, so the same SQL, sent as
 * the app sends it) after one session lookup with the app's own query. With `cacheSessions`, a session
 * found is reused for `cacheSeconds`, like the app's session cache. `/keyset` answers a plain keyset
 * scan of 50 ledger rows on the list's index, the transactions page's floor.
 */
export interface Recorded {
  statement: Sql;
  options?: QueryOptions;
}

/** Records the statements a database runs while `on` (the session lookup left out). */
export function recordStatements(database: Database) {
  const recorder = { on: false, statements: [] as Recorded[] };
  const db = database.db;
  const query = db.query.bind(db);
  db.query = ((statement: Sql, options?: QueryOptions) => {
    if (recorder.on && !statement.toQuery().text.includes('FROM sessions')) {
      recorder.statements.push({ statement, options });
    }
    return query(statement, options);
  }) as Db['query'];
  return recorder;
}

export async function startBaseline(
  database: Database,
  {
    statements,
    cacheSessions,
    cacheSeconds = 5,
    idleMinutes = 12 * 60,
  }: {
    statements: Map<string, Recorded[]>;
    cacheSessions: boolean;
    cacheSeconds?: number;
    idleMinutes?: number;
  },
): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify({ logger: false });
  const cache = new Map<string, { user: CurrentUser; until: number }>();
  const userOf = async (cookie: string | undefined) => {
    const token = /(?:^|;\s*)sessionid=([^;]+)/.exec(cookie ?? '')?.[1];
    if (!token) return null;
    const id = sessionIdOf(token);
    const cached = cacheSessions ? cache.get(id) : undefined;
    if (cached && cached.until > Date.now()) return cached.user;
    const found = await findSessionUser(database.db, id, idleMinutes);
    if (found && cacheSessions) cache.set(id, { user: found.user, until: Date.now() + cacheSeconds * 1000 });
    return found?.user ?? null;
  };
  app.get('/*', async (request, reply) => {
    if (!(await userOf(request.headers.cookie))) return reply.code(401).send('{}');
    const recorded = statements.get(request.url);
    if (!recorded) return reply.code(404).send('{}');
    let rows: unknown[] = [];
    for (const { statement, options } of recorded) rows = await database.db.query(statement, options);
    return reply.type('application/json').send(JSON.stringify(rows));
  });
  app.get('/keyset', async (request, reply) => {
    if (!(await userOf(request.headers.cookie))) return reply.code(401).send('{}');
    const after = (request.query as { after?: string }).after;
    const [key, id] = after ? after.split('_') : [];
    const rows = await database.db.query(
      sql`SELECT * FROM transactions tr
          ${after ? sql`WHERE (tr.created_at, tr.id) < (${key}::timestamptz, ${Number(id)}::bigint)` : sql.empty}
          ORDER BY tr.created_at DESC NULLS LAST, tr.id DESC NULLS LAST LIMIT 50`,
      { reusePlan: true },
    );
    return reply.type('application/json').send(JSON.stringify(rows));
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as { port: number }).port };
}
