import { createHash } from 'node:crypto';
import { FINANCE_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@bunkhouse/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db, Tx } from '../db/database';
import { sql } from '../db/sql';
import { AppError } from '../errors';

/** A money POST's Idempotency-Key, claimed for the write the request is about to make. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  requestHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A money POST that takes an Idempotency-Key: `replay` reads again the record the first request
     * made, answered with `status`. The handler passes `req.idempotencyClaim` to the service, which
     * calls `rememberIdempotentResult` with it in its transaction.
     */
    idempotent?: { status: number; replay: (id: number) => Promise<unknown> };
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key, new to this user, on a route that takes one; else null. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

const KEY = /^[\x21-\x7e]{1,255}$/;

/** JSON with its object keys sorted, so that the same body hashes the same in any key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Idempotency-Key on money POSTs (issue 16): a client that lost an answer sends the same request
 * again with the same key and gets the first answer instead of a second payment. Keys are per user.
 * The same key with another request (method, path or body) is 409; a key whose first request is
 * still being saved is 409 too, to be sent again. A request that failed left no key: sent again, it
 * runs again. The key is stored by the write's own transaction (`rememberIdempotentResult`), so a
 * crash can never leave a write without its key or a key without its write.
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.decorateRequest('idempotencyClaim', null);
  const claimKey: preHandlerAsyncHookHandler = async function (request, reply) {
    const spec = request.routeOptions.config.idempotent;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (!spec || key === undefined || !request.user) return;
    if (typeof key !== 'string' || !KEY.test(key)) {
      const message = FINANCE_MESSAGES.idempotencyKeyInvalid;
      throw new AppError('validation', message, { [IDEMPOTENCY_KEY_HEADER]: [message] });
    }
    const requestHash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
      .digest('hex');
    const [earlier] = await db.query<{ request_hash: string; result_id: number }>(
      sql`SELECT request_hash, result_id FROM idempotency_keys
          WHERE user_id = ${request.user.id} AND key = ${key}`,
    );
    if (!earlier) {
      request.idempotencyClaim = { userId: request.user.id, key, requestHash };
      return;
    }
    if (earlier.request_hash !== requestHash)
      throw new AppError('conflict', FINANCE_MESSAGES.idempotencyKeyReused);
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(spec.status).send(await spec.replay(earlier.result_id));
  };
  // Only the routes that take a key run the hook (a hook on every request cost every list a step).
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent) route.preHandler = [claimKey, ...[route.preHandler ?? []].flat()];
  });
}

/**
 * Stores the request's Idempotency-Key (its claim, if it sent one) with the id of what it made, in
 * the write's transaction. When another request with the key got there first, nothing is stored and
 * the write is refused (409), which rolls it back: one key, one write.
 */
export async function rememberIdempotentResult(tx: Tx, claim: IdempotencyClaim | null, resultId: number) {
  if (!claim) return;
  const stored = await tx.query(
    sql`INSERT INTO idempotency_keys (user_id, key, request_hash, result_id)
        VALUES (${claim.userId}, ${claim.key}, ${claim.requestHash}, ${resultId})
        ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
  );
  if (!stored.length) throw new AppError('conflict', FINANCE_MESSAGES.idempotencyKeyInFlight);
}
