import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

export const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.resolve(import.meta.dirname, '../../docs/deploy/nginx.conf');

/**
 * nginx as a child process with the shipped server block (docs/deploy/nginx.conf), its upstream
 * pointed at the given app ports (nginx takes turns between them), every path under one temporary
 * directory. Only the ports differ from what an operator installs.
 */
export async function startNginx(appPorts: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-nginx-'));
  const port = await freePort();
  const shipped = fs.readFileSync(SHIPPED, 'utf8');
  const site = shipped
    .replace('server 127.0.0.1:3000;', appPorts.map((p) => `server 127.0.0.1:${p};`).join('\n    '))
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

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
