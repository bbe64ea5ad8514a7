import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built web app from the same port: its files, and its index.html for every other
 * non-API GET so that deep links survive a reload. Unknown API paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const hasWeb = !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      // The build writes .br and .gz beside each text file (web/vite.config.ts): sent as they are to
      // a browser that accepts them, with Content-Encoding and Vary set.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const allowed = isApi ? allowedMethods(app, request.url) : [];
    if (allowed.length) {
      reply.header('Allow', allowed.join(', '));
      throw new AppError('method_not_allowed', `Method "${request.method}" not allowed.`);
    }
    throw new AppError('not_found', 'Not found.');
  });
}

/** The methods the API answers on this path (its route patterns matched with `:id` as one segment). */
function allowedMethods(app: FastifyInstance, url: string) {
  const path = `${url.split('?', 1)[0]!.replace(/\/+$/, '')}/`;
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/\/+$/, '').replace(/:[^/]+/g, '[^/]+')}/$`).test(path);
  return [...new Set(app.apiRoutes.filter((route) => matches(route.url)).map((route) => route.method))];
}
