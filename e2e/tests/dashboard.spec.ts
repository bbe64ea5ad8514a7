import { expect, test } from '@playwright/test';
import { chartPoint } from '../support/chart';
import { BUSINESS_TIME_ZONE, dayString, daysBefore, monthsBefore, today } from '../support/days';

// The browser's day is the business day, so the dashboard's ranges are the server's days.
test.use({ timezoneId: BUSINESS_TIME_ZONE });

interface SummaryDay {
  date: string;
  income: string;
  expense: string;
}

const CARDS = [
  'Total Income',
  'Total Expense',
  'Net Profit',
  'Check-outs',
  'Beds Sold',
  'Total | Free beds',
  'Occupancy',
  'Deposits held',
];

test('the dashboard: eight cards of the last 30 days, the daily chart and its ranges, the morning lists', async ({
  page,
}) => {
  const firstSummary = page.waitForResponse((response) =>
    response.url().includes('/api/reportsapp/summary/'),
  );
  // The spec's default chart period, a choice of the dashboard's range (the page's own default is this month).
  await page.goto('/?range=30d');
  await expect(page.getByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeVisible();
  const summaryResponse = await firstSummary;
  const thirtyDays = new URL(summaryResponse.url()).searchParams;
  const now = today();
  expect([thirtyDays.get('start'), thirtyDays.get('end')]).toEqual([
    dayString(daysBefore(now, 30)),
    dayString(now),
  ]);
  const days = (await summaryResponse.json()) as SummaryDay[];
  expect(days).toHaveLength(31);

  await test.step('eight cards with the demo house’s figures', async () => {
    const month = page.getByRole('region', {
      name: /^Last 30 days \(\d{2} \w{3} \d{4} – \d{2} \w{3} \d{4}\)$/,
    });
    const cards = month.locator('.card-body');
    await expect(cards).toHaveCount(8);
    await expect(cards.locator(':scope > .small')).toHaveText(CARDS);
    // The demo house's orders by the month or week hold deposits.
    await expect(cards.filter({ hasText: 'Deposits held' }).locator('.fs-5')).toHaveText(
      /^\$[\d,]+\.\d{2} \d+ deposits?$/,
    );
    await expect(month.getByText(/^\d+ \| \d+$/)).toBeVisible();
    await expect(month.getByText(/^\d+%$/)).toBeVisible();
    await expect(cards.filter({ hasText: 'Total Income' }).locator('.fs-5')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(cards.locator('.fs-5', { hasText: /^—$/ })).toHaveCount(0);
  });

  const chart = page.getByTestId('daily-summary-chart');
  await test.step('the chart draws the last 30 days', async () => {
    await expect(
      page.getByRole('heading', { name: 'Daily Income & Expense & Profit (Last 30 days)' }),
    ).toBeVisible();
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((canvas) => canvas.tagName)).toBe('CANVAS');
    expect((await chart.boundingBox())?.height).toBeCloseTo(320, 0);
    await expect.poll(async () => (await chartPoint(chart, 0, 0)).count).toBe(days.length);
  });

  await test.step('the morning lists show the demo house’s overdue tenants, rent due and free beds', async () => {
    const owing = page.getByRole('table', { name: 'Who owes the most' });
    await expect(owing.getByRole('link').first()).toHaveAttribute('href', /^\/tenants\/\d+$/);
    await expect(owing.getByText(/^\d+ days?$/).first()).toBeVisible();
    const due = page.getByRole('table', { name: 'Rent due in the next 7 days' });
    await expect(due.getByRole('link').first()).toHaveAttribute('href', /^\/tenants\/\d+$/);
    const beds = page.getByRole('table', { name: 'Free beds' });
    await expect(beds.getByRole('link').first()).toHaveAttribute('href', /^\/properties\/\d+$/);
    await expect(beds.getByText(/^\d+ \/ \d+$/).first()).toBeVisible();
  });

  await test.step('Last 3 months asks for the summary of the last 3 months', async () => {
    const threeMonths = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/reportsapp/summary/' &&
        url.searchParams.get('start') !== thirtyDays.get('start')
      );
    });
    const range = page.getByRole('combobox', { name: 'Range' });
    await range.selectOption({ label: 'Last 3 months' });
    const query = new URL((await threeMonths).url()).searchParams;
    expect([query.get('start'), query.get('end')]).toEqual([dayString(monthsBefore(now, 3)), dayString(now)]);
    await expect(
      page.getByRole('heading', { name: 'Daily Income & Expense & Profit (Last 3 months)' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/\?range=90d$/);
    await range.selectOption({ label: 'Last 30 days' });
    await expect(page.getByRole('heading', { name: /\(Last 30 days\)$/ })).toBeVisible();
    await expect.poll(async () => (await chartPoint(chart, 0, 0)).count).toBe(days.length);
  });

  await test.step('a click on a day’s point opens that day’s transactions', async () => {
    const index = days.length - 8; // a week ago: a full day of the demo house's money
    // Under the cards and the rent collection: the point is clicked where the screen shows it.
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await chartPoint(chart, 0, index)).settled).toBe(true);
    const point = await chartPoint(chart, 0, index);
    await page.mouse.click(point.x, point.y);
    const day = days[index]!.date;
    await expect(page).toHaveURL(new RegExp(`/transactions\\?date_from=${day}&date_to=${day}$`));
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Date range' })).not.toHaveValue('');
  });
});

test('Help & Info explains how money moves and where things are', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  const money = page.getByRole('region', { name: 'How money moves' });
  await expect(money).toContainText('Rent is posted 5 days before its due date');
  await expect(money).toContainText('A void reverses a payment or fee with a new row');
  const screens = page.getByRole('region', { name: 'Where things are' });
  await expect(screens.getByRole('link')).toHaveCount(10);
  await screens.getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/records$/);
  await expect(page.getByRole('heading', { name: 'Records', level: 1 })).toBeVisible();
});
