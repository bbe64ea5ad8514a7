import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from './database';
import { runProcess } from './processes';

/**
 * The embedded engine's DATA_DIR is for the account that runs Bunkhouse alone (review D4): the
 * directory 0700 and nothing under it readable or writable by group or others, as the server leaves
 * it, as `npm run restore` makes it, and after a start on a directory another umask left open.
 */
const RUNNING = /Bunkhouse is running at http:\/\/[\d.]+:\d+/;
const FIXED = /^bunkhouse: DATA_DIR was open to other accounts: (\d+) paths? made owner-only/m;
const children: ChildProcess[] = [];
const made: string[] = [];
afterEach(async () => {
  const stopping = children.splice(0).map((child) => {
    const exited = child.exitCode === null && child.signalCode === null ? once(child, 'exit') : null;
    child.kill('SIGKILL');
    return exited;
  });
  await Promise.all(stopping);
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bunkhouse-${name}-`));
  made.push(dir);
  return dir;
};

/** Every path under `dir` (itself included) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, p) || '.'}`);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
  };
  visit(dir);
  return open;
}

const countFiles = (dir: string) =>
  fs.readdirSync(dir, { recursive: true }).filter((p) => fs.lstatSync(path.join(dir, String(p))).isFile())
    .length;

/** Starts the server on `dataDir` until it listens, then stops it; what it wrote to stderr. */
async function startAndStop(dataDir: string) {
  const server = runProcess('src/main.ts', [], { DATA_DIR: dataDir, SEED_DEMO: 'false' }, children);
  await server.output(RUNNING);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.err();
}

async function command(script: string, args: string[], env: Record<string, string>) {
  const run = runProcess(script, args, env, children);
  const code = await run.exited;
  expect(code, run.err()).toBe(0);
  return run;
}

describe.runIf(engine === 'pglite')('the embedded data directory (file modes)', () => {
  it('is owner-only when the server made it, after a restore, and after a start on an open one', async () => {
    const dataDir = path.join(tempDir('modes'), 'data'); // made by the server
    const started = await startAndStop(dataDir);
    expect(started).not.toMatch(FIXED);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(countFiles(dataDir)).toBeGreaterThan(900);
    expect(openToOthers(dataDir)).toEqual([]);

    const backup = path.join(tempDir('modes-backup'), 'copy');
    await command('src/cli/backup.ts', [backup], { DATA_DIR: dataDir });
    const restored = path.join(tempDir('modes-restore'), 'data');
    await command('src/cli/restore.ts', [backup], { DATA_DIR: restored });
    expect(fs.statSync(restored).mode & 0o777).toBe(0o700);
    expect(countFiles(restored)).toBeGreaterThan(900);
    expect(openToOthers(restored)).toEqual([]);
    expect(openToOthers(backup)).toEqual([]);

    // A directory another umask left open (or one from before this fix) is closed at the next start.
    const opened: string[] = [];
    const open = (p: string) => {
      const stat = fs.lstatSync(p);
      fs.chmodSync(p, stat.isDirectory() ? 0o777 : 0o666);
      opened.push(p);
      if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) open(path.join(p, entry));
    };
    open(restored);
    const log = await startAndStop(restored);
    const lines = log.split('\n').filter((line) => FIXED.test(line));
    expect(lines, log).toHaveLength(1);
    expect(Number(FIXED.exec(lines[0]!)![1])).toBeGreaterThanOrEqual(opened.length);
    expect(lines[0]).not.toContain(restored); // a count, not the paths
    expect(openToOthers(restored)).toEqual([]);
  }, 240_000);
});
