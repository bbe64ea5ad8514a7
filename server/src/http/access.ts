import type { CurrentUser, Permission, RouteAccess } from '@bunkhouse/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { checkCsrf } from './csrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: a permission codename, any signed-in user, or anyone. Required on /api. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access and input schemas, for the tests that walk all of them. */
    apiRoutes: Array<{
      method: string;
      url: string;
      access: RouteAccess;
      schema: { body?: unknown; querystring?: unknown; params?: unknown };
    }>;
  }
}

export const hasPermission = (user: CurrentUser, permission: Permission) =>
  user.is_superuser || user.permissions.includes(permission);

/**
 * The one access mechanism: every /api route declares `config.access` (building the app fails
 * otherwise); each request then passes CSRF, then sign-in, then the permission, in that order.
 */
export function registerAccessControl(
  app: FastifyInstance,
  resolveUser: (sessionToken: string | undefined) => Promise<CurrentUser | null>,
  sessionCookie: string,
) {
  app.decorate('apiRoutes', []);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    route.config ??= {};
    if (route.url.startsWith('/api/docs')) route.config.access ??= 'public';
    const access = route.config.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access.`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        const { body, querystring, params } = (route.schema ?? {}) as Record<string, unknown>;
        app.apiRoutes.push({ method, url: route.url, access, schema: { body, querystring, params } });
      }
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // not an API route (static files, not-found)
    checkCsrf(request);
    if (access === 'public') return;
    // A signed-in answer holds personal data: no browser or proxy keeps a copy.
    reply.header('Cache-Control', 'no-store');
    request.user = await resolveUser(request.cookies[sessionCookie]);
    if (!request.user)
      throw new AppError('not_authenticated', 'Authentication credentials were not provided.');
    if (access !== 'authenticated' && !hasPermission(request.user, access)) {
      throw new AppError('permission_denied', 'You do not have permission to perform this action.');
    }
  });
}
