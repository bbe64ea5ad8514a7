import { expect, test } from '@playwright/test';
import { ADMIN, SIGNED_OUT, signInOwnSession } from '../support/session';

/** The tests that sign in or out do it with a session of their own: signing out ends it for everyone. */
test.describe('without the shared session', () => {
  test.use({ storageState: SIGNED_OUT });

  test('signed out, an app page sends to /login; after sign-in the user lands where they wanted', async ({
    page,
  }) => {
    await page.goto('/rooms');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password.')).toBeVisible();

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible();
  });

  test('log out through the confirmation dialog ends the session', async ({ page }) => {
    await signInOwnSession(page);
    await page.goto('/');
    await page.getByRole('button', { name: ADMIN.username }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await expect(dialog).toContainText('Are you sure you want to log out?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: ADMIN.username }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Logout' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expect(page).toHaveURL(/\/login/);
    const me = await page.request.get('/api/user/');
    expect(me.status()).toBe(401);
    await page.goto('/tenants');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a request with a broken CSRF token lands on /403-csrf', async ({ page }) => {
    await signInOwnSession(page);
    await page.goto('/tenants');
    await expect(page.getByRole('heading', { name: 'Tenants' })).toBeVisible();
    // Break the token the way a stale or tampered page would: the header no longer matches the cookie.
    await page.route('**/api/logout/', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-csrftoken': 'tampered' } }),
    );
    await page.getByRole('button', { name: ADMIN.username }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Logout' })
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expect(page).toHaveURL(/\/403-csrf$/);
    await expect(
      page.getByText('Security check failed. Please refresh the page and try again.'),
    ).toBeVisible();
    expect((await page.request.get('/api/user/')).status()).toBe(200); // the forged logout did nothing
  });
});

test('the shell: navigation, footer, deep link after reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Tenants' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/info');

  await nav.getByRole('button', { name: 'Places' }).click();
  await page.getByRole('link', { name: 'Beds' }).click();
  await expect(page).toHaveURL(/\/beds$/);
  await nav.getByRole('button', { name: 'Finance' }).click();
  await expect(page.getByRole('link', { name: 'Payment Candidates' })).toHaveAttribute(
    'href',
    '/payment-candidates',
  );
  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Help & Info' })).toHaveAttribute('href', '/info');
  await expect(footer).toContainText(String(new Date().getFullYear()));

  await page.goto('/rooms/12');
  await page.reload();
  await expect(page).toHaveURL(/\/rooms\/12$/);
  await expect(page.getByRole('heading', { name: 'Room' })).toBeVisible();
  await expect(page.getByRole('button', { name: ADMIN.username })).toBeVisible();
});

test('the theme toggle is remembered across a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-bs-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-bs-theme', 'light');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
});

test('the icons draw from the build’s cut-down icon font', async ({ page }) => {
  await page.goto('/');
  const themeIcon = page.getByRole('button', { name: 'Switch to dark theme' }).locator('i.bi');
  await expect(themeIcon).toBeVisible();
  // The font the stylesheet names is the build's subset (build/bootstrap-icons-subset.ts), and it loaded.
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((font) => font.family.replace(/"/g, '') === 'bootstrap-icons')
      .map((font) => font.status);
  });
  expect(fonts).toEqual(['loaded']);
  const drawn = await themeIcon.evaluate((icon) => {
    const before = getComputedStyle(icon, '::before');
    return { family: before.fontFamily, width: icon.getBoundingClientRect().width };
  });
  expect(drawn.family).toContain('bootstrap-icons');
  expect(drawn.width).toBeGreaterThan(8);
});
