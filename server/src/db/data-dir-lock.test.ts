import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-lock-'));
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Another process that takes the lock, says so, and holds it until killed. */
async function holderOf(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/db/data-dir-lock.ts').then((m) => m.lockDataDir(${JSON.stringify(dir)}))
         .then(() => { console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', () => reject(new Error('the holder exited')));
  });
  return child;
}

describe('the data directory lock', () => {
  it('is held by a live process, refused to a second, and free the moment the holder is killed -9', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const holder = await holderOf(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by another Bunkhouse process (pid ${holder.pid})`);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const { release } = await lockDataDir(dir); // nothing stale to clean up: the kernel freed it
    release();
  }, 60_000);

  it('does not trust a pid: a lock note naming a live process that holds nothing does not block', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'bunkhouse.lock'), String(process.ppid || 1)); // live, reused pid
    const { release } = await lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'bunkhouse.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'bunkhouse.lock'))).toBe(false);
  });

  it('lets exactly one of two starts at once have it, the same directory by another path too', async () => {
    const dir = tempDir();
    fs.symlinkSync(dir, `${dir}-link`);
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(`${dir}-link`)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: expect.any(DataDirLockedError),
    });
    for (const r of results) if (r.status === 'fulfilled') r.value.release();
  });
});
