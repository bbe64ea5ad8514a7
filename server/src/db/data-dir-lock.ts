import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Answers one request line from another local process (a backup: `setup/backup.ts`). */
export type LockRequestHandler = (request: string) => Promise<string>;

/** A held lock: `release` frees it; `answer` lets the holder answer requests sent to it. */
export interface DataDirLock {
  release(): void;
  answer(handler: LockRequestHandler): void;
}

const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * The lock of an embedded data directory, so two processes never open one database (issue 16, fix
 * 6): a listening Unix socket in Linux's abstract namespace, named after the directory's real path.
 * Only one process can hold the name, and the kernel frees it the moment that process ends, however
 * it ends — no stale lock after a crash, no trust in a pid that may have been reused. Elsewhere, a
 * socket file in the directory stands in (one nobody answers on is stale and taken over).
 * `bunkhouse.lock` beside it only tells a person which pid holds it. The same socket carries requests
 * to the holder (one line each way): how a backup reaches a running server.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const real = fs.realpathSync(dataDir);
  const note = path.join(real, 'bunkhouse.lock');
  let handler: LockRequestHandler | undefined;
  const server = await holdAddress(addressOf(real), dataDir, note, (socket) => {
    if (handler) serveRequest(socket, handler);
    else socket.destroy();
  });
  server.unref(); // the lock never keeps the process alive
  fs.writeFileSync(note, `${process.pid}\n`);
  return {
    release() {
      server.close();
      fs.rmSync(note, { force: true });
    },
    answer(next) {
      handler = next;
    },
  };
}

/**
 * Sends one request line to the process holding the directory's lock and returns its answer line;
 * null when nobody holds it.
 */
export function askLockHolder(dataDir: string, request: string): Promise<string | null> {
  const address = addressOf(fs.realpathSync(dataDir));
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(address, () => socket.write(`${request}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('end', () => resolve(answer.trim()));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error),
    );
  });
}

function addressOf(realDir: string) {
  return process.platform === 'linux'
    ? `\0bunkhouse-data-${createHash('sha256').update(realDir).digest('hex').slice(0, 40)}`
    : path.join(realDir, 'bunkhouse.sock');
}

/** Reads one line (bounded), answers it with the handler's line, and ends the connection. */
function serveRequest(socket: net.Socket, handler: LockRequestHandler) {
  let request = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    request += chunk;
    if (request.length > MAX_REQUEST_BYTES) socket.destroy();
    else if (request.includes('\n')) {
      socket.pause();
      handler(request.slice(0, request.indexOf('\n'))).then(
        (answer) => socket.end(`${answer}\n`),
        () => socket.end('{"ok":false,"error":"the request failed"}\n'),
      );
    }
  });
}

async function holdAddress(
  address: string,
  dataDir: string,
  note: string,
  onConnection: (socket: net.Socket) => void,
): Promise<net.Server> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await listen(address, onConnection);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      if (attempt === 0 && !address.startsWith('\0') && !(await answers(address))) {
        fs.rmSync(address, { force: true }); // a socket file left by a process that is gone
        continue;
      }
      const holder = fs.existsSync(note) ? ` (pid ${fs.readFileSync(note, 'utf8').trim()})` : '';
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Bunkhouse process${holder}. ` +
          'Stop that process, or set DATA_DIR to another directory.',
      );
    }
  }
}

function listen(address: string, onConnection: (socket: net.Socket) => void) {
  return new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer(onConnection);
    server.once('error', reject);
    server.listen(address, () => resolve(server));
  });
}

function answers(address: string) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(address, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
