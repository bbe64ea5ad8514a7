import { expect, test, type Locator, type Page } from '@playwright/test';
import { addHouse, addTenantWithOrder, api, type SubType } from '../support/api';
import { openMenu } from '../support/menus';

// The browser's day is the business day (the server's default zone), so "today" in the date picker
// is the day the server files today's rows under.
test.use({ timezoneId: 'America/New_York' });

/** The newest toast with this text (the same message may still show from the previous save). */
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true }).last();

/** '$1,234.50' or '-$5.00' → cents. */
const centsOf = (text: string) => {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const cents = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
};

/** The value of a summary card ('Total Expense') in a card section. */
const cardValue = (section: Locator, label: string) =>
  section.locator('.card-body').filter({ hasText: label }).locator('.fs-5');

/** Rows of the Finance table with this type badge. */
const rowsOfType = (table: Locator, type: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().locator('.badge', { hasText: new RegExp(`^${type}$`) }) });

test('finance: payment and fee from the tenants list, the Finance list, its filters and popups, an expense, a void', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const lastName = `Okafor${stamp}`;
  const fullName = `Ada ${lastName}`;
  const address = `Birch ${stamp} Ave`;
  const { post, get } = await api(page);

  // A tenant with an order of their own: the first rent makes the balance -$900.00.
  const { property, beds } = await addHouse(page, address);
  const tenant = await addTenantWithOrder(
    page,
    {
      first_name: 'Ada',
      last_name: lastName,
      email: `ada.${stamp}@example.com`,
      phone: '3125550142',
      date_of_birth: '1990-03-08',
    },
    beds[0]!.id,
  );
  const methods = await get<SubType[]>('/api/transaction-sub-types/?type=payment&is_active=true');
  const feeTypes = await get<SubType[]>('/api/transaction-sub-types/?type=fee&is_active=true');
  const incomes = await get<SubType[]>('/api/transaction-sub-types/?type=income&is_active=true');
  const expenses = await get<SubType[]>('/api/transaction-sub-types/?type=expense&is_active=true');
  const method = methods[0];
  const feeType = feeTypes.find((subType) => subType.default_amount !== null);
  expect(method, 'an active payment method').toBeDefined();
  expect(feeType, 'an active fee type with a default amount').toBeDefined();
  expect(incomes[0], 'an active income category').toBeDefined();
  expect(expenses[0], 'an active expense category').toBeDefined();
  const balanceAfterFee = -90_000 + 30_000 - centsOf(`$${feeType!.default_amount}`);

  const tenants = page.getByRole('table', { name: 'Tenants' });
  const tenantRow = tenants.getByRole('row').filter({ hasText: `${lastName}, Ada` });

  await test.step('record a payment from the tenant’s context menu', async () => {
    await page.goto(`/tenants?search=${stamp}`);
    await expect(tenantRow.getByRole('cell', { name: '-$900.00' })).toBeVisible();
    await (await openMenu(tenantRow, page)).getByRole('menuitem', { name: 'Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
    await expect(dialog.getByLabel('Transaction type')).toHaveValue('payment');
    await expect(dialog.getByText(fullName, { exact: true })).toBeVisible();
    await dialog.getByLabel('Method').selectOption({ label: method!.name });
    await dialog.getByLabel('Amount').fill('300');
    await dialog.getByLabel('Description (optional)').fill(`Cash at the desk ${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction saved successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tenantRow.getByRole('cell', { name: '-$600.00' })).toBeVisible();
  });

  await test.step('charge a fee with the fee type’s default amount', async () => {
    await (await openMenu(tenantRow, page)).getByRole('menuitem', { name: 'Fee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
    await expect(dialog.getByLabel('Transaction type')).toHaveValue('fee');
    await dialog.getByLabel('Fee type').selectOption({ label: feeType!.name });
    await expect(dialog.getByLabel('Amount')).toHaveValue(feeType!.default_amount!);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction saved successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the balance badge and the history show both', async () => {
    await tenantRow.getByRole('cell').nth(1).dblclick();
    await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id}$`));
    const balance = `Balance -$${(-balanceAfterFee / 100).toFixed(2)}`;
    await expect(page.getByText(balance)).toBeVisible();
    const history = page.getByRole('table', { name: 'Transaction history' });
    await expect(history.getByText('Payment', { exact: true })).toBeVisible();
    await expect(history.getByText('Fee', { exact: true })).toBeVisible();
    await expect(history.getByText('Rent', { exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: '$300.00', exact: true })).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'Transactions' });
  const bodyRows = table.locator('tbody tr.data-table-row');

  await test.step('the Finance list: filter by tenant and type, survive a reload, open each popup', async () => {
    await page.getByRole('button', { name: 'Finance' }).click();
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await page.getByRole('searchbox', { name: 'Tenant' }).fill(lastName);
    await expect(page).toHaveURL(new RegExp(`[?&]tenant=${lastName}`));
    await expect(bodyRows).toHaveCount(3);

    const types = page.getByRole('group', { name: 'Transaction type' });
    await types.getByRole('button', { name: 'Payment' }).click();
    await expect(page).toHaveURL(/[?&]type=payment/);
    await expect(bodyRows).toHaveCount(1);
    await page.reload();
    await expect(types.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('searchbox', { name: 'Tenant' })).toHaveValue(lastName);
    await expect(bodyRows).toHaveCount(1);
    await types.getByRole('button', { name: 'Clear' }).click();
    await expect(bodyRows).toHaveCount(3);

    await rowsOfType(table, 'Payment').getByRole('cell').nth(1).dblclick();
    let popup = page.getByRole('dialog', { name: 'Payment' });
    await expect(popup).toContainText(method!.name);
    await expect(popup).toContainText('$300.00');
    await expect(popup).toContainText(`Cash at the desk ${stamp}`);
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();

    await rowsOfType(table, 'Fee').getByRole('cell').nth(1).dblclick();
    popup = page.getByRole('dialog', { name: 'Fee' });
    await expect(popup).toContainText(feeType!.name);
    await expect(popup).toContainText(`$${feeType!.default_amount}`);
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();

    await rowsOfType(table, 'Rent').getByRole('cell').nth(1).dblclick();
    popup = page.getByRole('dialog', { name: 'Rent Confirmation' });
    await expect(popup).toContainText('$900.00');
    await expect(popup).toContainText('Unpaid');
    await popup.getByRole('button', { name: 'Close' }).last().click();
    await expect(popup).toBeHidden();
  });

  await test.step('filter by a date range: today to today', async () => {
    await page.getByRole('textbox', { name: 'Date range' }).click();
    const today = page.locator('.react-datepicker__day--today');
    await today.click();
    await today.click();
    await expect(page).toHaveURL(/[?&]date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}/);
    await expect(bodyRows).toHaveCount(3);
    await expect(page.getByRole('region', { name: / – / })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });

  await test.step('Load more follows the next page, Show less goes back to the first 20', async () => {
    for (let i = 1; i <= 22; i += 1) {
      await post('/api/transactions/', {
        type: 'income',
        sub_type_id: incomes[0]!.id,
        property_id: property.id,
        amount: '10.00',
        description: `Laundry ${stamp} #${i}`,
      });
    }
    await page.getByRole('searchbox', { name: 'Property' }).fill(address);
    await expect(page).toHaveURL(/[?&]property=/);
    await expect(bodyRows).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Show less' })).toBeHidden();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(bodyRows).not.toHaveCount(20);
    expect(await bodyRows.count()).toBeGreaterThanOrEqual(22);
    await page.getByRole('button', { name: 'Show less' }).click();
    await expect(bodyRows).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  await test.step('add an expense from the Finance page; the summary cards follow', async () => {
    const month = page.getByRole('region', { name: /^This month/ });
    const expense = cardValue(month, 'Total Expense');
    await expect(expense).toHaveText(/\$/);
    const before = centsOf((await expense.textContent()) ?? '');

    await page.getByRole('button', { name: 'Add transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
    await dialog.getByLabel('Transaction type').selectOption('other');
    await dialog.getByLabel('Direction').selectOption('expense');
    await dialog.getByLabel('Sub type').selectOption({ label: expenses[0]!.name });
    await dialog.getByLabel('Property').fill(address);
    await page.getByRole('option', { name: address }).click();
    await dialog.getByLabel('Amount').fill('123.45');
    await dialog.getByLabel('Description (optional)').fill(`Boiler ${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction saved successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = `$${((before + 12_345) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(expense).toHaveText(after);
    await expect(table.getByText(`Boiler ${stamp}`)).toBeVisible();
  });

  await test.step('void the payment from its popup: its row says Void, the balance goes back', async () => {
    await page.goto(`/transactions?tenant=${lastName}&type=payment`);
    await expect(bodyRows).toHaveCount(1);
    await bodyRows.first().getByRole('cell').nth(1).dblclick();
    await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Void' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void Payment' });
    await dialog.getByLabel('Reason').fill(`Entered by mistake ${stamp}`);
    await dialog.getByRole('button', { name: 'Void' }).click();
    await expect(toast(page, 'Payment voided successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(bodyRows).toHaveCount(2); // the payment and its reversal
    const voidBadge = (scope: Locator) => scope.locator('.badge', { hasText: /^Void$/ });
    const original = bodyRows.filter({ hasText: `Cash at the desk ${stamp}` });
    await expect(voidBadge(original)).toBeVisible();
    const reversal = bodyRows.filter({ hasText: `void: Entered by mistake ${stamp}` });
    await expect(reversal).toHaveCount(1);
    await expect(voidBadge(reversal)).toHaveCount(0);

    await page.goto(`/tenants/${tenant.id}`);
    const owed = (-(balanceAfterFee - 30_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect(page.getByText(`Balance -$${owed}`)).toBeVisible();
    const history = page.getByRole('table', { name: 'Transaction history' });
    await expect(voidBadge(history)).toHaveCount(1);
  });
});
