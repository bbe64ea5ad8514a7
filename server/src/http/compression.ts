import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers over 1 kB are compressed for clients that accept it (issue 15): brotli at a fast level (the
 * default, 11, costs tens of milliseconds a page), else gzip. The web app's files come precompressed
 * from the build (spa.ts), and an answer that already has an encoding is left as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
