import { expect, test } from '@playwright/test';
import { openMenu } from '../support/menus';
import { BUSINESS_TIME_ZONE } from '../support/days';

test.use({ timezoneId: BUSINESS_TIME_ZONE });

/** What the Records page says is outstanding: '$1,234.00' → cents. */
const centsOf = (text: string) => {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
};

test('records: the demo house’s unpaid rent, an overdue order, its popup, and a payment from the menu', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Finance' }).click();
  await page.getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/records$/);
  const table = page.getByRole('table', { name: 'Rent records' });
  const rows = table.locator('tbody tr.data-table-row');
  await expect(rows).toHaveCount(20);
  const outstanding = page.getByRole('status').filter({ hasText: 'Outstanding:' });
  await expect(outstanding).toHaveText(/Outstanding: \$[\d,]+\.\d{2}/);
  const all = centsOf((await outstanding.textContent()) ?? '');

  await test.step('filter to unpaid, oldest due first: overdue orders stand out', async () => {
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Unpaid' }).click();
    await expect(page).toHaveURL(/\/records\?status=unpaid$/);
    await table.getByRole('columnheader', { name: 'Due date' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/records\?status=unpaid&ordering=rent_due_date$/);
    await expect(table.getByRole('columnheader', { name: 'Due date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = rows.first();
    await expect(first.locator('.badge', { hasText: /^Overdue$/ })).toBeVisible();
    await expect(first).toHaveClass(/table-danger/);
    await expect(first.locator('.badge', { hasText: /^Unpaid$/ })).toBeVisible();
    // Unpaid rent is all that is outstanding: the same total as without the filter.
    expect(centsOf((await outstanding.textContent()) ?? '')).toBe(all);
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Unpaid' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toHaveClass(/table-danger/);
  });

  await test.step('double-click opens the rent confirmation', async () => {
    await rows.first().getByRole('cell').nth(4).dblclick();
    const popup = page.getByRole('dialog', { name: 'Rent Confirmation' });
    await expect(popup).toContainText('Unpaid');
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
  });

  await test.step('Record payment from the context menu: the tenant and Payment come chosen; the list reloads', async () => {
    const first = rows.first();
    const tenant = (await first.getByRole('cell').nth(1).textContent()) ?? '';
    await (await openMenu(first, page)).getByRole('menuitem', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
    await expect(dialog.getByLabel('Transaction type')).toHaveValue('payment');
    await expect(dialog.getByText(tenant, { exact: true })).toBeVisible();
    await dialog.getByLabel('Method').selectOption({ index: 1 });
    await dialog.getByLabel('Amount').fill('1.00');
    const reload = page.waitForResponse(
      (response) =>
        response.url().includes('/api/rent-confirmations/?') && response.request().method() === 'GET',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.Toastify').getByText('Transaction saved successfully!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    // The list reloads at once and shows the new outstanding total: the dollar covered the tenant's
    // oldest charge (this rent, or a fee older still).
    const { outstanding: reloaded } = (await (await reload).json()) as { outstanding: string };
    const after = centsOf(`$${reloaded}`);
    expect([all, all - 100]).toContain(after);
    await expect.poll(async () => centsOf((await outstanding.textContent()) ?? '')).toBe(after);
  });

  await test.step('Open tenant from the context menu', async () => {
    const tenant = (await rows.first().getByRole('cell').nth(1).textContent()) ?? '';
    await (await openMenu(rows.first(), page)).getByRole('menuitem', { name: 'Open tenant' }).click();
    await expect(page).toHaveURL(/\/tenants\/\d+$/);
    await expect(page.getByRole('heading', { name: tenant })).toBeVisible();
  });
});
