import { expect, test, type Locator, type Page } from '@playwright/test';
import { addHouse, addTenantWithOrder, api, type SubType } from '../support/api';
import { ADMIN, SIGNED_OUT } from '../support/session';

// A phone (issue 15, "Screens narrower than the table"): under the md breakpoint each list row is a
// card with its essential columns, and the row's menu opens from a button, since there is no
// right-click.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, timezoneId: 'America/New_York' });

/** A tenant ('Kofi {lastName}') with a monthly order of $900.00: a balance of -$900.00. */
async function tenantWithOrder(page: Page, stamp: string, lastName: string) {
  const { beds } = await addHouse(page, `Cedar ${stamp} St`);
  const fields = {
    first_name: 'Kofi',
    last_name: lastName,
    email: `kofi.${stamp}@example.com`,
    phone: `312555${stamp.slice(-4)}`,
    date_of_birth: '1988-06-14',
  };
  return addTenantWithOrder(page, fields, beds[0]!.id);
}

/** The element lies inside the phone's width: seen without scrolling sideways. */
async function expectWithinWidth(element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box, 'a box on the page').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('signing in on the phone', () => {
  test.use({ storageState: SIGNED_OUT });

  test('narrow screen: find a tenant, see the balance, record a payment from a 390 px viewport', async ({
    page,
  }) => {
    const stamp = String(Date.now());
    const lastName = `Mensah${stamp}`;

    await test.step('sign in; the navbar folds behind its toggler', async () => {
      await page.goto('/login');
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
      await expect(page.getByRole('button', { name: ADMIN.username })).toBeHidden();
    });

    await tenantWithOrder(page, stamp, lastName);
    const { get } = await api(page);
    const [method] = await get<SubType[]>('/api/transaction-sub-types/?type=payment&is_active=true');
    expect(method, 'an active payment method').toBeDefined();

    const tenants = page.getByRole('list', { name: 'Tenants' });
    const card = tenants.getByRole('listitem').filter({ hasText: `${lastName}, Kofi` });
    const balance = card.getByRole('definition').filter({ hasText: /\$/ });

    await test.step('open Tenants from the menu and find the tenant by search', async () => {
      await page.getByRole('button', { name: 'Toggle navigation' }).click();
      await page.getByRole('link', { name: 'Tenants' }).click();
      await expect(page).toHaveURL(/\/tenants$/);
      await page.getByRole('searchbox').fill(lastName);
      await expect(card).toHaveCount(1);
      await expect(tenants.getByRole('listitem')).toHaveCount(1);
    });

    await test.step('the card shows name, status and balance within the screen', async () => {
      await expectWithinWidth(card.getByText(`${lastName}, Kofi`));
      await expectWithinWidth(card.getByText(/^(Active|Overdue)$/));
      await expect(balance).toHaveText('-$900.00');
      await expectWithinWidth(balance);
      await expectNoSidewaysScroll(page);
    });

    await test.step('the actions button opens the row menu; Payment opens Create Transactions', async () => {
      const actions = card.getByRole('button', { name: `Actions for Kofi ${lastName}` });
      await expectWithinWidth(actions);
      await actions.tap();
      const menu = page.getByRole('menu');
      await expectWithinWidth(menu);
      await menu.getByRole('menuitem', { name: 'Payment' }).tap();

      const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
      await expect(dialog.getByLabel('Transaction type')).toHaveValue('payment');
      await expect(dialog.getByText(`Kofi ${lastName}`, { exact: true })).toBeVisible();
      await dialog.getByLabel('Method').selectOption({ label: method!.name });
      await dialog.getByLabel('Amount').fill('250');
      const save = dialog.getByRole('button', { name: 'Save' });
      await save.scrollIntoViewIfNeeded();
      await expectWithinWidth(save);
      await expectNoSidewaysScroll(page);
      await save.tap();
      await expect(page.locator('.Toastify__toast')).toHaveText('Transaction saved successfully!');
      await expect(dialog).toBeHidden();
    });

    await test.step('a toast spans the foot of the screen, but the pager scrolls clear of it', async () => {
      const toast = page.locator('.Toastify__toast');
      await toast.hover(); // it stays while the pointer rests on it
      await page.getByRole('searchbox').fill('');
      await expect(tenants.getByRole('listitem').nth(9)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
      await expectWithinWidth(next);
      await expect(toast).toBeVisible();
      const [button, over] = [await next.boundingBox(), await toast.boundingBox()];
      expect(button!.y + button!.height, 'the pager ends above the toast').toBeLessThanOrEqual(over!.y);
      await page.getByRole('searchbox').fill(lastName);
      await expect(tenants.getByRole('listitem')).toHaveCount(1);
    });

    await test.step('the balance on the card follows the payment', async () => {
      await expect(balance).toHaveText('-$650.00');
      await expectWithinWidth(balance);
    });

    await test.step('the rest of the row is behind Details', async () => {
      const phone = card.getByText(`(312) 555-${stamp.slice(-4)}`);
      await expect(phone).toBeHidden();
      await card.getByText('Details', { exact: true }).tap();
      await expectWithinWidth(phone);
      await expectWithinWidth(card.getByText('Rent due', { exact: true }));
      await expectNoSidewaysScroll(page);
    });
  });
});

test('wide screens: at 1440 px and 1280 px the Tenants and Transactions tables fit, no column cut off', async ({
  page,
}) => {
  const stamp = String(Date.now());
  await page.setViewportSize({ width: 1440, height: 900 });
  await tenantWithOrder(page, stamp, `Mensah${stamp}`);
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name, last] of [
      ['/tenants', 'Tenants', 'Rent due'],
      ['/transactions', 'Transactions', 'Description'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.locator('tbody tr.data-table-row').first()).toBeVisible();
      const header = table.getByRole('columnheader', { name: last });
      const box = await header.boundingBox();
      expect(box!.x + box!.width, `${name}: ${last} at ${width} px`).toBeLessThanOrEqual(width);
      const overflow = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return scroller.scrollWidth - scroller.clientWidth;
      });
      expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
