import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Right-clicks the row's name and answers the context menu. The menu closes on any scroll, and the
 * table scrolls sideways in its own box: the cell is scrolled into view first, and that scroll's
 * event (delivered on the next frame) is let pass, so that it does not close the menu that the
 * right-click opens.
 */
export async function openMenu(row: Locator, page: Page) {
  const name = row.getByRole('cell').nth(1);
  await name.scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await name.click({ button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
