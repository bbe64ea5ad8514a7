import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { UnreadableMail } from './parsed';
import type { ReadAnswer, ReadJob } from './read-worker';
import type { MailReading, ReadingOptions } from './reading';
import { refuseOversized } from './scan';

/**
 * Reading a mail off the main thread, within hard limits (issue 28, D1): a mail is text its sender
 * wrote, and reading it (MIME, HTML to text, the rules) must never stall or end the server. One
 * worker reads one mail at a time; a reading over a limit ends the worker (the next mail gets a new
 * one) and the mail is refused as too complex to read, so every door logs it and moves on.
 */
export interface ReadLimits {
  /** CPU time one reading may take: the worker thread's own (Linux), else the clock's. */
  cpuMs: number;
  /** The worker's JavaScript heap. */
  heapMb: number;
  /** The reading's length as JSON text. */
  resultChars: number;
  /** However busy the machine: a reading ends after this long. */
  wallMs: number;
}

/** A real notification reads in a few milliseconds and a few MB; these are hundreds of times that. */
export const READ_LIMITS: ReadLimits = {
  cpuMs: 5_000,
  heapMb: 256,
  resultChars: 2 * 1024 * 1024,
  wallMs: 30_000,
};

const CHECK_EVERY_MS = 50;
/** An idle worker ends after this long (the next mail starts one: a few hundred milliseconds). */
const IDLE_MS = 60_000;
/** Linux's USER_HZ: /proc reports CPU time in ticks of 10 ms. */
const TICKS_PER_SECOND = 100;

interface Running {
  worker: Worker;
  /** /proc/<pid>/task/<tid>/stat of the worker's thread, or null (not Linux). */
  stat: string | null;
}

export class MailReader {
  #running: Promise<Running> | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #idle: NodeJS.Timeout | null = null;

  constructor(readonly limits: ReadLimits = READ_LIMITS) {}

  /**
   * The mail's reading; throws UnreadableMail, with one line saying why, for what is not a mail within
   * the scan's limits and for a mail too complex to read. Mails are read one after another.
   */
  read(raw: Buffer, opts: ReadingOptions): Promise<MailReading> {
    refuseOversized(raw); // not copied to the worker only to be refused there
    const reading = this.#queue.then(() => this.#readNow(raw, opts));
    this.#queue = reading.catch(() => undefined);
    return reading;
  }

  /** Ends the worker; a later read starts another. */
  async close() {
    const running = this.#running;
    this.#running = null;
    if (running) await (await running.catch(() => null))?.worker.terminate();
  }

  /** A new worker; when it ends, whenever that is, the next read starts another. */
  #start(): Promise<Running> {
    const started = startWorker(this.limits);
    void started.then(
      ({ worker }) =>
        worker.once('exit', () => {
          if (this.#running === started) this.#running = null;
        }),
      () => undefined,
    );
    return started;
  }

  async #readNow(raw: Buffer, opts: ReadingOptions): Promise<MailReading> {
    if (this.#idle) clearTimeout(this.#idle);
    const running = await (this.#running ??= this.#start()).catch((error: unknown) => {
      this.#running = null;
      throw error;
    });
    try {
      return await readIn(running, raw, opts, this.limits);
    } catch (error) {
      if (!(error instanceof TooComplex)) throw error;
      this.#running = null;
      void running.worker.terminate();
      throw new UnreadableMail(`The message (${sizeOf(raw)}) is too complex to read: ${error.message}.`);
    } finally {
      if (this.#running) this.#idle = setTimeout(() => void this.close(), IDLE_MS).unref();
    }
  }
}

/** A reading over a limit: its worker must end. */
class TooComplex extends Error {}

/**
 * One mail read by the running worker, watched every CHECK_EVERY_MS. A reading that fails in any
 * other way than an unreadable mail is unreadable too: the mail caused it, and the mailbox must move
 * past it rather than try it again forever.
 */
function readIn(
  { worker, stat }: Running,
  raw: Buffer,
  opts: ReadingOptions,
  limits: ReadLimits,
): Promise<MailReading> {
  const cpuAtStart = threadCpuMs(stat);
  const startedAt = performance.now();
  return new Promise<MailReading>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearInterval(check);
      worker.off('message', onAnswer).off('error', onError).off('exit', onExit);
      outcome();
    };
    const tooComplex = (reason: string) => settle(() => reject(new TooComplex(reason)));
    const check = setInterval(() => {
      const wall = performance.now() - startedAt;
      const now = threadCpuMs(stat);
      const cpu = cpuAtStart === null || now === null ? wall : now - cpuAtStart;
      if (cpu > limits.cpuMs) tooComplex(`it needed more than ${limits.cpuMs / 1000} s of CPU time`);
      else if (wall > limits.wallMs) tooComplex(`it was not read within ${limits.wallMs / 1000} s`);
    }, CHECK_EVERY_MS);
    const onAnswer = (answer: ReadAnswer) => {
      if ('reading' in answer && answer.reading.length > limits.resultChars)
        return tooComplex(
          `what it reports is longer than ${limits.resultChars.toLocaleString('en-US')} characters`,
        );
      settle(() => {
        if ('reading' in answer) resolve(JSON.parse(answer.reading) as MailReading);
        else if ('unreadable' in answer) reject(new UnreadableMail(answer.unreadable));
        else reject(new UnreadableMail(`The message could not be read: ${answer.failed.split('\n')[0]}`));
      });
    };
    const onError = (error: Error & { code?: string }) =>
      tooComplex(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `it needed more than ${limits.heapMb} MB of memory`
          : `the reader stopped (${error.message.split('\n')[0]})`,
      );
    const onExit = () => tooComplex('the reader stopped');
    worker.on('message', onAnswer).on('error', onError).on('exit', onExit);
    const bytes = new Uint8Array(raw); // a copy of its own, handed over: never a larger buffer it is cut from
    worker.postMessage({ raw: bytes, opts } satisfies ReadJob, [bytes.buffer]);
  });
}

/** The worker, started and ready: it has said which thread it runs on. Never keeps the process alive. */
function startWorker(limits: ReadLimits): Promise<Running> {
  const worker = createWorker({
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  worker.unref();
  // A failure between readings is seen as its end ('exit'); during one, the reading's own listener.
  worker.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    worker.once('message', ({ thread }: { thread: string | null }) => {
      worker.off('error', reject);
      resolve({ worker, stat: thread });
    });
    worker.once('error', reject);
  });
}

const here = import.meta.url;
const entry = new URL(`./read-worker${path.extname(fileURLToPath(here))}`, here);

/**
 * The worker on the entry beside this file: compiled JavaScript as it is; TypeScript sources (the
 * tests, `npm run mail`) through tsx, registered in the worker before its entry loads (a worker
 * does not inherit the parent's loader).
 */
function createWorker(options: ConstructorParameters<typeof Worker>[1]) {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

/** The thread's CPU time (user + system) in ms, from its /proc stat line; null when it cannot be read. */
function threadCpuMs(stat: string | null): number | null {
  if (!stat) return null;
  try {
    const line = readFileSync(stat, 'latin1');
    // After "pid (name) ": state, ppid, …; utime and stime are the 12th and 13th fields from there.
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function sizeOf(raw: Buffer): string {
  if (raw.length < 1024) return `${raw.length} bytes`;
  if (raw.length < 1024 * 1024) return `${(raw.length / 1024).toFixed(1)} KB`;
  return `${(raw.length / 1024 / 1024).toFixed(1)} MB`;
}

/** The reader every door shares (the mailbox, uploads, `npm run mail`, the pasted-mail test). */
export const mailReader = new MailReader();
