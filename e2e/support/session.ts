import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The superuser the e2e server is started with (see playwright.config.ts). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/**
 * The admin's signed-in state (the session and CSRF cookies), saved once per run by the sign-in
 * project (e2e/setup/sign-in.setup.ts) and loaded by every test of the flows project. One directory
 * per run, made when the config is first read and passed to the workers through the environment.
 */
const stateDir = (process.env.E2E_STATE_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), 'bunkhouse-e2e-state-'),
));
export const ADMIN_STATE = path.join(stateDir, 'admin.json');

/**
 * A context without the shared session (`test.use({ storageState: SIGNED_OUT })`): for a test of
 * signing in or out, and for one that signs out, which would end the session every other test uses.
 */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * Signs in through the login form, as a person would. The context's cookies are dropped first: a
 * sign-in ends the session the browser sends with it, which may be the one the other tests share.
 */
export async function signIn(page: Page, user = ADMIN) {
  await page.context().clearCookies();
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: user.username })).toBeVisible();
}

/**
 * A session of this test's own, through the API (the form is tested elsewhere): for a test that signs
 * out, or may. Starts from a context without cookies (SIGNED_OUT); the page is left where it was.
 */
export async function signInOwnSession(page: Page, user = ADMIN) {
  expect((await page.request.get('/api/csrf/')).status()).toBe(200);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post('/api/login/', {
    data: { username: user.username, password: user.password },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.status(), `sign-in of ${user.username}: ${await response.text()}`).toBe(200);
}
