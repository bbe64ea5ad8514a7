import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Real processes of the server and its commands, as an operator runs them (tsx compiles them). */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export interface RunningProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves when stdout has matched `text`; rejects if the process exits first. */
  output(text: RegExp): Promise<void>;
  out(): string;
  err(): string;
}

export function runProcess(
  script: string,
  args: string[],
  env: Record<string, string>,
  children: ChildProcess[],
): RunningProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', PORT: '0', ...env },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const output = (text: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (text.test(stdout) ? resolve() : undefined);
      child.stdout!.on('data', check);
      void exited.then(() => reject(new Error(`exited before ${text}: ${stdout} ${stderr}`)));
      check();
    });
  return { child, exited, output, out: () => stdout, err: () => stderr };
}

/**
 * A browser-like session against a real server over HTTP: keeps the cookies and sends the CSRF
 * header as the web app does. A request to a server that is gone rejects (fetch's TypeError).
 */
export class HttpSession {
  private cookies: Record<string, string> = {};
  constructor(public base: string) {}

  /** The session's cookies and CSRF header, for a request sent some other way (a streamed body). */
  sessionHeaders(): Record<string, string> {
    return {
      cookie: Object.entries(this.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      ...(this.cookies.csrftoken ? { 'x-csrftoken': this.cookies.csrftoken } : {}),
    };
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...this.sessionHeaders(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
    const text = await res.text();
    return { status: res.status, body: text, json: () => JSON.parse(text) as unknown };
  }

  async login(username: string, password: string) {
    await this.request('GET', '/api/csrf/');
    const res = await this.request('POST', '/api/login/', { username, password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
    return this;
  }
}
