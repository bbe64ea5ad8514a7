import { expect, test, type Locator, type Page } from '@playwright/test';
import { addHouse, api, type TenantFields } from '../support/api';
import { expectAccessibleInEachTheme, useTheme } from '../support/axe';
import { dayString, daysBefore, displayDay, today } from '../support/days';

// The board of beds (issue 34): place a tenant in a free bed from the board (Create Order), move a
// tenant by dragging them onto a free bed and by the bed's "Move to…", see a reservation and a planned
// departure, the board at 390 px, and axe on the board and its dialogs in both themes.
test.use({ timezoneId: 'America/New_York' });

const PHONE = { width: 390, height: 844 };
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** A tenant, and their monthly order of the beds from `start` (and to `plannedEnd`), through the API. */
async function addOrder(
  page: Page,
  fields: TenantFields,
  bedId: number,
  { start, plannedEnd }: { start: string; plannedEnd?: string },
) {
  const { post } = await api(page);
  const tenant = await post('/api/tenants/', fields);
  const order = await post('/api/orders/', {
    tenant_id: tenant.id,
    bed_ids: [bedId],
    period_payment: 'monthly',
    rent_amount: '900.00',
    start_date: start,
    ...(plannedEnd && { planned_end_date: plannedEnd }),
  });
  return { tenant, order };
}

const person = (stamp: string, first: string, i: number): TenantFields => ({
  first_name: first,
  last_name: `Board${stamp}`,
  email: `${first.toLowerCase()}.${stamp}@example.com`,
  phone: `720${stamp.slice(-6)}${i}`,
  date_of_birth: '1990-05-0' + String(i),
});

/** The row of bed `number` in the room's card. */
const bedRow = (page: Page, number: number) =>
  page
    .getByRole('list', { name: 'Beds of Room 1' })
    .getByRole('listitem')
    .filter({ has: page.getByText(`Bed ${number}`, { exact: true }) });

const expectStatus = (row: Locator, status: string) =>
  expect(row.locator('.board-status')).toHaveText(status);

test('the board: place, move by drag and by menu, a reservation and a departure, at 390 px, with axe', async ({
  page,
}) => {
  await useTheme(page, 'light');
  const stamp = String(Date.now());
  const day = today();
  const address = `${stamp} Board Ave`;
  // Bed 1 free (placed from the board), 2 Bo's (dragged to 3), 4 Cy's (moved by menu to 5),
  // 6 reserved by Di from day + 10, 7 Ed's, leaving at day + 3.
  const { property, beds } = await addHouse(page, address, {
    prices: ['900.00', '900.00', '800.00', '900.00', '950.00', '900.00', '900.00'],
  });
  const ids = beds.map((bed) => bed.id);
  const since = dayString(daysBefore(day, 10));
  await addOrder(page, person(stamp, 'Bo', 1), ids[1]!, { start: since });
  await addOrder(page, person(stamp, 'Cy', 2), ids[3]!, { start: since });
  const reservedFrom = dayString(addDays(day, 10));
  await addOrder(page, person(stamp, 'Di', 3), ids[5]!, { start: reservedFrom });
  const leavingOn = dayString(addDays(day, 3));
  await addOrder(page, person(stamp, 'Ed', 4), ids[6]!, { start: dayString(day), plannedEnd: leavingOn });
  const { post } = await api(page);
  await post('/api/tenants/', person(stamp, 'Al', 5));

  await page.goto(`/board?property=${property.id}`);
  await expect(page.getByRole('heading', { name: address, level: 2 })).toBeVisible();

  await test.step('statuses in words: free, occupied, a reservation from its day, a departure', async () => {
    await expectStatus(bedRow(page, 1), 'Free');
    // Bo's order began ten days ago: its first rent is past due.
    await expectStatus(bedRow(page, 2), 'Overdue');
    await expect(bedRow(page, 2)).toContainText(`Bo Board${stamp}`);
    await expectStatus(bedRow(page, 6), 'Reserved');
    await expect(bedRow(page, 6)).toContainText(
      `Reserved for Di Board${stamp} from ${displayDay(reservedFrom)}`,
    );
    await expectStatus(bedRow(page, 7), 'Leaving');
    await expect(bedRow(page, 7)).toContainText(`Leaving ${displayDay(leavingOn)}`);
    await expectAccessibleInEachTheme(page, 'the board');
  });

  await test.step('a free bed opens Create Order with it, and the tenant is placed', async () => {
    await bedRow(page, 1)
      .getByRole('button', { name: /^New order/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create Order' });
    await expect(dialog.getByText(`Bed 1 · Room 1 (Mixed) · ${address} · $900.00`)).toBeVisible();
    await expect(dialog.getByLabel('Rent amount')).toHaveValue('900.00');
    await expectAccessibleInEachTheme(page, 'Create Order from the board');
    await dialog.getByLabel('Tenant').fill(`Al Board${stamp}`);
    await page.getByRole('option', { name: `Al Board${stamp}` }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/board\?property=/);
    await expectStatus(bedRow(page, 1), 'Occupied');
    await expect(bedRow(page, 1)).toContainText(`Al Board${stamp}`);
  });

  await test.step('Bo is dragged onto the free Bed 3: the move, with the rent for the cheaper bed', async () => {
    await bedRow(page, 2).dragTo(bedRow(page, 3));
    const dialog = page.getByRole('dialog', { name: `Move Bo Board${stamp}` });
    await expect(dialog.getByLabel('Move to')).toHaveValue(String(ids[2]));
    // $900.00 + ($800.00 − $900.00) a month.
    await expect(dialog.getByLabel('Rent from that day')).toHaveValue('800.00');
    await expectAccessibleInEachTheme(page, 'the move dialog');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Tenant moved')).toBeVisible();
    await expect(bedRow(page, 3)).toContainText(`Bo Board${stamp}`);
    await expectStatus(bedRow(page, 2), 'Free');
  });

  await test.step('Cy moves by the menu, the keyboard’s way, to Bed 5', async () => {
    await bedRow(page, 4).getByRole('button', { name: 'Actions for Bed 4' }).click();
    await page.getByRole('button', { name: 'Move to…' }).click();
    const dialog = page.getByRole('dialog', { name: `Move Cy Board${stamp}` });
    await dialog
      .getByLabel('Move to')
      .selectOption({ label: `Bed 5 · Room 1 (Mixed) · ${address} · $950.00` });
    await expect(dialog.getByLabel('Rent from that day')).toHaveValue('950.00');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('Tenant moved')).toBeVisible();
    await expect(bedRow(page, 5)).toContainText(`Cy Board${stamp}`);
    await expectStatus(bedRow(page, 4), 'Free');
  });

  await test.step('a planned move-out makes Al’s bed Leaving', async () => {
    await bedRow(page, 1).getByRole('button', { name: 'Actions for Bed 1' }).click();
    await page.getByRole('button', { name: 'Planned move-out…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Planned move-out' });
    const out = dayString(addDays(day, 5));
    await dialog
      .getByLabel('Planned move-out')
      .fill(`${out.slice(5, 7)}/${out.slice(8, 10)}/${out.slice(0, 4)}`);
    await expectAccessibleInEachTheme(page, 'the planned move-out dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Planned move-out saved')).toBeVisible();
    await expectStatus(bedRow(page, 1), 'Leaving');
    await expect(bedRow(page, 1)).toContainText(`Leaving ${displayDay(out)}`);
  });

  await test.step('arranging the room: its beds move up and down with the keyboard’s buttons', async () => {
    await page.getByRole('button', { name: 'Arrange beds' }).click();
    await expectAccessibleInEachTheme(page, 'the board, arranging a room');
    await page.getByRole('button', { name: 'Move Bed 7 up' }).click();
    // Ed's bed is Bed 6 now, the reservation's Bed 7.
    await expect(bedRow(page, 6)).toContainText(`Ed Board${stamp}`);
    await expect(bedRow(page, 7)).toContainText(`Di Board${stamp}`);
    await page.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('at 390 px: a list per room, nothing wider than the screen', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(bedRow(page, 1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = await bedRow(page, 7).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessibleInEachTheme(page, 'the board at 390 px');
  });
});
