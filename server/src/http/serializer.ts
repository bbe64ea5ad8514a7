import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stringifyBody } from './json-text';

/**
 * Responses are written from their contract schema (decision 013).
 * - Checked (development and tests): the JSON written must be exactly what its schema encodes, with
 *   no field the schema lacks and no value it refuses; otherwise the request fails with a 500 that
 *   names the route, so a handler that returns a stray field (a password hash, an SSN) fails its tests
 *   instead of having the field silently dropped. The check reads the JSON itself, so the JSON that
 *   PostgreSQL writes for a page (`JsonText`) is held to the schema too.
 * - Production: the bodies are built with their fields listed explicitly (in SQL for a page's items,
 *   decision 015) from the same types, and the tests held them to the schema, so they are only
 *   stringified (encoding them again was ~12% of a list request's CPU).
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
