import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const ENGINE_INDEPENDENT = [
  'src/config.test.ts',
  'src/db/data-dir-lock.test.ts',
  'src/db/render-sql.test.ts',
  'test/startup.test.ts',
  'test/billing-command.test.ts',
  'test/lint-boundaries.test.ts',
];

/** Server tests run on the embedded engine always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
const serverProject = (engine: 'pglite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server-${engine}`,
    root: './server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
