import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEachTheme, useTheme } from '../support/axe';
import { addHouse, addTenantWithOrder, api, type SubType } from '../support/api';

// Search from anywhere (issue 34): Ctrl+K or / opens one search over tenants, places and transactions;
// the arrow keys and Enter open a result. The set-up goes through the API.

const stamp = String(Date.now());
/** An amount nobody else in the run's database has: $1xx.37. */
const amount = `${100 + (Number(stamp.slice(-2)) % 100)}.37`;
const reference = `Check ${stamp.slice(-6)}`;
const lastName = `Findme${stamp}`;

let tenantId = 0;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/info');
  const { get, post } = await api(page);
  const { beds } = await addHouse(page, `${stamp.slice(-4)} Search St`);
  const tenant = await addTenantWithOrder(
    page,
    {
      first_name: 'Paloma',
      last_name: lastName,
      email: `paloma.${stamp}@example.com`,
      phone: `720${stamp.slice(-7)}`,
      date_of_birth: '1990-06-15',
    },
    beds[0]!.id,
  );
  tenantId = tenant.id;
  const methods = await get<SubType[]>('/api/transaction-sub-types/?type=payment&is_active=true');
  const cash = methods.find((m) => m.name === 'Cash')!;
  await post('/api/payments/', { tenant_id: tenant.id, amount, method_id: cash.id, description: reference });
  await page.close();
});

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => palette(page).getByRole('combobox', { name: 'Search' });

test('Ctrl+K finds a tenant by name and Enter opens their page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search… Ctrl+K' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(lastName.slice(0, 12));
  const tenants = palette(page).getByRole('group', { name: 'Tenants' });
  await expect(tenants.getByRole('option', { name: new RegExp(`^Paloma ${lastName}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tenants/${tenantId}$`));
  await expect(page.getByRole('heading', { name: `Paloma ${lastName}`, level: 1 })).toBeVisible();
});

test('finds a payment by its amount or its reference and opens it on the Finance list', async ({ page }) => {
  await page.goto('/tenants');
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type(`$${amount}`);
  const payment = palette(page).getByRole('option', {
    name: new RegExp(`^Payment \\$${amount.replace('.', '\\.')}`),
  });
  await expect(payment).toContainText(reference);

  await input(page).fill(reference.split(' ')[1]!);
  await expect(payment).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(payment).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transactions\?type=payment&/);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Tenant' })).toHaveValue(`Paloma ${lastName}`);
});

test('/ opens it outside a text field; axe finds nothing serious in either theme', async ({ page }) => {
  await useTheme(page, 'light');
  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await expectAccessibleInEachTheme(page, 'the empty search palette');
  await page.keyboard.type('paloma');
  await expect(palette(page).getByRole('group', { name: 'Tenants' })).toBeVisible();
  await expectAccessibleInEachTheme(page, 'the search palette with results');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});
