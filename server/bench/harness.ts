import { Worker } from 'node:worker_threads';

/** The load loop and sign-in shared by the benchmarks. */

/** What load-worker.mjs is given and answers. */
export interface LoadJob {
  port: number;
  path: string;
  cookie: string;
  requests: number;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  latencies: number[];
  errors: number;
  statuses: Record<number, number>;
  elapsedMs: number;
}

/** Runs one load in a worker thread, so that the client does not share the server's event loop. */
export function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Signs in like the browser: csrftoken cookie first, then the login with the header. */
export async function signIn(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookiesOf(await fetch(`${base}/api/csrf/`));
  const token = csrf.find((c) => c.startsWith('csrftoken='))!.slice('csrftoken='.length);
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.join('; '), 'x-csrftoken': token },
    body: JSON.stringify({ username: 'bench', password: 'bench password' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookiesOf(res).join('; ');
}
