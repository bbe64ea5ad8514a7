import { expect, test, type Locator, type Page } from '@playwright/test';
import { api } from '../support/api';
import { expectAccessibleInEachTheme, THEMES, useTheme } from '../support/axe';
import { chartPoint } from '../support/chart';
import { BUSINESS_TIME_ZONE, dayString, today } from '../support/days';

// The browser's day is the business day, so "Last month" is the server's last month.
test.use({ timezoneId: BUSINESS_TIME_ZONE });

/**
 * Issue 30 ("Books an owner can trust"): the dashboard for any range and any property. What the page
 * shows for "Last month", for the whole house and for one property, is what the API answers for it.
 */

interface Totals {
  period: {
    total_income: string;
    total_expense: string;
    net_profit: string;
    checkouts: number;
    beds_sold: number;
  };
  current: { total_beds: number; free_beds: number; occupancy: number };
}
interface Collection {
  rent_charges: number;
  on_time: number;
  on_time_rate: number | null;
  average_days_late: number | null;
}
interface PropertyReport {
  property: { id: number; address: string };
  income: string;
  expense: string;
  net: string;
  deposits_held: string;
  beds: number;
  occupied_beds: number;
  occupancy: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The calendar month before the business's today: its days and its name. */
function lastMonth() {
  const now = today();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return {
    start: dayString(start),
    end: dayString(end),
    days: end.getUTCDate(),
    title: `Last month (${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()})`,
  };
}

/** '-1234.50' → '-$1,234.50', as the app writes money. */
const usd = (amount: string) => {
  const cents = Math.round(Number(amount) * 100);
  const dollars = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `${cents < 0 ? '-' : ''}$${dollars}`;
};

const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value)}%`);
const daysLate = (value: number | null) =>
  value === null
    ? '—'
    : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${value === 1 ? 'day' : 'days'}`;

/** A card's value in a region of cards, found by its label. */
const cardValue = (region: Locator, label: string) =>
  region
    .locator('.card-body')
    .filter({ has: region.page().getByText(label, { exact: true }) })
    .locator('.fs-5');

/** The cards and the rent collection show these answers of the API. */
async function expectFigures(page: Page, title: string, totals: Totals, collection: Collection) {
  const cards = page.getByRole('region', { name: title });
  await expect(cards).toBeVisible();
  const { period, current } = totals;
  await expect(cardValue(cards, 'Total Income')).toHaveText(usd(period.total_income));
  await expect(cardValue(cards, 'Total Expense')).toHaveText(usd(period.total_expense));
  await expect(cardValue(cards, 'Net Profit')).toHaveText(usd(period.net_profit));
  await expect(cardValue(cards, 'Check-outs')).toHaveText(String(period.checkouts));
  await expect(cardValue(cards, 'Beds Sold')).toHaveText(String(period.beds_sold));
  await expect(cardValue(cards, 'Total | Free beds')).toHaveText(
    `${current.total_beds} | ${current.free_beds}`,
  );
  await expect(cardValue(cards, 'Occupancy')).toHaveText(percent(current.occupancy));
  const rent = page.getByRole('region', { name: 'Rent collection' });
  await expect(cardValue(rent, 'On-time rate')).toHaveText(percent(collection.on_time_rate));
  await expect(cardValue(rent, 'Average days late')).toHaveText(daysLate(collection.average_days_late));
}

test('the dashboard for last month, the whole house then one property, shows what the API answers', async ({
  page,
}) => {
  const { get } = await api(page);
  const month = lastMonth();
  const range = `start=${month.start}&end=${month.end}`;

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: 'Last month' });
  await expect(page).toHaveURL(/\/\?range=last-month$/);

  const properties = await get<PropertyReport[]>(`/api/reportsapp/properties/?${range}`);
  await test.step('the whole house: cards, rent collection, and each property', async () => {
    await expectFigures(
      page,
      month.title,
      await get<Totals>(`/api/reportsapp/total/?${range}`),
      await get<Collection>(`/api/reportsapp/collection/?${range}`),
    );
    // Deposits held are a figure of now, whatever the range.
    const held = await get<{ held: string; count: number }>('/api/reportsapp/deposits/');
    await expect(cardValue(page.getByRole('region', { name: month.title }), 'Deposits held')).toHaveText(
      `${usd(held.held)} ${held.count} deposits`,
    );
    const table = page.getByRole('table', { name: 'By property' });
    await expect(table.getByRole('row')).toHaveCount(properties.length + 1);
    await expect(table.getByRole('row').nth(1)).not.toHaveText(/Loading/);
    for (const [i, row] of properties.entries()) {
      await expect(
        table
          .getByRole('row')
          .nth(i + 1)
          .getByRole('cell'),
      ).toHaveText([
        String(i + 1),
        row.property.address,
        usd(row.income),
        usd(row.expense),
        usd(row.net),
        usd(row.deposits_held),
        String(row.beds),
        percent(row.occupancy),
      ]);
    }
  });

  // The demo house has money last month; any property does when it does not.
  const chosen = properties.find((row) => row.income !== '0.00') ?? properties[0]!;
  await test.step('one property: its cards, its rent collection and its chart', async () => {
    const select = page.getByRole('combobox', { name: 'Property' });
    await select.fill(chosen.property.address);
    await page.getByRole('option', { name: chosen.property.address, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?range=last-month&property=${chosen.property.id}$`));
    const scope = `${range}&property=${chosen.property.id}`;
    const totals = await get<Totals>(`/api/reportsapp/total/?${scope}`);
    expect(totals.period.total_income).toBe(chosen.income);
    const held = await get<{ held: string }>(`/api/reportsapp/deposits/?property=${chosen.property.id}`);
    expect(held.held).toBe(chosen.deposits_held);
    await expectFigures(
      page,
      `${month.title} · ${chosen.property.address}`,
      totals,
      await get<Collection>(`/api/reportsapp/collection/?${scope}`),
    );
    await expect(
      page.getByRole('heading', { name: 'Daily Income & Expense & Profit (Last month)' }),
    ).toBeVisible();
    const chart = page.getByTestId('daily-summary-chart');
    await expect.poll(async () => (await chartPoint(chart, 0, 0)).count).toBe(month.days);
  });

  await test.step('a custom range with the property chosen has no serious accessibility problem', async () => {
    await useTheme(page, THEMES[0]);
    await page.reload();
    await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: 'Custom' });
    await expect(page.getByRole('textbox', { name: 'Custom range' })).toBeVisible();
    await expect(page.locator('.spinner-border')).toHaveCount(0);
    await expectAccessibleInEachTheme(page, 'dashboard, custom range and one property');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('each property is a card with its figures', async ({ page }) => {
    const { get } = await api(page);
    const month = lastMonth();
    const properties = await get<PropertyReport[]>(
      `/api/reportsapp/properties/?start=${month.start}&end=${month.end}`,
    );
    await page.goto('/?range=last-month');
    const cards = page.getByRole('list', { name: 'By property' }).getByRole('listitem');
    await expect(cards).toHaveCount(properties.length);
    const first = properties[0]!;
    await expect(cards.first()).toContainText(first.property.address);
    await expect(cards.first()).toContainText(`Net${usd(first.net)}`);
    await expect(cards.first()).toContainText(`Occupancy${percent(first.occupancy)}`);
    const box = await cards.first().boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
