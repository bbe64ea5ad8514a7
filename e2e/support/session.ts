import { expect, type Page } from '@playwright/test';

/** The superuser the e2e server is started with (see playwright.config.ts). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, user = ADMIN) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: user.username })).toBeVisible();
}
