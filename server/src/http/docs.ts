import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiPaths } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document and its UI at /api/docs, generated from the routes' zod schemas. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bunkhouse API', description: 'The smart way to manage housing.', version: '1' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
      security: [{ session: [], csrf: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiPaths.docs, staticCSP: false });
}
