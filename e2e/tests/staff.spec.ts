import { expect, test, type Page } from '@playwright/test';
import { openMenu } from '../support/menus';
import { SIGNED_OUT, signIn, signInOwnSession } from '../support/session';

/** Signs out through the user menu and its confirmation. */
async function signOut(page: Page, username: string) {
  await page.getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** A call of our own through the API (set-up the flow does not test), with the session's CSRF token. */
async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrf } });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

test.describe('signing out', () => {
  // The admin signs out here: a session of its own, not the one the other tests share.
  test.use({ storageState: SIGNED_OUT });

  test('staff: a Front desk user sees only their screens, changes their own password and signs in with it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const username = `desk${Date.now()}`;
    await signInOwnSession(page);
    await page.goto('/settings/staff');
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Full name').fill('Desk Clerk');
    await form.getByLabel('Front desk').check();
    await form.getByRole('button', { name: 'Save' }).click();
    const shown = page.getByRole('dialog', { name: `Password for ${username}` });
    const generated = await shown.getByRole('textbox').inputValue();
    expect(generated).toMatch(/^[\w-]{16}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Front desk');
    await signOut(page, 'admin');

    await signIn(page, { username, password: generated });
    // Tenants are theirs; the transactions list, staff and the audit log are not.
    await expect(page.getByRole('link', { name: 'Tenants' })).toBeVisible();
    await page.getByRole('button', { name: 'Finance' }).click();
    await expect(page.getByRole('link', { name: 'Transactions' })).toBeHidden();
    for (const path of ['/transactions', '/settings/staff', '/settings/audit']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }

    const next = `a new passphrase for ${username}`;
    await page.goto('/settings');
    await page.getByLabel('Current password').fill(generated);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Repeat the new password').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('.Toastify').getByText('Password changed successfully')).toBeVisible();
    await signOut(page, username);
    await signIn(page, { username, password: next });
  });
});

test("staff: a fee type's default amount set in Settings prefills Create Transactions, and the audit log shows the change", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const feeName = `Towels ${stamp}`;
  await post(page, '/api/transaction-sub-types/', { type: 'fee', name: feeName, default_amount: '5.00' });
  await post(page, '/api/tenants/', {
    first_name: 'Fee',
    last_name: `Prefill${stamp}`,
    email: `fee${stamp}@example.com`,
    phone: '3125550100',
    date_of_birth: '1990-04-02',
    emergency_contact_first_name: 'Ann',
    emergency_contact_last_name: 'Prefill',
    emergency_contact_phone: '3125550101',
    emergency_contact_relationship_to_tenant: 'mother',
  });

  await page.goto('/settings/payment-methods');
  const row = page.getByRole('row').filter({ hasText: feeName });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit fee type' });
  await dialog.getByLabel('Default amount').fill('12.75');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('12.75');

  await page.goto(`/tenants?search=Prefill${stamp}`);
  const tenantRow = page.getByRole('row').filter({ hasText: `Prefill${stamp}` });
  await (await openMenu(tenantRow, page)).getByRole('menuitem', { name: 'Fee' }).click();
  const create = page.getByRole('dialog', { name: 'Create Transactions' });
  await create.getByLabel('Fee type').selectOption({ label: feeName });
  await expect(create.getByLabel('Amount')).toHaveValue('12.75');
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/settings/audit');
  const entry = page.getByRole('row').filter({ hasText: 'sub_type' }).filter({ hasText: '12.75' }).first();
  await expect(entry).toContainText('5.00');
  await expect(entry).toContainText('admin');
});

test("groups: a row's Actions menu opens above the rows below it, so each entry can be clicked", async ({
  page,
}) => {
  await page.goto('/settings/groups');
  const table = page.getByRole('table', { name: 'Groups' });
  const rows = table.locator('tbody tr.data-table-row');
  // The first group by name, with rows under it that its menu reaches over.
  await expect(rows.nth(2)).toBeVisible();
  const first = (await rows.first().getByRole('cell').nth(1).innerText()).trim();
  await page.getByRole('button', { name: `Actions for ${first}`, exact: true }).click();
  for (const entry of ['Rename', 'Edit permissions', 'Delete']) {
    await expect(page.getByRole('button', { name: entry, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Edit permissions', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Permissions of ${first}` })).toBeVisible();
});
