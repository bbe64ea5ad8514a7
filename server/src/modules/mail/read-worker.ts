import { readlinkSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { UnreadableMail } from './parsed';
import { readPayments, type ReadingOptions } from './reading';

/**
 * The mail reader's worker (mail-reader.ts): reads one mail at a time and answers its reading as JSON
 * text, whose length the main thread checks before it parses it. First it says which thread it is
 * (Linux: /proc/thread-self), so that the main thread can read this thread's CPU time.
 */
export interface ReadJob {
  raw: Uint8Array;
  opts: ReadingOptions;
}
export type ReadAnswer = { reading: string } | { unreadable: string } | { failed: string };

const port = parentPort!;
port.postMessage({ thread: threadPath() });
port.on('message', (job: ReadJob) => {
  readPayments(Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength), job.opts).then(
    (reading) => port.postMessage({ reading: JSON.stringify(reading) } satisfies ReadAnswer),
    (error: unknown) =>
      port.postMessage(
        (error instanceof UnreadableMail
          ? { unreadable: error.message }
          : { failed: error instanceof Error ? error.message : String(error) }) satisfies ReadAnswer,
      ),
  );
});

function threadPath(): string | null {
  try {
    return `/proc/${readlinkSync('/proc/thread-self')}/stat`;
  } catch {
    return null; // not Linux: the main thread falls back to the clock
  }
}
