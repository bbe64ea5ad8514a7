import { expect, test as setup } from '@playwright/test';
import { ADMIN_STATE, signIn } from '../support/session';

/**
 * Signs the admin in through the login form once per run and saves the session and CSRF cookies,
 * which every test of the flows project starts with (playwright.config.ts). A test that signs out
 * signs in on its own (SIGNED_OUT, signInOwnSession): signing out ends the session for every context
 * that shares it.
 */
setup('sign in as the admin through the login form', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  const state = await page.context().storageState({ path: ADMIN_STATE });
  expect(state.cookies.map((cookie) => cookie.name).sort()).toEqual(['csrftoken', 'sessionid']);
});
