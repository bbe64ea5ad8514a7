import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEachTheme } from '../support/axe';
import { BUSINESS_TIME_ZONE } from '../support/days';

test.use({ timezoneId: BUSINESS_TIME_ZONE });

/**
 * Issue 31, "Teach a layout": a deposit notice from a credit union no rule reads, verified by our
 * receiving server's DKIM pass for its domain (the e2e server trusts mx.bunkhouse.test:
 * MAIL_TRUSTED_AUTHSERV_ID in playwright.config.ts), waits in Needs a look with its text. Taught once
 * (payer, amount, method), it becomes a candidate, and the next mail of that layout is read at once;
 * Settings shows the layout and tests it against its mail.
 */

const FILES = 'Mails or bank statements (.eml, .ofx, .qfx, .csv)';
const SENDER = 'creditunion.example';
const TAUGHT = 'Layout taught: this mail and the next ones like it are read.';

/** A deposit notice of the credit union, its payer and amount in a layout no rule knows. */
function depositNotice(file: string, messageId: string, payer: string, amount: string) {
  const text = [
    `Authentication-Results: mx.bunkhouse.test;`,
    ` dkim=pass header.d=${SENDER} header.s=s2026 header.b=E2eTestSig;`,
    ` spf=pass smtp.mailfrom=${SENDER}`,
    `From: Credit Union Alerts <alerts@${SENDER}>`,
    'To: rent@sunrise.example',
    'Subject: Deposit notice',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${messageId}@alerts.${SENDER}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    'Deposit notice',
    `Member: ${payer}`,
    `Credit amount: $${amount}`,
    'Posted 03/05/2026',
    '',
  ].join('\r\n');
  return { name: file, mimeType: 'message/rfc822', buffer: Buffer.from(text) };
}

/** Uploads one mail on Payment Candidates; its line of the upload results, then closes them. */
async function upload(page: Page, mail: ReturnType<typeof depositNotice>) {
  await page.getByLabel(FILES).setInputFiles([mail]);
  const results = page.getByRole('region', { name: 'Upload results' });
  const item = results.getByRole('listitem').filter({ hasText: mail.name });
  await expect(item).toHaveCount(1);
  const kind = (await item.locator('.badge').textContent())?.trim();
  await page.getByRole('button', { name: 'Close the upload results' }).click();
  return kind;
}

/** The list's row of the candidate from this payer of this amount ('$410.00'). */
const candidateRow = (page: Page, payer: string, dollars: string) =>
  page
    .getByRole('table', { name: 'Payment candidates' })
    .getByRole('row')
    .filter({ hasText: payer })
    .filter({ hasText: dollars });

test('teach a layout: a verified mail no rule reads, taught once, then read at once', async ({ page }) => {
  const stamp = String(Date.now()).slice(-9);
  const first = depositNotice(`deposit-${stamp}-1.eml`, `e2e-teach-${stamp}-1`, 'JANE ROE', '410.00');
  const second = depositNotice(`deposit-${stamp}-2.eml`, `e2e-teach-${stamp}-2`, 'SAM POE', '275.50');

  await page.goto('/payment-candidates');
  await expect(page.getByRole('heading', { name: 'Payment Candidates', level: 1 })).toBeVisible();

  await test.step('upload the first notice: no candidate, it waits in Needs a look', async () => {
    expect(await upload(page, first)).toBe('No payment');
    await expect(candidateRow(page, 'JANE ROE', '$410.00')).toHaveCount(0);
  });

  const fold = page.getByRole('button', { name: /^Needs a look \d+ mails?$/ });
  const waiting = page
    .getByRole('list', { name: 'Mails that need a look' })
    .getByRole('listitem')
    .filter({ hasText: 'Member: JANE ROE' });

  await test.step('Needs a look counts it and shows it with its text', async () => {
    await expect(fold).toBeVisible();
    await fold.click();
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText(`alerts@${SENDER}`);
    await expect(waiting).toContainText(`verified for ${SENDER}`);
    await expect(waiting.getByRole('group', { name: 'Text of the mail: Deposit notice' })).toContainText(
      'Credit amount: $410.00',
    );
    await expectAccessibleInEachTheme(page, 'candidates: needs a look');
  });

  await test.step('teach it: payer, amount and Bank transfer; a candidate of JANE ROE', async () => {
    await waiting.getByRole('button', { name: 'Teach this layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teach this layout' });
    await dialog.getByLabel('Payer').fill('JANE ROE');
    await dialog.getByLabel('Amount').fill('410.00');
    await dialog.getByLabel('Payment method').selectOption({ label: 'Bank transfer' });
    await expectAccessibleInEachTheme(page, 'candidates: teach a layout');
    await dialog.getByRole('button', { name: 'Teach' }).click();
    await expect(page.locator('.Toastify').getByText(TAUGHT).last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(waiting).toHaveCount(0);
    const row = candidateRow(page, 'JANE ROE', '$410.00');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Bank transfer');
    await expect(row.locator('.badge', { hasText: /^Verified/ })).toBeVisible();
  });

  await test.step('the next notice of that layout is read at once', async () => {
    expect(await upload(page, second)).toBe('Candidate');
    const row = candidateRow(page, 'SAM POE', '$275.50');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Bank transfer');
    await expect(row.locator('.badge', { hasText: /^Verified/ })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Mails that need a look' })
        .getByRole('listitem')
        .filter({ hasText: 'SAM POE' }),
    ).toHaveCount(0);
  });

  await test.step('Settings shows the layout, and its test reads its mail', async () => {
    await page.goto('/settings/payment-methods');
    const card = page.getByRole('list', { name: 'Taught layouts' }).getByRole('listitem', { name: SENDER });
    await expect(card).toHaveCount(1);
    await expect(card.getByLabel('Payment method')).toHaveValue(/\d+/);
    await expect(card.getByLabel('Payment method').locator('option:checked')).toHaveText('Bank transfer');
    await expect(card.getByLabel('Patterns')).toHaveValue(/\(\?<payer>/);
    await card.getByRole('button', { name: 'Test' }).click();
    const result = card.getByRole('status', { name: 'Test result' });
    await expect(result).toContainText('Candidate');
    await expect(result).toContainText('JANE ROE');
    await expect(result).toContainText('$410.00');
    await expectAccessibleInEachTheme(page, 'settings: taught layouts');
  });
});
