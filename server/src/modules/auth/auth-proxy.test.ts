import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { buildTestApp, createStaff, type TestContext } from '../../../test/app';

/**
 * The shipped docs/deploy/nginx.conf, with only its ports changed, in front of the real app with
 * TRUST_PROXY=127.0.0.1 (issue 16): the app must see each client's own address. The clients connect
 * from 127.0.0.2 and 127.0.0.3 so that they differ from the proxy's 127.0.0.1.
 */

const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.resolve(import.meta.dirname, '../../../../docs/deploy/nginx.conf');

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
    proxy = await startNginx((ctx.app.server.address() as net.AddressInfo).port);
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

/** nginx as a child process with the shipped server block, every path under one temporary directory. */
async function startNginx(appPort: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-nginx-'));
  const port = await freePort();
  const shipped = fs.readFileSync(SHIPPED, 'utf8');
  const site = shipped
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
    .replace('listen 80;', `listen ${port};`);
  expect(site).not.toBe(shipped);
  fs.writeFileSync(path.join(dir, 'bunkhouse.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []), // workers as nobody could not reach the temp paths
      'worker_processes 1;',
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, 'bunkhouse.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  let stderr = '';
  const child: ChildProcess = spawn(
    NGINX,
    [
      '-e',
      'stderr',
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);
  const stop = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await isOpen(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, stop };
}

function isOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
