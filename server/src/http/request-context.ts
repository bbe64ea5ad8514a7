import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The API request a piece of work belongs to: the id every response carries as X-Request-Id, for the
 * audit log (modules/audit/audit.ts). Outside a request (jobs, commands) there is none.
 */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | null => storage.getStore()?.requestId ?? null;

export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}
