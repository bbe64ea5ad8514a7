import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { buildTestApp, createStaff, type TestContext } from '../../../test/app';
import { NGINX, startNginx } from '../../../test/nginx';

/**
 * The shipped docs/deploy/nginx.conf, with only its ports changed, in front of the real app with
 * TRUST_PROXY=127.0.0.1 (issue 16): the app must see each client's own address. The clients connect
 * from 127.0.0.2 and 127.0.0.3 so that they differ from the proxy's 127.0.0.1.
 */

interface Answer {
  status: number;
  body: string;
  cookies: Record<string, string>;
}

describe.skipIf(!fs.existsSync(NGINX))('sign-in behind the shipped nginx configuration', () => {
  let ctx: TestContext;
  let proxy: { port: number; stop(): Promise<void> };

  beforeAll(async () => {
    ctx = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startNginx([(ctx.app.server.address() as net.AddressInfo).port]);
  }, 30_000);
  afterAll(async () => {
    await proxy?.stop();
    await ctx?.app.close();
  });

  /** One request through nginx from the client address `from`. */
  function send(
    from: string,
    method: string,
    url: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port: proxy.port,
          localAddress: from,
          method,
          path: url,
          agent: false,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            const cookies: Record<string, string> = {};
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              const eq = pair.indexOf('=');
              cookies[pair.slice(0, eq)] = pair.slice(eq + 1);
            }
            resolve({ status: res.statusCode!, body: text, cookies });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A sign-in attempt through nginx from `from`, which may also send an X-Forwarded-For of its own. */
  async function signIn(from: string, body: { username: string; password: string }, forged?: string) {
    const { csrftoken } = (await send(from, 'GET', '/api/csrf/')).cookies;
    return send(from, 'POST', '/api/login/', {
      body,
      headers: {
        cookie: `csrftoken=${csrftoken}`,
        'x-csrftoken': csrftoken!,
        ...(forged ? { 'x-forwarded-for': forged } : {}),
      },
    });
  }

  const failureCount = async (key: string) => {
    const [row] = await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM login_failures WHERE key = ${key}`,
    );
    return row!.n;
  };

  it('counts failures against each client, not the proxy, and ignores a forged X-Forwarded-For', async () => {
    const staff = await createStaff(ctx.database);
    const { maxFailuresPerIp } = ctx.config.login;
    for (let i = 0; i < maxFailuresPerIp; i++) {
      const res = await signIn(
        '127.0.0.2',
        { username: `guess-${i}`, password: 'wrong' },
        `192.0.2.${i + 1}`,
      );
      expect(res.status, res.body).toBe(400);
    }
    expect(await failureCount('ip:127.0.0.2')).toBe(maxFailuresPerIp);
    expect(await failureCount('ip:127.0.0.1')).toBe(0);
    expect(await failureCount('ip:192.0.2.1')).toBe(0);

    const refused = await signIn(
      '127.0.0.2',
      { username: staff.username, password: staff.password },
      '192.0.2.99',
    );
    expect(refused.status).toBe(429);
    const other = await signIn('127.0.0.3', { username: staff.username, password: staff.password });
    expect(other.status, other.body).toBe(200);
    expect(other.cookies.sessionid).toBeTruthy();
  });
});
