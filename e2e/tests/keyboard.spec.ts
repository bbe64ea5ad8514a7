import { expect, test, type Locator, type Page } from '@playwright/test';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: skip link, a dialog opened with Enter, its first field, first error, Escape back to the button', async ({
  page,
}) => {
  await page.goto('/properties');
  const add = page.getByRole('button', { name: 'Add Property' });
  await expect(add).toBeVisible();

  await test.step('Tab first reaches the skip link, which shows and moves focus to the main content', async () => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/properties$/);
  });

  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await test.step('Enter on the button opens the dialog with focus in its first field', async () => {
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Address')).toBeFocused();
    await expect(dialog.getByLabel('City')).toHaveAttribute('aria-required', 'true');
  });

  await test.step('a failed submit puts focus on the first field with an error', async () => {
    await page.keyboard.type('12 Keyboard Lane');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('This field is required.')).toHaveCount(3);
    await expect(dialog.getByLabel('City')).toBeFocused();
    await page.keyboard.type('Denver');
  });

  await test.step('Escape closes it and focus is back on the button', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});
