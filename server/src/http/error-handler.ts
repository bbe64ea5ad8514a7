import {
  DATABASE_UNAVAILABLE,
  FINANCE_MESSAGES,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
} from '@bunkhouse/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  BOOKS_CLOSED_CONSTRAINT,
  errorForLog,
  isDatabaseUnavailable,
  PG_CHECK_VIOLATION,
  violates,
} from '../db/errors';
import { AppError } from '../errors';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
};

/** Zod issues → DRF field errors: the first path segment names the field; none → non_field_errors. */
function toFieldErrors(issues: NonNullable<FastifyError['validation']>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0];
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) add(String(key), 'Unknown field.');
    } else if (issue.keyword === 'invalid_type' && (issue.message ?? '').includes('received undefined')) {
      add(field ?? 'non_field_errors', 'This field is required.');
    } else {
      add(field ?? 'non_field_errors', issue.message ?? 'Invalid value.');
    }
  }
  return errors;
}

/** Error bodies are sent pre-serialised: they must not be checked against the route's success schemas. */
function sendJson(reply: FastifyReply, status: number, body: ErrorBody | FieldErrors) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const sendError = (reply: FastifyReply, status: number, code: ErrorCode, detail: string) =>
  sendJson(reply, status, { detail, code });

/**
 * The one error handler: field errors, coded errors, framework 4xx, the books' guard, 503 while the
 * database is away, and hidden 5xx.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendJson(reply, 400, toFieldErrors(error.validation));
    }
    if (error instanceof AppError) {
      if (error.fields) return sendJson(reply, error.statusCode, error.fields);
      return sendError(reply, error.statusCode, error.code, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'bad_request';
      const detail = code === 'bad_request' ? `Malformed request: ${error.message}` : error.message;
      return sendError(reply, status, code, detail);
    }
    // The books were closed while an entry on a closed day was being saved: its transaction rolled back.
    if (violates(error, PG_CHECK_VIOLATION, BOOKS_CLOSED_CONSTRAINT)) {
      return sendJson(reply, 400, { non_field_errors: [FINANCE_MESSAGES.booksClosedMeanwhile] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(errorForLog(error), 'database unavailable');
      return sendError(reply, 503, 'unavailable', DATABASE_UNAVAILABLE);
    }
    // A database error's message and parameters may quote personal data: only its codes are logged.
    request.log.error(errorForLog(error), 'request failed');
    return sendError(reply, 500, 'server_error', 'A server error occurred. Please try again later.');
  });
}
