import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers helmet writes for this app: a CSP without inline script, no framing, HSTS and
 * upgrades only in production. None of them depends on the request (no nonce), so helmet runs once,
 * on a response that only records what it is given, and each request gets that list: helmet's chain
 * of fourteen middlewares per request was ~5% of a list request's server CPU (docs/benchmarks.md).
 */
export function securityHeaders(isProduction: boolean): Array<[string, string]> {
  const setHeaders = helmet({
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
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {}, // X-Powered-By, which Node never sends
  };
  let failed: unknown;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  const headers = securityHeaders(isProduction);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
