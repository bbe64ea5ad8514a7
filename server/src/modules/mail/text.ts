import { compile, type DomNode, type FormatCallback, type TableRow } from 'html-to-text';

/**
 * The text the provider rules read: one line per line of the mail, spaces collapsed, the invisible
 * and look-alike characters of real notifications (non-breaking and thin spaces, zero-width joiners,
 * soft hyphens, curly apostrophes) made plain, so that a rule's pattern is written once.
 */

/** Notifications are short; the rules never read past this (it also bounds every regex's work). */
export const MAX_TEXT_CHARS = 100_000;
/** HTML read at most: four times the text kept, for the markup around it. */
const MAX_HTML_CHARS = 4 * MAX_TEXT_CHARS;
/** Cells read per table, and children per element: a notification has tens of either. */
export const MAX_TABLE_CELLS = 2_000;
const MAX_CHILD_NODES = 10_000;

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
 * An HTML body as text: a table row becomes a line with its cells side by side, links keep their
 * words only, images and styles go. Banks send HTML-only mail laid out in tables, and "Amount
 * $1,250.00" must stay on one line. The work is bounded by the input: at most MAX_HTML_CHARS are read,
 * 60 levels deep, MAX_CHILD_NODES children an element and MAX_TABLE_CELLS cells a table.
 */
export function htmlToText(html: string): string {
  return toText(html.slice(0, MAX_HTML_CHARS)).slice(0, MAX_TEXT_CHARS);
}

const CELL_GAP = '   ';

/**
 * A table a row at a time: each row's cells side by side, a cell of several lines beside the others.
 * `rowspan` and `colspan` are ignored: html-to-text's own table layout honours them with a grid of
 * rows × columns (quadratic: a 633-byte table of spans took seconds, 0.9 MB ran out of memory), and
 * the rules read lines, not columns.
 */
const formatRowTable: FormatCallback = (table, walk, builder, options) => {
  let cells = 0;
  const walkRows = (node: DomNode) => {
    if (node.type !== 'tag' || cells >= MAX_TABLE_CELLS) return;
    if (['thead', 'tbody', 'tfoot', 'center'].includes(node.name!)) return node.children?.forEach(walkRows);
    if (node.name !== 'tr') return;
    builder.openTableRow();
    for (const cell of node.children ?? []) {
      if (cell.type !== 'tag' || (cell.name !== 'td' && cell.name !== 'th')) continue;
      if (++cells > MAX_TABLE_CELLS) break;
      builder.openTableCell();
      walk(cell.children, builder);
      builder.closeTableCell();
    }
    builder.closeTableRow();
  };
  builder.openTable();
  table.children?.forEach(walkRows);
  builder.closeTable({
    tableToString: rowsToText,
    leadingLineBreaks: options.leadingLineBreaks,
    trailingLineBreaks: options.trailingLineBreaks,
  });
};

/** Each row's lines: line i of the row holds line i of every cell that has one. Linear in the text. */
function rowsToText(rows: TableRow[]): string {
  return rows
    .map((row) => {
      const lines: string[] = [];
      for (const cell of row)
        cell.text
          .split('\n')
          .forEach((line, i) => (lines[i] = lines[i] === undefined ? line : lines[i] + CELL_GAP + line));
      return lines.join('\n');
    })
    .join('\n');
}

const toText = compile({
  wordwrap: false,
  limits: { maxDepth: 60, maxChildNodes: MAX_CHILD_NODES, maxInputLength: MAX_HTML_CHARS },
  formatters: { rowTable: formatRowTable },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'rowTable' },
    // Headings keep their case: html-to-text upper-cases them, and a payer's name is often one.
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});
