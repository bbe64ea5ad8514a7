import { expect, test } from '@playwright/test';
import { addHouse, addTenantWithOrder, api, type SubType } from '../support/api';
import { openMenu } from '../support/menus';
import { signIn } from '../support/session';

test('a double-clicked payment, its answer lost and saved again, records one payment', async ({ page }) => {
  const stamp = String(Date.now());
  const lastName = `Mensah${stamp}`;
  await signIn(page);
  const { get } = await api(page);
  const { beds } = await addHouse(page, `Cedar ${stamp} St`);
  const tenant = await addTenantWithOrder(
    page,
    {
      first_name: 'Kofi',
      last_name: lastName,
      email: `kofi.${stamp}@example.com`,
      phone: '3125550177',
      date_of_birth: '1988-11-02',
    },
    beds[0]!.id,
  );
  const [method] = await get<SubType[]>('/api/transaction-sub-types/?type=payment&is_active=true');

  // The first answer is lost on its way back (a dropped connection): the server records the payment,
  // the browser sees a network error. Every POST's Idempotency-Key is kept.
  const keys: (string | undefined)[] = [];
  let isFirst = true;
  await page.route('**/api/payments/', async (route) => {
    keys.push((await route.request().headerValue('Idempotency-Key')) ?? undefined);
    if (!isFirst) return route.continue();
    isFirst = false;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto(`/tenants?search=${stamp}`);
  const tenantRow = page
    .getByRole('table', { name: 'Tenants' })
    .getByRole('row')
    .filter({ hasText: lastName });
  await expect(tenantRow.getByRole('cell', { name: '-$900.00' })).toBeVisible();
  await (await openMenu(tenantRow, page)).getByRole('menuitem', { name: 'Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
  await dialog.getByLabel('Method').selectOption({ label: method!.name });
  await dialog.getByLabel('Amount').fill('300');
  const save = dialog.getByRole('button', { name: 'Save' });
  await save.dblclick();
  await expect(dialog.getByText(/^Network error/)).toBeVisible();
  await save.dblclick();
  await expect(dialog).toBeHidden();

  await expect(tenantRow.getByRole('cell', { name: '-$600.00' })).toBeVisible();
  const { results } = await get<{ results: unknown[] }>(`/api/transactions/?type=payment&tenant=${lastName}`);
  expect(results).toHaveLength(1);
  expect(await get<{ balance_amount: string }>(`/api/tenants/${tenant.id}/`)).toMatchObject({
    balance_amount: '-600.00',
  });
  // One request per double click, both under the same key (the second one answered by a replay).
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
});
