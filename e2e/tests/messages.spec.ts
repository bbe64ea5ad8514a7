import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEachTheme } from '../support/axe';
import { addHouse, addTenantWithOrder, api, type SubType } from '../support/api';
import { SIGNED_OUT } from '../support/session';

// Messages to tenants (issue 32): Finance > Messages shows the receipt a payment queued, with the text
// written; the tenant's balance link opens on a phone without signing in, shows only their figures
// and its statement, and stops working once revoked.
test.use({ timezoneId: 'America/New_York' });

const PHONE = { width: 390, height: 844 };

/** Messages on through a server on loopback (nothing listens: they stay queued), links to this app. */
async function turnMessagesOn(page: Page, baseURL: string) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.patch('/api/settings/messages/', {
    headers: { 'X-CSRFToken': csrf },
    data: {
      messages_on: true,
      mail_out: { host: '127.0.0.1', port: 2, tls: 'none' },
      from_name: 'Pine Street Hostel',
      from_address: 'office@pine.example',
      public_url: baseURL,
      payment_instructions: 'Zelle to pay@pine.example, memo: your bed',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a receipt in Finance > Messages, and the balance link on a phone until revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = String(Date.now());
  const { get, post } = await api(page);
  await turnMessagesOn(page, baseURL!);
  const { beds } = await addHouse(page, `Spruce ${stamp} St`);
  const tenant = await addTenantWithOrder(
    page,
    {
      first_name: 'Lena',
      last_name: `Receipt${stamp}`,
      email: `lena.${stamp}@example.com`,
      phone: `303${stamp.slice(-7)}`,
      date_of_birth: '1991-02-03',
    },
    beds[0]!.id,
  );
  const methods = await get<SubType[]>('/api/transaction-sub-types/?type=payment&is_active=true');
  const cash = methods.find((m) => m.name === 'Cash')!;
  await post('/api/payments/', { tenant_id: tenant.id, amount: '250.00', method_id: cash.id });

  await test.step('Finance > Messages lists the receipt, queued, with the text written', async () => {
    await page.goto('/messages');
    const open = page
      .getByRole('button', { name: 'Open Receipt: Receipt: $250.00 received by Bunkhouse' })
      .first();
    await expect(open).toBeVisible();
    await expect(page.getByRole('link', { name: `Lena Receipt${stamp}` }).first()).toBeVisible();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Receipt' });
    await expect(dialog.getByText(/We received your payment of \$250\.00 \(Cash\)/)).toBeVisible();
    await expect(dialog.getByText(/\$650\.00 owed/)).toBeVisible();
    await expectAccessibleInEachTheme(page, 'the message dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  });

  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const made = await page.request.post(`/api/tenants/${tenant.id}/balance-link/`, {
    headers: { 'X-CSRFToken': csrf },
  });
  expect(made.status(), await made.text()).toBe(200);
  const link = (await made.json()) as { url: string };

  await test.step('the link opens on a phone, without signing in, with their balance and statement', async () => {
    const phone = await browser.newContext({ storageState: SIGNED_OUT, viewport: PHONE, hasTouch: true });
    const tab = await phone.newPage();
    await tab.goto(link.url);
    await expect(tab.getByRole('heading', { name: 'Hello Lena', level: 1 })).toBeVisible();
    await expect(tab.getByText('You owe $650.00')).toBeVisible();
    await expect(tab.getByText('Zelle to pay@pine.example, memo: your bed')).toBeVisible();
    const rows = tab.getByRole('table', { name: 'The last 90 days' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('$250.00');
    await expect(rows.nth(2)).toContainText('-$900.00');
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const href = await tab.getByRole('link', { name: 'Download statement (PDF)' }).getAttribute('href');
    const pdf = await tab.request.get(href!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessibleInEachTheme(tab, 'the balance page on a phone');

    const revoked = await page.request.post(`/api/tenants/${tenant.id}/balance-link/revoke/`, {
      headers: { 'X-CSRFToken': csrf },
    });
    expect(revoked.status()).toBe(204);
    await tab.reload();
    await expect(tab.getByText('This link is not valid. Ask for a new one.')).toBeVisible();
    await phone.close();
  });
});
