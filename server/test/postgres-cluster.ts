import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own (initdb, pg_ctl), for the faults that stop it: never the
 * shared server of TEST_DATABASE_URL. Root cannot run PostgreSQL, so as root the commands run as
 * the `postgres` user of Debian's packages. `binDir` is null where no server binaries are installed.
 */
export const POSTGRES_BIN_DIR = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : null;
})();

const asRoot = process.getuid?.() === 0;

/** Runs a server binary; its output is not read (the server `pg_ctl start` leaves behind would hold a pipe open). */
function pgCommand(command: string, args: string[]) {
  const binary = path.join(POSTGRES_BIN_DIR!, command);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  execFileSync(file, argv, { stdio: 'ignore', cwd: os.tmpdir() });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** The crash PostgreSQL recovers from: every process quits at once, no checkpoint. */
    crash: () => pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    remove() {
      try {
        pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // stopped already
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
