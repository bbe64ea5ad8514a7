import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInEachTheme, THEMES, useTheme } from './axe';

/** A state of a screen the accessibility specs check: where it starts, and how a person opens it. */
export interface State<D> {
  name: string;
  path: (data: D) => string;
  open: (page: Page, data: D) => Promise<void>;
}

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Clicks a button and waits for the dialog it opens. */
export const byButton = (name: string, title: string) => async (page: Page) => {
  await button(page, name).click();
  await expect(dialog(page, title)).toBeVisible();
};

/** Opens an entry of a detail page's Actions menu (or a row's 'Actions for …') and waits for its dialog. */
export const fromActions =
  (entry: string, title: string, menu = 'Actions') =>
  async (page: Page) => {
    await button(page, menu).click();
    await button(page, entry).click();
    await expect(dialog(page, title)).toBeVisible();
  };

/**
 * Issue 15: one test that, signed in (the flows project's saved session), creates its data through
 * `seed`, then opens every state from its screen's URL and checks it with axe in each theme (soft, so
 * one run lists every state's violations).
 */
export function checkStates<D>(title: string, states: State<D>[], seed: (page: Page) => Promise<D>) {
  test(`accessibility (${THEMES.join(' and ')}): ${title}`, async ({ page }) => {
    test.setTimeout(600_000);
    await useTheme(page, THEMES[0]);
    const data = await seed(page);
    for (const state of states) {
      await test.step(state.name, async () => {
        await page.goto(state.path(data));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('.spinner-border, .placeholder-glow, .loading-overlay')).toHaveCount(0);
        await state.open(page, data);
        await expectAccessibleInEachTheme(page, state.name);
      });
    }
  });
}
