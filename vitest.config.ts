import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const ENGINE_INDEPENDENT = [
  'src/config.test.ts',
  'src/db/data-dir-lock.test.ts',
  'test/startup.test.ts',
  'test/billing-command.test.ts',
  'test/lint-boundaries.test.ts',
  'test/docs-names.test.ts',
  'test/mta.test.ts',
  'src/modules/messages/statement-pdf.test.ts',
];

/**
 * With PostgreSQL there (TEST_DATABASE_URL), the server suite runs in full on it, and on the embedded
 * engine only what shows the two engines agree or is the embedded engine's own (issue 29): the
 * recorded API shapes, migrations and derived triggers, the values each driver returns, backups, kill -9,
 * the data directory, LISTEN, the poller's lock (a queue on the embedded engine), and the tests that
 * need no engine. Without PostgreSQL, everything runs on the embedded engine.
 */
const PGLITE_PARITY = [
  'test/api-shapes-reads.test.ts',
  'test/api-shapes-writes.test.ts',
  'src/setup/prepare.test.ts',
  'src/db/derived.test.ts',
  'src/db/booked-on-migration.test.ts',
  'test/backup.test.ts',
  'test/faults.test.ts',
  'test/data-dir-modes.test.ts',
  'src/modules/auth/session-cache.test.ts',
  'src/jobs/mail-poller.test.ts',
];

/** Server tests run on the embedded engine always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
const serverProject = (engine: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server-${engine}`,
    root: './server',
    include:
      engine === 'pglite' && process.env.TEST_DATABASE_URL
        ? [...PGLITE_PARITY, ...ENGINE_INDEPENDENT]
        : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests that never touch the engine under test run once, with the embedded one.
    exclude: engine === 'postgres' ? ENGINE_INDEPENDENT : [],
    environment: 'node',
    env: { TEST_ENGINE: engine },
    setupFiles: ['./test/setup.ts'],
    // One database per worker, emptied per file: files share the worker's module state.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const WEB_SRC = path.join(import.meta.dirname, 'web/src');

/** Web test files that replace a module with vi.mock (react-chartjs-2, say: jsdom has no canvas). */
const MOCKS_MODULES = fs
  .readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => fs.readFileSync(path.join(WEB_SRC, file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

const webProject = (test: {
  name: string;
  isolate: boolean;
  include?: string[];
  exclude?: string[];
}): TestProjectConfiguration => ({
  extends: './web/vite.config.ts',
  test: {
    root: './web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    ...test,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      webProject({
        name: 'web',
        exclude: MOCKS_MODULES,
        // Files in a worker share one module graph and one jsdom: React, Bootstrap and the app load once
        // per worker, not once per file (the web tests' CPU time fell from 310 to 102 s). setup.ts
        // resets what a test may leave behind: the DOM, storage, cookies, theme, stubs and timers.
        isolate: false,
      }),
      // A file that replaces a module with vi.mock needs a module graph of its own: in a shared one, a
      // module loaded by an earlier file keeps the real import, or another file's mock.
      webProject({ name: 'web-own-modules', include: MOCKS_MODULES, isolate: true }),
    ],
  },
});
