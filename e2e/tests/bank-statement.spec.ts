import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api, type SubType } from '../support/api';
import { expectAccessibleInEachTheme } from '../support/axe';
import { BUSINESS_TIME_ZONE, dayString, daysBefore, displayDay, today } from '../support/days';
import { ADMIN } from '../support/session';

test.use({ timezoneId: BUSINESS_TIME_ZONE });

/**
 * Issue 31, "Bank statements" and "One payment, one record": a bank's CSV export uploaded on Payment
 * Candidates makes a candidate of its credit (not of its debit), matched to the tenant it names; the
 * same file again imports nothing; a credit whose money a payment of the tenant records already is
 * applied only after a confirmation that names that payment; a CSV whose columns no name says is read
 * once its columns are chosen.
 */

const FINALIZED = 'This candidate is finalized. No further actions allowed.';
const FILES = 'Mails or bank statements (.eml, .ofx, .qfx, .csv)';

interface Tenant {
  id: number;
  first_name: string;
  last_name: string;
  balance_amount: string;
}

/**
 * Active demo tenants nobody could be mistaken for (unique full and last names; letters only, as the
 * other specs' tenants carry digits), the last ones by id first. candidates.spec.ts takes the first
 * two: these flows take the next ones.
 */
async function payers(page: Page): Promise<Tenant[]> {
  const { get } = await api(page);
  const everyone: Tenant[] = [];
  let url: string | null = '/api/tenants/?ordering=last_name&page_size=100&deleted=false';
  while (url) {
    const body: { results: Tenant[]; next: string | null } = await get(url);
    everyone.push(...body.results);
    url = body.next;
  }
  const count = (key: (t: Tenant) => string) => (t: Tenant) =>
    everyone.filter((other) => key(other) === key(t)).length;
  const fullNames = count((t) => `${t.first_name} ${t.last_name}`.toLowerCase());
  const lastNames = count((t) => t.last_name.toLowerCase());
  const found = everyone
    .filter((t) => /^[\p{L}' -]+$/u.test(`${t.first_name} ${t.last_name}`) && fullNames(t) === 1)
    .sort((a, b) => lastNames(a) - lastNames(b) || b.id - a.id)
    .slice(2);
  expect(found.length, 'two more demo tenants with unique names').toBeGreaterThanOrEqual(2);
  return found;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

const balanceOf = async (page: Page, id: number) =>
  cents((await (await api(page)).get<Tenant>(`/api/tenants/${id}/`)).balance_amount);

/**
 * A Chase export (e2e/fixtures/chase-statement.csv): a Zelle credit from `payer` of `amount`, posted
 * yesterday, and a debit; the payer in capitals and a confirmation number after the name, as Chase
 * writes them.
 */
function chaseStatement(file: string, payer: Tenant, amount: string, reference: string) {
  const posted = dayString(daysBefore(today(), 1));
  const values: Record<string, string> = {
    posted: `${posted.slice(5, 7)}/${posted.slice(8, 10)}/${posted.slice(0, 4)}`,
    payer: `${payer.first_name} ${payer.last_name}`.toUpperCase(),
    amount,
    reference,
  };
  const template = fs.readFileSync(
    path.resolve(import.meta.dirname, '../fixtures/chase-statement.csv'),
    'utf8',
  );
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
  return { name: file, mimeType: 'text/csv', buffer: Buffer.from(text) };
}

/** Uploads the files on Payment Candidates; the upload results, once each file has its line. */
async function upload(page: Page, files: ReturnType<typeof chaseStatement>[]) {
  await page.getByLabel(FILES).setInputFiles(files);
  const results = page.getByRole('region', { name: 'Upload results' });
  await expect(results.getByRole('listitem')).toHaveCount(files.length);
  return results;
}

/** The list's row of the bank credit of this amount ('$123.45'). */
const bankRow = (page: Page, dollars: string) =>
  page
    .getByRole('table', { name: 'Payment candidates' })
    .getByRole('row')
    .filter({ hasText: 'Bank statement' })
    .filter({ hasText: dollars });

/** An amount of this run (from $100 to $899, the run's cents), as the API and as the list write it. */
function amountOf(stamp: string, offset: number) {
  const amount = `${100 + ((Number(stamp.slice(-4)) + offset) % 800)}.${stamp.slice(-2)}`;
  return { amount, dollars: `$${amount}` };
}

test('a bank statement: its credit a candidate from the tenant it names, applied; the same file again a duplicate', async ({
  page,
}) => {
  const [payer] = await payers(page);
  const stamp = String(Date.now()).slice(-9);
  const { amount, dollars } = amountOf(stamp, 0);
  const statement = chaseStatement(`chase-${stamp}.csv`, payer!, amount, `2134${stamp}`);
  const balance = await balanceOf(page, payer!.id);
  const payerName = `${payer!.first_name} ${payer!.last_name}`;

  await page.goto('/payment-candidates');
  await expect(page.getByRole('heading', { name: 'Payment Candidates', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload mails or bank statements' })).toBeVisible();

  await test.step('upload the statement: one new candidate of its two lines', async () => {
    const results = await upload(page, [statement]);
    const item = results.getByRole('listitem').filter({ hasText: statement.name });
    await expect(item.locator('.badge')).toHaveText('Candidate');
    await expect(item).toContainText('Bank statement (Chase): 2 lines, 1 credit: 1 new candidate.');
  });

  const row = bankRow(page, dollars);
  await test.step('the credit is listed from the bank statement, matched to the tenant', async () => {
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Bank statement');
    await expect(row).toContainText(`Posted ${displayDay(dayString(daysBefore(today(), 1)))}`);
    await expect(row).not.toContainText('Ref.');
    await expect(row).toContainText('Zelle');
    await expect(row.getByRole('link', { name: payerName })).toBeVisible();
    await expect(row.locator('.badge', { hasText: /^Matched$/ })).toBeVisible();
    await expect(row.locator('.badge', { hasText: /^Verified/ })).toBeVisible();
    await expect(row.getByText('Already recorded')).toHaveCount(0);
    // The debit is no candidate.
    await expect(
      page.getByRole('table', { name: 'Payment candidates' }).getByRole('row').filter({ hasText: 'COMCAST' }),
    ).toHaveCount(0);
  });

  await test.step('apply it: final, and on the tenant’s balance', async () => {
    await row.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('.Toastify').getByText('Candidate apply successfully').last()).toBeVisible();
    await expect(row).toContainText(FINALIZED);
    await expect(row).toContainText(`Applied by ${ADMIN.username}`);
    expect(await balanceOf(page, payer!.id)).toBe(balance + cents(amount));
  });

  await test.step('upload the same file again: imported already, nothing new', async () => {
    await page.getByRole('button', { name: 'Close the upload results' }).click();
    const results = await upload(page, [statement]);
    const item = results.getByRole('listitem').filter({ hasText: statement.name });
    await expect(item.locator('.badge')).toHaveText('Duplicate');
    await expect(item).toContainText('This statement was uploaded already');
    await page.reload();
    await expect(bankRow(page, dollars)).toHaveCount(1);
    expect(await balanceOf(page, payer!.id)).toBe(balance + cents(amount));
  });
});

test('a bank credit whose money a typed payment records already: shown, linked, applied only when confirmed', async ({
  page,
}) => {
  const [, payer] = await payers(page);
  const stamp = String(Date.now()).slice(-9);
  const { amount, dollars } = amountOf(stamp, 400);
  const received = dayString(daysBefore(today(), 2));
  const { get, post } = await api(page);
  const methods = await get<SubType[]>('/api/transaction-sub-types/?type=payment&is_active=true');
  const zelle = methods.find((method) => method.name === 'Zelle');
  expect(zelle, 'the Zelle payment method').toBeDefined();
  const typed = await post('/api/payments/', {
    tenant_id: payer!.id,
    amount,
    method_id: zelle!.id,
    received_on: received,
  });
  const balance = await balanceOf(page, payer!.id);
  const which = `payment #${typed.id}, received ${displayDay(received)}`;

  await page.goto('/payment-candidates');
  await upload(page, [chaseStatement(`chase-recorded-${stamp}.csv`, payer!, amount, `2135${stamp}`)]);
  const row = bankRow(page, dollars);

  await test.step('the credit says the money is already recorded, naming the payment', async () => {
    await expect(row.locator('.badge', { hasText: /^Already recorded$/ })).toBeVisible();
    await expect(row.getByRole('link', { name: which })).toBeVisible();
    await expectAccessibleInEachTheme(page, 'candidates: a bank credit already recorded');
  });

  await test.step('its link opens the tenant’s payments of that day in Transactions', async () => {
    await row.getByRole('link', { name: which }).click();
    await expect(page).toHaveURL(/\/transactions\?type=payment&tenant=/);
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await expect(transactions.getByRole('row').filter({ hasText: dollars })).toHaveCount(1);
    await page.goBack();
    await expect(row.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  await test.step('Apply asks first; Cancel records nothing', async () => {
    await row.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply money already recorded?' });
    await expect(dialog).toContainText(`This money is already recorded: ${which}, of the same amount.`);
    await expectAccessibleInEachTheme(page, 'candidates: recorded apply confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await balanceOf(page, payer!.id)).toBe(balance);
  });

  await test.step('Apply anyway records it a second time', async () => {
    await row.getByRole('button', { name: 'Apply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply money already recorded?' });
    await dialog.getByRole('button', { name: 'Apply anyway' }).click();
    await expect(page.locator('.Toastify').getByText('Candidate apply successfully').last()).toBeVisible();
    await expect(row).toContainText(FINALIZED);
    await expect(row.getByText('Already recorded')).toHaveCount(0);
    expect(await balanceOf(page, payer!.id)).toBe(balance + cents(amount));
  });
});

test('a CSV whose columns no name says: Choose columns once, and the same file uploaded again is read', async ({
  page,
}) => {
  const [payer] = await payers(page);
  const stamp = String(Date.now()).slice(-9);
  const { amount, dollars } = amountOf(stamp, 200);
  const payerName = `${payer!.first_name} ${payer!.last_name}`;
  const header = ['Posted', 'Amount USD', 'Counterparty', 'Notes'];
  const posted = dayString(daysBefore(today(), 1));
  const statement = {
    name: `bank-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header.join(',')}\n${posted},${amount},${payerName},rent\n`),
  };
  // Forget a mapping of this header (saved by an earlier run on this database): it starts unknown.
  const { get, remove } = await api(page);
  const mappings = await get<{ id: number; columns: string[] }[]>(
    '/api/payment-candidates/statement-mappings/',
  );
  for (const mapping of mappings.filter((m) => m.columns.join('|') === header.join('|').toLowerCase()))
    await remove(`/api/payment-candidates/statement-mappings/${mapping.id}/`);

  await page.goto('/payment-candidates');
  const results = await upload(page, [statement]);
  const item = results.getByRole('listitem').filter({ hasText: statement.name });

  await test.step('the upload says its columns are unknown, and offers Choose columns', async () => {
    await expect(item.locator('.badge')).toHaveText('Error');
    await expect(item).toContainText('This CSV file has no columns for a date, a description and an amount');
    await expect(item.getByRole('button', { name: 'Choose columns' })).toBeVisible();
  });

  await test.step('choose Posted, Counterparty and Amount USD: saved', async () => {
    await item.getByRole('button', { name: 'Choose columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose columns' });
    await expect(dialog.getByLabel('Date').locator('option')).toHaveText(['Select...', ...header]);
    await expectAccessibleInEachTheme(page, 'candidates: choose the columns of a CSV statement');
    await dialog.getByLabel('Date').selectOption('Posted');
    await dialog.getByLabel('Description').selectOption('Counterparty');
    await dialog.getByLabel('Amount').selectOption('Amount USD');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('.Toastify').getByText('Columns saved: upload the statement again.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item.getByRole('status')).toHaveText(
      `Columns saved: upload ${statement.name} again to read it.`,
    );
  });

  await test.step('upload the file again: its credit is a new candidate from the tenant it names', async () => {
    const again = await upload(page, [statement]);
    const line = again.getByRole('listitem').filter({ hasText: statement.name });
    await expect(line.locator('.badge')).toHaveText('Candidate');
    await expect(line).toContainText('1 credit: 1 new candidate.');
    const row = bankRow(page, dollars);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Posted ${displayDay(posted)}`);
    await expect(row.getByRole('link', { name: payerName })).toBeVisible();
  });
});
