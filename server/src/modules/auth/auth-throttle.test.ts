import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, startTestApp, testConfig, useTestApp, type TestContext } from '../../../test/app';

/** Sign-in throttling by address and by username per address (issue 16, decision 022). */

// The app behind a proxy at 127.0.0.1 (app.inject's own address), as docs/deploy sets it up.
const ctx = useTestApp({ config: { trustProxy: ['127.0.0.1'] } });

const CSRF = 'a-csrf-token-of-the-double-submit';

/** One sign-in attempt from `client` (X-Forwarded-For) through the proxy at `via`. */
function signIn(
  app: FastifyInstance,
  body: { username: string; password: string },
  { client, via = '127.0.0.1' }: { client?: string; via?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: body,
    remoteAddress: via,
    cookies: { csrftoken: CSRF },
    headers: { 'x-csrftoken': CSRF, ...(client ? { 'x-forwarded-for': client } : {}) },
  });
}

describe('sign-in throttling with TRUST_PROXY', () => {
  it('counts failures per client address, so one address does not lock out another', async () => {
    const staff = await createStaff(ctx.database);
    const { maxFailuresPerIp } = ctx.config.login;
    for (let i = 0; i < maxFailuresPerIp; i++) {
      const res = await signIn(
        ctx.app,
        { username: `guess-a-${i}`, password: 'wrong' },
        { client: '198.51.100.1' },
      );
      expect(res.statusCode).toBe(400);
    }
    const locked = await signIn(
      ctx.app,
      { username: staff.username, password: staff.password },
      { client: '198.51.100.1' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'throttled' });
    const other = await signIn(
      ctx.app,
      { username: staff.username, password: staff.password },
      { client: '198.51.100.2' },
    );
    expect(other.statusCode, other.body).toBe(200);
  });

  it("lets a username's owner in from a clean address while the guessing address stays refused", async () => {
    const staff = await createStaff(ctx.database);
    const { maxFailuresPerUsername } = ctx.config.login;
    const attacker = '198.51.100.10';
    for (let i = 0; i < maxFailuresPerUsername; i++) {
      const res = await signIn(
        ctx.app,
        { username: staff.username, password: `wrong-${i}` },
        { client: attacker },
      );
      expect(res.statusCode).toBe(400);
    }
    const right = { username: staff.username.toUpperCase(), password: staff.password };
    const owner = await signIn(ctx.app, right, { client: '198.51.100.11' });
    expect(owner.statusCode, owner.body).toBe(200);
    for (const password of ['wrong-again', staff.password]) {
      const res = await signIn(ctx.app, { username: staff.username, password }, { client: attacker });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        detail: `Too many failed sign-in attempts. Please wait ${ctx.config.login.windowMinutes} minutes and try again.`,
        code: 'throttled',
      });
    }
    // While the username is under attack, another address gets one wrong guess and then waits too.
    const third = '198.51.100.12';
    expect(
      (await signIn(ctx.app, { username: staff.username, password: 'wrong' }, { client: third })).statusCode,
    ).toBe(400);
    expect((await signIn(ctx.app, right, { client: third })).statusCode).toBe(429);
    // The owner's address stays clean.
    expect((await signIn(ctx.app, right, { client: '198.51.100.11' })).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    const staff = await createStaff(ctx.database);
    const direct = '203.0.113.30'; // not the proxy: its header is its own word
    for (let i = 0; i < ctx.config.login.maxFailuresPerIp; i++) {
      const forged = `192.0.2.${i + 1}`;
      const res = await signIn(
        ctx.app,
        { username: `guess-c-${i}`, password: 'wrong' },
        { client: forged, via: direct },
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await signIn(
      ctx.app,
      { username: staff.username, password: staff.password },
      { client: '192.0.2.99', via: direct },
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('sign-in throttling without TRUST_PROXY', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await startTestApp(ctx.database, testConfig());
  });
  afterAll(() => plain?.app.close());

  it('ignores X-Forwarded-For: the socket address counts', async () => {
    expect(plain.config.trustProxy).toBe(false);
    const staff = await createStaff(ctx.database);
    const socket = '203.0.113.40';
    for (let i = 0; i < plain.config.login.maxFailuresPerIp; i++) {
      const res = await signIn(
        plain.app,
        { username: `guess-d-${i}`, password: 'wrong' },
        { client: `192.0.2.${i + 1}`, via: socket },
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await signIn(
      plain.app,
      { username: staff.username, password: staff.password },
      { client: '192.0.2.200', via: socket },
    );
    expect(res.statusCode).toBe(429);
    const elsewhere = await signIn(
      plain.app,
      { username: staff.username, password: staff.password },
      { via: '203.0.113.41' },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
