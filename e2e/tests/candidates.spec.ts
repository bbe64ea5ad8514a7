import { expect, test, type Page } from '@playwright/test';
import { BUSINESS_TIME_ZONE, dayString, daysBefore, today } from '../support/days';
import { mail } from '../support/mails';
import { ADMIN } from '../support/session';

test.use({ timezoneId: BUSINESS_TIME_ZONE });

const FINALIZED = 'This candidate is finalized. No further actions allowed.';

interface Tenant {
  id: number;
  first_name: string;
  last_name: string;
  balance_amount: string;
}

interface Paged<T> {
  results: T[];
  next: string | null;
}

/** Every tenant the query finds, page after page (a session's GET). */
async function allTenants(page: Page, query = ''): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  let url: string | null = `/api/tenants/?ordering=last_name&page_size=100${query}`;
  while (url) {
    const response = await page.request.get(url);
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    const body = (await response.json()) as Paged<Tenant>;
    tenants.push(...body.results);
    url = body.next;
  }
  return tenants;
}

/**
 * Two active demo tenants nobody could be mistaken for: their full names are unique, and so are their
 * last names (no family member to weigh against). The last ones by id, so not the tenants the demo's
 * own sample mails name (it takes the first ones).
 */
async function twoPayers(page: Page): Promise<[Tenant, Tenant]> {
  const everyone = await allTenants(page);
  const count = (key: (t: Tenant) => string) => {
    const counts = new Map<string, number>();
    for (const t of everyone) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
    return (t: Tenant) => counts.get(key(t)) ?? 0;
  };
  const fullNames = count((t) => `${t.first_name} ${t.last_name}`.toLowerCase());
  const lastNames = count((t) => t.last_name.toLowerCase());
  const active = new Set((await allTenants(page, '&deleted=false')).map((t) => t.id));
  // Demo tenants only: the other specs' tenants carry their run's stamp (digits) in their last name,
  // which no payment mail would write.
  const isDemo = (t: Tenant) => /^[\p{L}' -]+$/u.test(`${t.first_name} ${t.last_name}`);
  const candidates = everyone
    .filter((t) => active.has(t.id) && isDemo(t) && fullNames(t) === 1)
    .sort((a, b) => lastNames(a) - lastNames(b) || b.id - a.id);
  const [first, second] = candidates;
  expect(second, 'two demo tenants with unique names').toBeDefined();
  return [first!, second!];
}

/** '-1200.00' (a balance as the API writes it) → cents. */
const centsOf = (amount: string) => {
  const [whole = '0', fraction = '0'] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -cents : cents;
};

/** -12345 → '-$123.45', as the tenant page's balance badge writes it. */
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const balanceOf = async (page: Page, id: number) =>
  centsOf(((await (await page.request.get(`/api/tenants/${id}/`)).json()) as Tenant).balance_amount);

test('payment candidates: upload a Zelle and a Venmo mail, see them matched, apply one, ignore the other', async ({
  page,
}) => {
  const [zellePayer, venmoPayer] = await twoPayers(page);
  const stamp = String(Date.now()).slice(-9);
  const zelleRef = `E2EZ${stamp}`;
  const venmoRef = `9${stamp}0001`;
  const zelleBalance = await balanceOf(page, zellePayer.id);
  const venmoBalance = await balanceOf(page, venmoPayer.id);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Finance' }).click();
  await page.getByRole('link', { name: 'Payment Candidates' }).click();
  await expect(page).toHaveURL(/\/payment-candidates$/);
  await expect(page.getByRole('heading', { name: 'Payment Candidates', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payment candidates' });
  const rowWith = (reference: string) => table.getByRole('row').filter({ hasText: `Ref. ${reference}` });

  await test.step('upload both mails: each file becomes a candidate', async () => {
    await page
      .getByLabel('Mails or bank statements (.eml, .ofx, .qfx, .csv)')
      .setInputFiles([
        mail('zelle-received.eml', zellePayer, '123.45', zelleRef, { upper: true }),
        mail('venmo-received.eml', venmoPayer, '67.00', venmoRef),
      ]);
    const results = page.getByRole('region', { name: 'Upload results' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    for (const file of ['zelle-received.eml', 'venmo-received.eml']) {
      const item = results.getByRole('listitem').filter({ hasText: file });
      await expect(item.locator('.badge')).toHaveText('Candidate');
    }
  });

  const zelleRow = rowWith(zelleRef);
  const venmoRow = rowWith(venmoRef);
  const zelleName = `${zellePayer.first_name} ${zellePayer.last_name}`;
  const venmoName = `${venmoPayer.first_name} ${venmoPayer.last_name}`;

  await test.step('both are matched to their tenants, verified, the tenant preselected', async () => {
    await expect(zelleRow).toHaveCount(1);
    await expect(zelleRow.getByRole('link', { name: zelleName })).toBeVisible();
    await expect(zelleRow).toContainText('$123.45');
    await expect(zelleRow).toContainText('Zelle');
    await expect(zelleRow.locator('.badge', { hasText: /^Matched$/ })).toBeVisible();
    await expect(zelleRow.locator('.badge', { hasText: /^Verified/ })).toBeVisible();
    await expect(venmoRow.getByRole('link', { name: venmoName })).toBeVisible();
    await expect(venmoRow).toContainText('$67.00');
    await expect(venmoRow).toContainText('Venmo');
    await expect(venmoRow.locator('.badge', { hasText: /^Matched$/ })).toBeVisible();
    await expect(zelleRow.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  await test.step('apply the Zelle payment: final, and on the tenant’s balance', async () => {
    await zelleRow.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('.Toastify').getByText('Candidate apply successfully').last()).toBeVisible();
    await expect(zelleRow).toContainText(FINALIZED);
    await expect(zelleRow.locator('.badge', { hasText: /^Applied$/ })).toBeVisible();
    await expect(zelleRow.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    await expect(zelleRow).toContainText(`Applied by ${ADMIN.username}`);
    // The payment is dated with the day the mail reports, not the day it was applied.
    const applied = (await (
      await page.request.get('/api/payment-candidates/?status=applied&page_size=100')
    ).json()) as Paged<{ reference: string | null; payment_id: number | null }>;
    const paymentId = applied.results.find((c) => c.reference === zelleRef)?.payment_id;
    expect(paymentId).toBeTruthy();
    const payment = (await (await page.request.get(`/api/payments/${paymentId}/`)).json()) as {
      received_on: string;
    };
    expect(payment.received_on).toBe(dayString(daysBefore(today(), 1)));
  });

  await test.step('ignore the Venmo payment: final, nothing on the balance', async () => {
    await venmoRow.getByRole('button', { name: 'Ignore' }).click();
    await expect(page.locator('.Toastify').getByText('Candidate ignore successfully').last()).toBeVisible();
    await expect(venmoRow).toContainText(FINALIZED);
    await expect(venmoRow.locator('.badge', { hasText: /^Ignored$/ })).toBeVisible();
    expect(await balanceOf(page, venmoPayer.id)).toBe(venmoBalance);
  });

  await test.step('the tenant’s page shows the new balance', async () => {
    await zelleRow.getByRole('link', { name: zelleName }).click();
    await expect(page).toHaveURL(new RegExp(`/tenants/${zellePayer.id}$`));
    await expect(page.getByText(`Balance ${dollars(zelleBalance + 12_345)}`)).toBeVisible();
    expect(await balanceOf(page, zellePayer.id)).toBe(zelleBalance + 12_345);
  });

  await test.step('the ingest log lists both uploads', async () => {
    await page.goBack();
    await page.getByRole('button', { name: 'Ingest log' }).click();
    const log = page.getByRole('table', { name: 'Ingest log' });
    for (const file of ['zelle-received.eml', 'venmo-received.eml']) {
      const entry = log.getByRole('row').filter({ hasText: file }).first();
      await expect(entry.locator('.badge')).toHaveText('Candidates');
    }
  });
});
