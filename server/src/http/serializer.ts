import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonText } from '../db/list';

/**
 * Responses are written from their contract schema (decision 013).
 * - Checked (development and tests): the JSON written must be exactly what its schema encodes, with
 *   no field the schema lacks and no value it refuses; otherwise the request fails with a 500 that
 *   names the route, so a handler that returns a stray field (a password hash, an SSN) fails its tests
 *   instead of having the field silently dropped. The check reads the JSON itself, so the JSON that
 *   PostgreSQL writes for a page (`JsonText`) is held to the schema too.
 * - Production: the bodies are written by the presenters from the contract's types, and the tests held
 *   them to the schema, so they are only stringified.
 */
export function responseSerializerCompiler(checked: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    if (!checked) return stringifyBody;
    return (body) => {
      const text = stringifyBody(body);
      const data: unknown = JSON.parse(text);
      const result = z.safeEncode(schema, data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      if (!isDeepStrictEqual(result.data, data)) {
        const cause = new z.ZodError([
          {
            code: 'custom',
            path: [],
            input: data,
            message: `The response differs from what its schema encodes: ${JSON.stringify(result.data)}`,
          },
        ]);
        throw new ResponseSerializationError(method, url, { cause });
      }
      return text;
    };
  };
}

/**
 * The body's JSON: `JSON.stringify`, except that a top-level field that is a `JsonText` (a page's
 * items, as PostgreSQL wrote them) is written as its text.
 */
export function stringifyBody(data: unknown): string {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return JSON.stringify(data);
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => value instanceof JsonText)) return JSON.stringify(data);
  const fields = entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const json = value instanceof JsonText ? (value as JsonText<unknown>).text : JSON.stringify(value);
      return `${JSON.stringify(key)}:${json}`;
    });
  return `{${fields.join(',')}}`;
}
