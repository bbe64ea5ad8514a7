import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function setCsrfCookie(reply: FastifyReply, secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false, // the web app reads it and echoes it in X-CSRFToken
    maxAge: 365 * 24 * 3600,
  });
  return token;
}

/** Double-submit check: on unsafe methods the header must equal the cookie. */
export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie) throw new AppError('csrf_failed', 'CSRF Failed: CSRF cookie not set.');
  if (typeof header !== 'string' || !header) {
    throw new AppError('csrf_failed', 'CSRF Failed: CSRF token missing.');
  }
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new AppError('csrf_failed', 'CSRF Failed: CSRF token incorrect.');
  }
}
