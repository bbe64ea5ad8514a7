// The load loop of places.bench.ts, in plain JavaScript: Node 20 worker threads do not get tsx's loader.
// `connections` keep-alive connections share a fixed request budget (and a time bound); each waits
// for its answer before sending the next, so latency is what one client sees under that concurrency.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @param {{port: number, path: string, cookie: string, requests: number, connections: number, seconds: number}} job */
async function runLoad(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<number, number>} */
  const statuses = {};
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + job.seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.get(
        { host: '127.0.0.1', port: job.port, path: job.path, agent, headers: { cookie: job.cookie } },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            const status = res.statusCode ?? 0;
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve(undefined);
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve(undefined);
      });
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (started < job.requests && performance.now() < deadline) {
        started++;
        await once();
      }
    }),
  );
  agent.destroy();
  return { latencies, errors, statuses, elapsedMs: performance.now() - t0 };
}

parentPort?.postMessage(await runLoad(workerData));
