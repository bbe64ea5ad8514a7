import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The API request a piece of work belongs to, for the audit log's request id (users/audit.ts): the
 * id every response carries as X-Request-Id. Outside a request (jobs, commands) there is none.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | null => storage.getStore()?.requestId ?? null;

export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}
