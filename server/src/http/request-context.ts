import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The API request a piece of work belongs to: the id every response carries as X-Request-Id, for the
 * audit log (modules/audit/audit.ts), and the Idempotency-Key claim of a money POST (idempotency.ts). Outside
 * a request (jobs, commands) there is none.
 */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  requestHash: string;
}

interface RequestContext {
  requestId: string;
  idempotency?: IdempotencyClaim;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | null => storage.getStore()?.requestId ?? null;

export const currentIdempotencyClaim = (): IdempotencyClaim | null => storage.getStore()?.idempotency ?? null;

/** Records the request's Idempotency-Key for the write it is about to make. */
export function claimIdempotencyKey(claim: IdempotencyClaim) {
  const store = storage.getStore();
  if (store) store.idempotency = claim;
}

export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    storage.run({ requestId: request.id }, done);
  });
}
