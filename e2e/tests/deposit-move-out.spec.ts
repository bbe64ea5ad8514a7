import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEachTheme } from '../support/axe';
import { addHouse, api } from '../support/api';
import { BUSINESS_TIME_ZONE } from '../support/days';

// The browser's day is the business's: the settlement's day defaults to the server's today.
test.use({ timezoneId: BUSINESS_TIME_ZONE });

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** Checked in both themes once the toasts have gone (they follow the app's theme, not the attribute). */
async function expectAccessibleScreen(page: Page, state: string) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 20_000 });
  await expectAccessibleInEachTheme(page, state);
}

/**
 * DOMAIN "Security deposits": an order made with a $400.00 deposit, paid with its first rent; at
 * move-out the order is completed, which opens the settlement; $120.00 of cleaning is deducted, the
 * statement shows the $400.00 released and $280.00 of credit, which is refunded, leaving $0.00.
 */
test('move-out: a deposit paid, settled with a cleaning deduction, its statement, and the credit refunded', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const { get, post } = await api(page);
  await addHouse(page, `Birch ${stamp} St`);
  const tenant = await post('/api/tenants/', {
    first_name: 'Mo',
    last_name: `Deposit${stamp}`,
    email: `mo.${stamp}@example.com`,
    phone: `720${stamp.slice(-7)}`,
    date_of_birth: '1990-06-15',
  });
  const balance = async () =>
    (await get<{ balance_amount: string }>(`/api/tenants/${tenant.id}/`)).balance_amount;
  const actions = async (item: string) => {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByLabel('Actions').getByRole('button', { name: item, exact: true }).click();
  };

  await test.step('an order with a $400.00 deposit, from the tenant’s page', async () => {
    await page.goto(`/tenants/${tenant.id}`);
    await page.getByRole('button', { name: 'New order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Order' });
    await dialog.getByLabel('Beds').fill(stamp);
    await page.getByRole('option', { name: /Room 1 \(Mixed\)/ }).click();
    await dialog.getByLabel('Beds').press('Tab');
    await expect(dialog.getByLabel('Rent amount')).toHaveValue('900.00');
    await dialog.getByLabel('Security deposit').fill('400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Order created successfully')).toBeVisible();
    const deposit = page.getByLabel('Deposit', { exact: true });
    await expect(deposit).toContainText('Deposit$400.00');
    await expect(deposit).toContainText('Deposit statusUnpaid');
  });

  await test.step('a payment covering the deposit and the first rent', async () => {
    const owed = await balance();
    expect(owed).toBe('-1300.00');
    await actions('Payment');
    const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
    await dialog.getByLabel('Method').selectOption({ index: 1 });
    await dialog.getByLabel('Amount').fill('1300.00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction saved successfully!').last()).toBeVisible();
    const deposit = page.getByLabel('Deposit', { exact: true });
    await expect(deposit).toContainText('Held$400.00');
    await expect(deposit).toContainText('Deposit statusHeld');
  });

  const orderId = (await get<{ orders: { id: number }[] }>(`/api/tenants/${tenant.id}/`)).orders[0]!.id;

  await test.step('Complete order opens the settlement', async () => {
    await actions('Complete order');
    const confirm = page.getByRole('dialog', { name: 'Complete Order' });
    await confirm.getByRole('button', { name: 'Complete order' }).click();
    await expect(toast(page, 'Order completed successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/deposit$`));
    await expect(page.getByLabel('Deposit', { exact: true })).toContainText(`Birch ${stamp} St`);
  });

  const settlement = page.getByLabel('Settlement', { exact: true });

  await test.step('settle with $120.00 of cleaning: the statement', async () => {
    const form = page.getByRole('form', { name: 'Settle deposit' });
    await form.getByRole('button', { name: 'Add deduction' }).click();
    const row = form.getByRole('group', { name: 'Deduction 1' });
    await row.getByLabel('Fee type').selectOption({ label: 'Cleaning' });
    await row.getByLabel('Amount').fill('120');
    await row.getByLabel('Description').fill('Carpet cleaning');
    await expectAccessibleScreen(page, 'the settlement with a deduction');
    await form.getByRole('button', { name: 'Settle deposit' }).click();
    await expect(toast(page, 'Deposit settled')).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Deposit statement: Mo Deposit${stamp}`);
    const deductions = page.getByRole('table', { name: 'Deductions' });
    await expect(deductions.getByRole('row').filter({ hasText: 'Carpet cleaning' })).toContainText(
      'Cleaning',
    );
    await expect(deductions).toContainText('Total deducted$120.00');
    await expect(settlement).toContainText('Released to the balance$400.00');
    await expect(settlement).toContainText('Balance after$280.00');
    await expect(settlement).toContainText('Balance now$280.00');
    expect(await balance()).toBe('280.00');
    await expectAccessibleScreen(page, 'the statement');
  });

  await test.step('printed, it is the statement alone', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print statement' })).toBeHidden();
    await expect(settlement).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the credit refunded: the balance at $0.00', async () => {
    await page.getByRole('button', { name: 'Refund credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund credit' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('280.00');
    await expectAccessibleScreen(page, 'Refund credit');
    await dialog.getByLabel('Method').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Refund recorded')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(settlement).toContainText('Balance now$0.00');
    await expect(page.getByRole('button', { name: 'Refund credit' })).toBeHidden();
    expect(await balance()).toBe('0.00');
  });
});
