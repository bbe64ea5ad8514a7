import { compile } from 'html-to-text';

/**
 * The text the provider rules read: one line per line of the mail, spaces collapsed, the invisible
 * and look-alike characters of real notifications (non-breaking and thin spaces, zero-width joiners,
 * soft hyphens, curly apostrophes) made plain, so that a rule's pattern is written once.
 */

/** Notifications are short; the rules never read past this (it also bounds every regex's work). */
export const MAX_TEXT_CHARS = 100_000;

export function normalizeText(text: string): string {
  return text
    .slice(0, MAX_TEXT_CHARS)
    .normalize('NFC')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\t\f\v]/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * An HTML body as text: a table row becomes a line with its cells side by side (html-to-text's data
 * table), links keep their words only, images and styles go. Banks send HTML-only mail laid out in
 * tables, and "Amount $1,250.00" must stay on one line.
 */
export function htmlToText(html: string): string {
  return toText(html.slice(0, 4 * MAX_TEXT_CHARS));
}

const toText = compile({
  wordwrap: false,
  limits: { maxDepth: 60 },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    // Headings keep their case: html-to-text upper-cases them, and a payer's name is often one.
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});
