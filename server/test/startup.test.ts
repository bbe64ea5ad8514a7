import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runProcess } from './processes';

/** Real processes of the server and the user command, as an operator runs them. */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

const run = (script: string, args: string[], env: Record<string, string>) =>
  runProcess(script, args, env, children);

/**
 * Each test starts real processes that compile the server with tsx and open an embedded database:
 * seconds on a quiet machine, much more on two cores busy with other tests. A limit, not a speed test.
 */
const PROCESS_TIMEOUT_MS = 120_000;

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-start-'));

describe('starting the server', () => {
  it(
    'prints the URL and generated admin credentials, and a second start on the same data directory refuses',
    async () => {
      const dataDir = tempDataDir();
      const first = run('src/main.ts', [], { DATA_DIR: dataDir, SEED_DEMO: 'false' });
      await first.output(/Bunkhouse is running at http:\/\/127\.0\.0\.1:\d+/);
      expect(first.out()).toMatch(/Sign in as 'admin' with password '[\w-]{16}'/);

      const second = run('src/main.ts', [], { DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.err().trim()).toMatch(
        /^bunkhouse: The data directory .* is in use by another Bunkhouse process/,
      );
      expect(first.child.exitCode).toBeNull(); // the first one is unharmed

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'bunkhouse.lock'))).toBe(false);
    },
    PROCESS_TIMEOUT_MS,
  );

  it('stops at once with one line naming a bad variable', async () => {
    const bad = run('src/main.ts', [], { DATA_DIR: tempDataDir(), PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    const lines = bad.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });
});

describe('the user command', () => {
  it(
    'creates a superuser and changes a password under the password policy, with a usage line on bad arguments',
    async () => {
      const env = { DATA_DIR: tempDataDir() };
      const create = run(
        'src/cli/user.ts',
        ['create', '--username', 'ops', '--password', 'ops password', '--superuser', '--group', 'Managers'],
        env,
      );
      expect(await create.exited).toBe(0);
      expect(create.out()).toContain("Created user 'ops'");
      const passwd = run(
        'src/cli/user.ts',
        ['passwd', '--username', 'ops', '--password', 'another password'],
        env,
      );
      expect(await passwd.exited).toBe(0);
      const duplicate = run(
        'src/cli/user.ts',
        ['create', '--username', 'OPS', '--password', 'whatever12345'],
        env,
      );
      expect(await duplicate.exited).toBe(1);
      expect(duplicate.err()).toContain('already exists');
      // The one password policy of Settings and Staff: 12 characters, not the username, not common.
      const short = run('src/cli/user.ts', ['passwd', '--username', 'ops', '--password', 'eleven char'], env);
      expect(await short.exited).toBe(1);
      expect(short.err()).toContain('at least 12 characters');
      const usage = run('src/cli/user.ts', ['frobnicate'], env);
      expect(await usage.exited).toBe(1);
      expect(usage.err()).toContain('Usage:');
    },
    PROCESS_TIMEOUT_MS,
  );
});
