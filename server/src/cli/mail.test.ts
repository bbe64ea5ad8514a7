import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostileMail } from '../../test/mail';

/** `npm run mail -- parse FILE [--json]`, as an operator runs it: prints, touches no database. */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(SERVER_DIR, 'src/modules/mail/fixtures');

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/mail.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe('the mail command', () => {
  it('prints the seven fields of a parse, an array for a digest, and opens no database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-mail-'));
    const env = { DATA_DIR: dataDir, MAIL_TRUSTED_AUTHSERV_ID: 'MX.bunkhouse.test' };
    const one = await run(['parse', path.join(FIXTURES, 'venmo/received-multipart.eml'), '--json'], env);
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({
      kind: 'candidate',
      payer: 'John Doe',
      amount: '25.00',
      method: 'Venmo',
      reference: '4001234567890123456',
      date: '2025-03-05',
      why: 'Venmo: money received',
    });
    const digest = await run(
      ['parse', path.join(FIXTURES, 'bofa-zelle/digest-daily-summary.eml'), '--json'],
      env,
    );
    expect(JSON.parse(digest.stdout)).toHaveLength(3);
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const unreadable = await run(['parse', path.join(FIXTURES, 'index.ts')], env);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/index\.ts: This is not an e-mail message/);
  }, 60_000);

  it('reads hostile mail bodies and exits as usual (issue 28, D1)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-hostile-'));
    try {
      const files = {
        'table.eml': hostileMail.spannedTable(20_000),
        'nested.eml': hostileMail.nestedElements(100_000),
        'words.eml': hostileMail.encodedWords(20_000),
      };
      for (const [name, raw] of Object.entries(files)) {
        fs.writeFileSync(path.join(dir, name), raw);
        const parsed = await run(['parse', path.join(dir, name), '--json'], { DATA_DIR: dir });
        // No process death: an answer, printed, and the usual exit code.
        expect({ name, code: parsed.code, stderr: parsed.stderr }).toEqual({ name, code: 0, stderr: '' });
        expect(JSON.parse(parsed.stdout)).toMatchObject({ kind: 'unverified', amount: '1.00' });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
