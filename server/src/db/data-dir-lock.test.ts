import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-lock-'));

describe('the data directory lock', () => {
  it('creates the directory, refuses a second holder while a live process holds it, and frees it on release', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    // A live process other than this one holds the lock.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'bunkhouse.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Bunkhouse process/);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = lockDataDir(dir); // the holder is gone: its lock is stale and taken over
    expect(fs.readFileSync(path.join(dir, 'bunkhouse.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'bunkhouse.lock'))).toBe(false);
  });
});
