import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * The lock of an embedded data directory, so two processes never open one database (issue 16, fix
 * 6): a listening Unix socket in Linux's abstract namespace, named after the directory's real path.
 * Only one process can hold the name, and the kernel frees it the moment that process ends, however
 * it ends — no stale lock after a crash, no trust in a pid that may have been reused. Elsewhere, a
 * socket file in the directory stands in (one nobody answers on is stale and taken over).
 * `bunkhouse.lock` beside it only tells a person which pid holds it. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const real = fs.realpathSync(dataDir);
  const note = path.join(real, 'bunkhouse.lock');
  const address =
    process.platform === 'linux'
      ? `\0bunkhouse-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`
      : path.join(real, 'bunkhouse.sock');
  const server = await holdAddress(address, dataDir, note);
  server.unref(); // the lock never keeps the process alive
  fs.writeFileSync(note, `${process.pid}\n`);
  return () => {
    server.close();
    fs.rmSync(note, { force: true });
  };
}

async function holdAddress(address: string, dataDir: string, note: string): Promise<net.Server> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await listen(address);
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

function listen(address: string) {
  return new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
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
