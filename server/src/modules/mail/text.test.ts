import { describe, expect, it } from 'vitest';
import { htmlToText, MAX_TABLE_CELLS, MAX_TEXT_CHARS } from './text';

/** HTML as the rules read it (issue 12), at a cost bounded by the input (issue 28, D1). */
describe('htmlToText', () => {
  it('writes a table row as one line with its cells side by side, a cell of two lines beside the others', () => {
    const html =
      '<table><tr><th>Amount</th><td>$1,250.00</td></tr>' +
      '<tr><td>Sent by<br>JOHN DOE</td><td>Memo</td></tr></table><p>Thanks</p>';
    expect(htmlToText(html).split('\n').filter(Boolean)).toEqual([
      'Amount   $1,250.00',
      'Sent by   Memo',
      'JOHN DOE',
      'Thanks',
    ]);
  });

  it('ignores rowspan and colspan: a table of spans is as long as its words', () => {
    const rows = (n: number) => `<table>${'<tr><td colspan=1000 rowspan=1000>x</td></tr>'.repeat(n)}</table>`;
    expect(htmlToText(rows(8)).split('\n').filter(Boolean)).toEqual(Array(8).fill('x'));
    const long = htmlToText(rows(20_000));
    expect(long.length).toBeLessThanOrEqual(2 * MAX_TABLE_CELLS);
    expect(long.split('\n').filter(Boolean)).toHaveLength(MAX_TABLE_CELLS);
  });

  it('reads at most MAX_TABLE_CELLS cells of a table and MAX_TEXT_CHARS of text', () => {
    const wide = `<table><tr>${'<td>cell</td>'.repeat(3 * MAX_TABLE_CELLS)}</tr></table>`;
    expect(htmlToText(wide).match(/cell/g)).toHaveLength(MAX_TABLE_CELLS);
    const long = `<p>${'word '.repeat(MAX_TEXT_CHARS)}</p>`;
    expect(htmlToText(long).length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
  });

  it('reads a table nested in a cell', () => {
    const html =
      '<table><tr><td>Paid by</td><td><table><tr><td>ANA</td><td>LEE</td></tr></table></td></tr></table>';
    expect(htmlToText(html).replace(/ +/g, ' ')).toContain('Paid by ANA LEE');
  });
});
