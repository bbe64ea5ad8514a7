import { expect, test, type Locator, type Page } from '@playwright/test';

/** The toast area: success and refusal messages land here. */
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

async function openActions(page: Page, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** Picks an option of a searchable select (react-select): type, then choose. */
async function choose(select: Locator, page: Page, search: string, option: string) {
  await select.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('places: add a property, a room and a bed; search, sort, open, edit and delete them', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const address = `Maple ${stamp} St`;
  const roomOption = `Room 101 — ${address}`;

  await test.step('add a property through the modal and find it by search', async () => {
    await page.goto('/properties');
    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Property' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(4);
    await dialog.getByLabel('Address').fill(address);
    await dialog.getByLabel('City').fill('Denver');
    await dialog.getByLabel('State').selectOption('CO');
    await dialog.getByLabel('Zip code').pressSequentially('80a2021');
    await expect(dialog.getByLabel('Zip code')).toHaveValue('80202');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Property created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${stamp}`));
    const table = page.getByRole('table', { name: 'Properties' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('cell', { name: address })).toBeVisible();
  });

  await test.step('sort a column: the URL changes and survives a reload', async () => {
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    const zip = page.getByRole('columnheader', { name: 'Zip code' });
    await zip.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]ordering=zip_code$/);
    await zip.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]ordering=-zip_code$/);
    await page.reload();
    await expect(page).toHaveURL(/[?&]ordering=-zip_code$/);
    await expect(page.getByRole('columnheader', { name: 'Zip code' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByRole('table', { name: 'Properties' }).locator('tbody tr').first()).toBeVisible();
  });

  await test.step('add a room to the property through the rooms modal, and find it', async () => {
    await page.goto('/rooms');
    await page.getByRole('button', { name: 'Add Room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Room' });
    await choose(dialog.getByLabel('Property'), page, stamp, address);
    await dialog.getByLabel('Number').fill('101');
    await dialog.getByLabel('Gender designation').selectOption('mixed');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Room created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    const table = page.getByRole('table', { name: 'Rooms' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('cell', { name: address })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Mixed' })).toBeVisible();
  });

  await test.step('add a bed to that room through the beds modal, and find it', async () => {
    await page.goto('/beds');
    await page.getByRole('button', { name: 'Add Bed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Bed' });
    await choose(dialog.getByLabel('Room'), page, stamp, roomOption);
    await dialog.getByLabel('Number').fill('1');
    await dialog.getByLabel('Price').fill('650');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Bed created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    const table = page.getByRole('table', { name: 'Beds' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('cell', { name: '$650.00' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Room 101' })).toBeVisible();
  });

  await test.step('open the bed from the context menu, edit it through the actions menu', async () => {
    await page
      .getByRole('table', { name: 'Beds' })
      .getByRole('cell', { name: '$650.00' })
      .click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Open', 'Property', 'Room', 'Edit', 'Delete']);
    await menu.getByRole('menuitem', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/beds\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Bed 1', level: 1 })).toBeVisible();

    await openActions(page, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit Bed' });
    await expect(dialog.getByLabel('Price')).toHaveValue('650.00');
    await dialog.getByLabel('Price').fill('700.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Bed updated successfully')).toBeVisible();
    await expect(page.getByLabel('Bed details')).toContainText('$700.50');
  });

  await test.step('a property that still has rooms cannot be deleted', async () => {
    await page.getByLabel('Bed details').getByRole('link', { name: address }).click();
    await expect(page.getByRole('heading', { name: address, level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rooms' }).getByRole('cell', { name: '101' })).toBeVisible();
    await openActions(page, 'Delete');
    await confirmDelete(page, 'Delete Property');
    await expect(toast(page, 'This property still has 1 room. Delete or move it first.')).toBeVisible();
    await expect(page.getByRole('heading', { name: address, level: 1 })).toBeVisible();
  });

  await test.step('open the room by double-click; delete the bed, the room and the property', async () => {
    await page.getByRole('table', { name: 'Rooms' }).getByRole('cell', { name: '101' }).dblclick();
    await expect(page).toHaveURL(/\/rooms\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Room 101', level: 1 })).toBeVisible();
    const roomUrl = page.url();

    await page.getByRole('table', { name: 'Beds' }).getByRole('cell', { name: '$700.50' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Bed 1', level: 1 })).toBeVisible();
    await openActions(page, 'Delete');
    await confirmDelete(page, 'Delete Bed');
    await expect(toast(page, 'Bed deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/beds$/);

    await page.goto(roomUrl);
    await expect(page.getByRole('table', { name: 'Beds' }).getByText('No data available')).toBeVisible();
    await openActions(page, 'Delete');
    await confirmDelete(page, 'Delete Room');
    await expect(toast(page, 'Room deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/rooms$/);

    await page.goto(`/properties?search=${stamp}`);
    await page.getByRole('table', { name: 'Properties' }).getByRole('cell', { name: address }).dblclick();
    await openActions(page, 'Delete');
    await confirmDelete(page, 'Delete Property');
    await expect(toast(page, 'Property deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/properties$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(
      page.getByRole('table', { name: 'Properties' }).getByText('No data available'),
    ).toBeVisible();
  });
});
