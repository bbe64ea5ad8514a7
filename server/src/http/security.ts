import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers: a CSP without inline script, no framing, HSTS and upgrades only in production. */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
    hsts: isProduction,
    crossOriginEmbedderPolicy: false,
  });
}
