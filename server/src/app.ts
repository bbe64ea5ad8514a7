import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import type { Database } from './db/database';
import { registerAccessControl } from './http/access';
import { registerApiDocs } from './http/docs';
import { registerErrorHandler } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { registerRequestContext } from './http/request-context';
import { registerTextGuard } from './http/text-guard';
import { registerSecurityHeaders } from './http/security';
import { registerCompression } from './http/compression';
import { responseSerializerCompiler } from './http/serializer';
import { registerSpa } from './http/spa';
import { authRoutes, SESSION_COOKIE } from './modules/auth/auth.routes';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { layoutsRoutes } from './modules/candidates/layouts.routes';
import { resolveSessionUser } from './modules/auth/auth.service';
import { feesRoutes } from './modules/finance/fees.routes';
import { otherTransactionsRoutes } from './modules/finance/other-transactions.routes';
import { paymentsRoutes } from './modules/finance/payments.routes';
import { rentConfirmationsRoutes } from './modules/finance/rent-confirmations.routes';
import { subTypesRoutes } from './modules/finance/sub-types.routes';
import { SessionCache } from './modules/auth/session-cache';
import { businessLoader } from './modules/settings/settings.service';
import { SettingsStore } from './modules/settings/settings-store';
import { settingsRoutes } from './modules/settings/settings.routes';
import { messageSettingsRoutes } from './modules/messages/message-settings.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { boardRoutes } from './modules/board/board.routes';
import { depositsRoutes } from './modules/deposits/deposits.routes';
import { bedsRoutes } from './modules/places/beds.routes';
import { propertiesRoutes } from './modules/places/properties.routes';
import { roomsRoutes } from './modules/places/rooms.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { tenantsRoutes } from './modules/tenants/tenants.routes';
import { auditLogRoutes } from './modules/audit/audit-log.routes';
import { groupsRoutes } from './modules/users/groups.routes';
import { staffRoutes } from './modules/users/staff.routes';
import { transactionsRoutes } from './modules/finance/transactions.routes';
import { searchRoutes } from './modules/search/search.routes';

/** Every module's routes, in one list. */
const modules = [
  healthRoutes,
  authRoutes,
  propertiesRoutes,
  roomsRoutes,
  bedsRoutes,
  tenantsRoutes,
  ordersRoutes,
  boardRoutes,
  depositsRoutes,
  subTypesRoutes,
  paymentsRoutes,
  feesRoutes,
  otherTransactionsRoutes,
  rentConfirmationsRoutes,
  transactionsRoutes,
  reportsRoutes,
  candidatesRoutes,
  layoutsRoutes,
  auditLogRoutes,
  settingsRoutes,
  messageSettingsRoutes,
  messagesRoutes,
  staffRoutes,
  groupsRoutes,
  searchRoutes,
];

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP application on a given database; main.ts and every test build it with this. */
export async function buildApp({
  config,
  database,
  sessions = new SessionCache(config.session.cacheSeconds * 1000),
  settings = new SettingsStore(businessLoader(database.db, config)),
}: {
  config: Config;
  database: Database;
  /** This instance's session cache (tests pass theirs, to watch it). */
  sessions?: SessionCache;
  /** This instance's business settings (main.ts shares it with the jobs). */
  settings?: SettingsStore;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a proxy, request.ip is the client's address from X-Forwarded-For (docs/deploy/README.md).
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  const stopFollowing = await sessions.follow(database);
  app.addHook('onClose', stopFollowing);
  const stopSettings = await settings.follow(database);
  app.addHook('onClose', stopSettings);
  const ctx: AppContext = { config, db: database.db, sessions, settings };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(!config.isProduction));
  app.removeContentTypeParser('text/plain'); // JSON only: anything else is a 415
  registerRequestContext(app);
  registerErrorHandler(app);

  await app.register(cookie);
  registerSecurityHeaders(app, config.isProduction);
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  registerAccessControl(app, (token) => resolveSessionUser(ctx, token), SESSION_COOKIE);
  registerTextGuard(app);
  registerIdempotency(app, ctx.db);
  await registerApiDocs(app);
  for (const register of modules) await register(app, ctx);
  await registerSpa(app, config.webDistDir);
  return app;
}
