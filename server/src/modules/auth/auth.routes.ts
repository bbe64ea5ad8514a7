import {
  ACCOUNT_MESSAGES,
  apiPaths,
  currentUser,
  loginBody,
  loginFailure,
  okResponse,
  passwordChangeBody,
} from '@bunkhouse/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiTypeProvider } from '../../http/page';
import type { AppContext } from '../../app-context';
import { setCsrfCookie } from '../../http/csrf';
import { changeOwnPassword } from './account.service';
import { login, logout } from './auth.service';

export const SESSION_COOKIE = 'sessionid';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ApiTypeProvider>();
  const { config, db } = ctx;
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      maxAge: config.session.absoluteHours * 3600,
    });

  r.get(apiPaths.csrf, {
    config: { access: 'public' },
    schema: { tags: ['session'], summary: 'Set the csrftoken cookie', response: { 200: okResponse } },
    handler: async (request, reply) => {
      if (!request.cookies.csrftoken) setCsrfCookie(reply, config.isProduction);
      return { detail: 'CSRF cookie set.' };
    },
  });

  r.post(apiPaths.login, {
    config: { access: 'public', rateLimit: { max: 100, timeWindow: '1 minute' } },
    schema: {
      tags: ['session'],
      summary: 'Sign in',
      body: loginBody,
      response: { 200: currentUser, 400: loginFailure },
    },
    handler: async (request, reply) => {
      const previousToken = request.cookies[SESSION_COOKIE];
      const result = await login(ctx, { ...request.body, ip: request.ip, previousToken });
      if (!result.ok) return reply.code(400).send({ error: result.error });
      setSessionCookie(reply, result.token);
      setCsrfCookie(reply, config.isProduction); // a new CSRF token for the new session
      return result.user;
    },
  });

  r.post(apiPaths.logout, {
    config: { access: 'authenticated' },
    schema: { tags: ['session'], summary: 'Sign out', response: { 200: okResponse } },
    handler: async (request, reply) => {
      await logout(db, ctx.sessions, request.cookies[SESSION_COOKIE], request.user!.id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { detail: 'Successfully logged out.' };
    },
  });

  r.get(apiPaths.user, {
    config: { access: 'authenticated' },
    schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: currentUser } },
    handler: async (request) => request.user!,
  });

  r.post(apiPaths.passwordChange, {
    config: { access: 'authenticated', rateLimit: { max: 20, timeWindow: '1 minute' } },
    schema: {
      tags: ['session'],
      summary: "Change the signed-in user's own password; their other sessions end",
      body: passwordChangeBody,
      response: { 200: okResponse },
    },
    handler: async (request) => {
      await changeOwnPassword(
        db,
        ctx.sessions,
        request.user!,
        request.cookies[SESSION_COOKIE]!,
        request.body,
      );
      return { detail: ACCOUNT_MESSAGES.changed };
    },
  });
}
