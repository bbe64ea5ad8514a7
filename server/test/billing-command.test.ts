import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm run billing -- --date YYYY-MM-DD`, as an operator runs it. */
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/billing.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('the billing command', () => {
  it('bills a given day and says what it did; refuses a date that is not one', async () => {
    const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-billing-')) };
    const done = await run(['--date', '2026-03-10'], env);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(
      /^Billing for 2026-03-10 \(rent due through 2026-03-15\): 0 rent confirmations charged on 0 orders/,
    );
    const bad = await run(['--date', '2026-02-30'], env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--date must be a real day as YYYY-MM-DD.');
  }, 60_000);
});
