import { expect, test, type Page } from '@playwright/test';
import { addHouse, addTenantWithOrder } from '../support/api';
import { chartPoint } from '../support/chart';
import { BUSINESS_TIME_ZONE, dayString, daysBefore, displayDay, today, typedDay } from '../support/days';

// The browser's day is the business day, so the dialog's today and the dashboard's days are the server's.
test.use({ timezoneId: BUSINESS_TIME_ZONE });

/**
 * Issue 30 (decision 037, DOMAIN "The books"): a payment received three days ago and entered today
 * belongs to the day it was received, in the list's date filter and on the dashboard, not to today.
 */

interface SummaryDay {
  date: string;
  income: string;
  expense: string;
}

/** '1234.50' → 123450: money as the API writes it, in cents. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Opens the dashboard on the last 30 days and answers the days of its chart, as the page asked for them. */
async function openDashboard(page: Page): Promise<SummaryDay[]> {
  const summary = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/reportsapp/summary/'),
  );
  await page.goto('/?range=30d');
  await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
  const response = await summary;
  expect(response.status()).toBe(200);
  return (await response.json()) as SummaryDay[];
}

const incomeOn = (days: SummaryDay[], day: string) => {
  const found = days.find((summaryDay) => summaryDay.date === day);
  expect(found, `the dashboard's summary has ${day}`).toBeDefined();
  return cents(found!.income);
};

test('a payment back-dated three days is under its day: in the list filtered by that day and on the dashboard', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const lastName = `Booked${stamp}`;
  const description = `Received at the desk ${stamp}`;
  const todayDay = dayString(today());
  const receivedDay = dayString(daysBefore(today(), 3));
  const { beds } = await addHouse(page, `Elm ${stamp} St`);
  await addTenantWithOrder(
    page,
    {
      first_name: 'Bea',
      last_name: lastName,
      email: `bea.${stamp}@example.com`,
      phone: `303${stamp.slice(-7)}`,
      date_of_birth: '1988-05-17',
    },
    beds[0]!.id,
  );
  const incomeBefore = incomeOn(await openDashboard(page), receivedDay);

  await test.step('record a payment received three days ago through Create Transactions', async () => {
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'Add transaction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Transactions' });
    await dialog.getByLabel('Transaction type').selectOption('payment');
    await dialog.getByLabel('Tenant').fill(lastName);
    await page.getByRole('option', { name: `Bea ${lastName}` }).click();
    await dialog.getByLabel('Method').selectOption({ index: 1 });
    await dialog.getByLabel('Amount').fill('246.80');
    const received = dialog.getByLabel('Received on');
    await received.fill('');
    await received.pressSequentially(typedDay(receivedDay));
    await dialog.getByLabel('Description (optional)').fill(description);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.Toastify').getByText('Transaction saved successfully!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const table = page.getByRole('table', { name: 'Transactions' });
  const paymentRow = table.getByRole('row').filter({ hasText: description });

  await test.step('the list filtered by that day has it, dated that day and recorded today', async () => {
    await page.goto(`/transactions?date_from=${receivedDay}&date_to=${receivedDay}`);
    await expect(page.getByRole('textbox', { name: 'Date range' })).toHaveValue(
      `${displayDay(receivedDay)} - ${displayDay(receivedDay)}`,
    );
    await expect(paymentRow).toHaveCount(1);
    const date = paymentRow.getByRole('cell').nth(1);
    await expect(date).toContainText(displayDay(receivedDay));
    await expect(date).toContainText(`Recorded ${displayDay(todayDay)}, `);
  });

  await test.step('the list filtered by today has the tenant’s rent, not the payment', async () => {
    await page.goto(`/transactions?tenant=${lastName}&date_from=${todayDay}&date_to=${todayDay}`);
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: /Rent due/ })
        .first(),
    ).toBeVisible();
    await expect(paymentRow).toHaveCount(0);
  });

  await test.step('the dashboard counts it on that day, and its point opens that day’s list', async () => {
    const days = await openDashboard(page);
    expect(incomeOn(days, receivedDay) - incomeBefore).toBe(24_680);
    const chart = page.getByTestId('daily-summary-chart');
    const index = days.findIndex((day) => day.date === receivedDay);
    // Under the cards and the rent collection: the point is clicked where the screen shows it.
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await chartPoint(chart, 0, index)).settled).toBe(true);
    const point = await chartPoint(chart, 0, index);
    await page.mouse.click(point.x, point.y);
    await expect(page).toHaveURL(
      new RegExp(`/transactions\\?date_from=${receivedDay}&date_to=${receivedDay}$`),
    );
    await expect(paymentRow).toHaveCount(1);
    await expect(paymentRow).toContainText('$246.80');
  });
});
