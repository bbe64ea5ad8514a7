import { TEXT_MESSAGES, type FieldErrors } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** A NUL, or half of a surrogate pair: text PostgreSQL cannot store and no form can type. */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** `text` with each NUL or lone surrogate replaced by U+FFFD, for a label the client chose (a file's name). */
export const storableText = (text: string) => text.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');

/** The fields (the first key of the path) of `value` holding unstorable text. */
function unstorableFields(value: unknown, field: string | null, found: Set<string>, depth = 0) {
  if (depth > 32) return;
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.add(field ?? 'non_field_errors');
  } else if (Array.isArray(value)) {
    for (const item of value) unstorableFields(item, field, found, depth + 1);
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) found.add(field ?? 'non_field_errors');
      unstorableFields(item, field ?? key, found, depth + 1);
    }
  }
}

/**
 * Every API request's body, query string and path parameters are refused at the edge (400, the
 * fields named) when they hold a NUL or a lone surrogate, before any schema or SQL sees them.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, reply, done) => {
    if (!request.routeOptions.config.access) return done();
    const found = new Set<string>();
    for (const part of [request.params, request.query, request.body]) unstorableFields(part, null, found);
    if (!found.size) return done();
    const fields: FieldErrors = Object.fromEntries([...found].map((f) => [f, [TEXT_MESSAGES.unstorable]]));
    done(new AppError('validation', TEXT_MESSAGES.unstorable, fields));
  });
}
