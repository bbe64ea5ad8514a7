import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Impacts that fail the accessibility specs (issue 15): moderate and minor findings are left to review. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Starts every page of this test in `theme`: the app reads localStorage 'theme' before its first paint
 * (web/src/lib/theme.ts), so it is written before any script of the page runs.
 */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

/**
 * Checks the page as it is now in each theme, without reloading it, so that one opened state serves
 * both: the theme is Bootstrap's `data-bs-theme` on <html>, the attribute the app's toggle sets
 * (web/src/lib/theme.ts applyTheme). Only the toasts also follow the app's own theme state, and no
 * checked state shows one. The test starts its pages in the first theme (useTheme).
 */
export async function expectAccessibleInEachTheme(page: Page, state: string) {
  for (const theme of THEMES) {
    await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
    await expectAccessible(page, state, theme);
  }
}

/**
 * Runs axe-core on the page as it is now and records (softly, so that one run lists every state) the
 * serious and critical violations, one line per rule with its targets, under `state` and the theme.
 * The theme the page shows is checked first, so that a state is never checked in the wrong one.
 */
export async function expectAccessible(page: Page, state: string, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
  // Let animations and transitions (dialog fade, rows fading in) end: colours read half-way are not
  // the real ones. Two frames first, so that a transition started by the last click has begun.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null)));
  });
  // Legacy mode runs axe.run() in the page itself. The default runs axe in each frame and then
  // opens a new blank page to merge the frames' results: for our pages, which have no frames, that
  // gave the same violations (checked side by side) at about 2.5 times the time.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `  ${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 8)
        .map((node) => {
          const why = [...node.any, ...node.all, ...node.none][0]?.message;
          return `    ${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
        })
        .join('\n'),
  );
  expect
    .soft(
      report,
      `[${theme}] ${state} (${page.url()}) has serious/critical axe violations:\n${report.join('\n')}`,
    )
    .toEqual([]);
}
