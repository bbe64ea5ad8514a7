import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * axe-core as @axe-core/playwright ships it (its own dependency, so the version it would run), in its
 * minified build: the page is handed 0.6 MB of script instead of 1.3 MB.
 */
const AXE_SOURCE = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** A violation as the report needs it: the rule, its impact, and each node's selector and first reason. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; why: string | undefined }[];
}

/**
 * Runs axe-core in the page itself (`axe.run`, what @axe-core/playwright's legacy mode runs, decision
 * 031) and answers only the violations. Against AxeBuilder it saves, per check: loading axe again
 * (AxeBuilder hands the page the full source twice per analyze(); here once per loaded document),
 * and carrying every pass and inapplicable rule back (0.2 to 0.7 MB of JSON per check):
 * `resultTypes: ['violations']` lists each other result with one node only, and only the violations
 * leave the page. The rules that run and the violations found are the same.
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    interface Check {
      message: string;
    }
    interface AxeRun {
      violations: {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[]; any: Check[]; all: Check[]; none: Check[] }[];
      }[];
    }
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeRun> };
    };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        why: [...node.any, ...node.all, ...node.none][0]?.message,
      })),
    }));
  });
}

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
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `  ${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 8)
        .map((node) => `    ${node.target.join(' ')}${node.why ? ` — ${node.why}` : ''}`)
        .join('\n'),
  );
  expect
    .soft(
      report,
      `[${theme}] ${state} (${page.url()}) has serious/critical axe violations:\n${report.join('\n')}`,
    )
    .toEqual([]);
}
