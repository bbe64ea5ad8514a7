import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN, ADMIN_STATE } from './support/session';

/** Debian's Chromium (no browser download works here); CHROMIUM_PATH points elsewhere. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  throw new Error(
    `Chromium was not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-e2e-')));

export default defineConfig({
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace of every test (kept for a failure) made the flows about a quarter slower here, and up to
    // twice as slow on a busy machine: E2E_TRACE=1 records them when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // The admin signs in through the form once; the flows start signed in with the saved cookies.
    { name: 'sign-in', testDir: './setup', testMatch: /\.setup\.ts$/ },
    { name: 'flows', testDir: './tests', dependencies: ['sign-in'], use: { storageState: ADMIN_STATE } },
  ],
  webServer: {
    // The real server, compiled, on a fresh embedded database, serving the built web app (npm run
    // test:e2e builds both when they changed: scripts/build.mjs).
    command: 'node dist/main.js',
    cwd: path.resolve(import.meta.dirname, '../server'),
    url: `http://127.0.0.1:${PORT}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Our own receiving server: mails carrying its Authentication-Results (DKIM pass for the
      // provider) are verified, so the candidates flow sees them matched (e2e/fixtures/*.eml).
      MAIL_TRUSTED_AUTHSERV_ID: 'mx.bunkhouse.test',
    },
  },
});
