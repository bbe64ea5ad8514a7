import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { statementPdf, type StatementDocument, type StatementRow } from './statement-pdf';

/**
 * The PDF read back as a person would: poppler's pdftotext (-layout keeps each row on one line), and
 * pdfinfo for the metadata. Both come with Debian's poppler-utils; without it the tests fail, not skip.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-pdf-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[], pdf: Buffer): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${tool} is not installed: these tests read the PDF with it. Install poppler-utils ` +
          '(Debian/Ubuntu: apt-get install -y poppler-utils; macOS: brew install poppler).',
        { cause: error },
      );
    throw error;
  }
}
const textOf = (pdf: Buffer) => poppler('pdftotext', ['-layout', '-enc', 'UTF-8'], pdf);
/** pdftotext ends each page with a form feed. */
const pagesOf = (text: string) => text.split('\f').slice(0, -1);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row of the table: its four cells in order on one line. */
const rowLine = (...cells: string[]) => new RegExp(`^\\s*${cells.map(escape).join('\\s+')}\\s*$`, 'm');
const HEADER_ROW = rowLine('Date', 'Description', 'Amount', 'Balance');

const statement = (over: Partial<StatementDocument> = {}): StatementDocument => ({
  title: 'Statement',
  businessName: 'Oak Street Bunkhouse',
  businessContact: 'rent@oakstreet.example',
  tenantName: 'Jane Doe',
  tenantDetail: 'Bed A, Room 2, 12 Oak St',
  start: '2026-11-01',
  end: '2026-11-30',
  openingBalance: '-25.00',
  closingBalance: '1234.56',
  rows: [
    { date: '2026-11-01', description: 'Rent Nov 1 – Nov 30, 2026', amount: '650.00', balance: '625.00' },
    { date: '2026-11-03', description: 'Payment — Zelle', amount: '-625.00', balance: '0.00' },
    { date: '2026-11-06', description: 'Late fee', amount: '25.00', balance: '25.00' },
    { date: '2026-11-28', description: 'Deposit', amount: '1209.56', balance: '1234.56' },
  ],
  note: 'Pay by Zelle to rent@oakstreet.example.\nQuestions? Reply to this e-mail.',
  preparedOn: '2026-11-28',
  ...over,
});

/** `count` rows 'Charge 0001'…, a day each from Jan 1, 2026, alternating charges and payments. */
function manyRows(count: number): StatementRow[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
    const charge = i % 2 === 0;
    return {
      date: day,
      description: `Charge ${String(i + 1).padStart(4, '0')}`,
      amount: charge ? '100.00' : '-100.00',
      balance: charge ? '100.00' : '0.00',
    };
  });
}

describe('statementPdf', () => {
  it('prints the business, the title and period, the tenant, both balances, every row and the note', async () => {
    const text = textOf(await statementPdf(statement()));
    expect(text).toContain('Oak Street Bunkhouse');
    expect(text).toContain('rent@oakstreet.example');
    expect(text).toContain('Prepared Nov 28, 2026');
    expect(text).toMatch(/^\s*Statement\s*$/m);
    expect(text).toContain('Nov 1, 2026 – Nov 30, 2026');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Bed A, Room 2, 12 Oak St');
    expect(text).toMatch(/Opening balance \(Nov 1, 2026\)\s+-\$25\.00 \(credit\)/);
    expect(text).toMatch(HEADER_ROW);
    expect(text).toMatch(rowLine('Nov 1, 2026', 'Rent Nov 1 – Nov 30, 2026', '$650.00', '$625.00'));
    expect(text).toMatch(rowLine('Nov 3, 2026', 'Payment — Zelle', '-$625.00', '$0.00'));
    expect(text).toMatch(rowLine('Nov 6, 2026', 'Late fee', '$25.00', '$25.00'));
    expect(text).toMatch(rowLine('Nov 28, 2026', 'Deposit', '$1,209.56', '$1,234.56'));
    expect(text).toMatch(/Closing balance \(Nov 30, 2026\)\s+\$1,234\.56\s*$/m);
    expect(text).not.toMatch(/\$1,234\.56 \(credit\)/);
    expect(text).toMatch(
      /^\s*Pay by Zelle to rent@oakstreet\.example\.\s*\n\s*Questions\? Reply to this e-mail\./m,
    );
    expect(text).toContain('Page 1 of 1');
    // In reading order: opening balance, the rows, closing balance, the note.
    const order = ['Opening balance', 'Rent Nov 1', 'Deposit', 'Closing balance', 'Pay by Zelle'];
    const at = order.map((s) => text.indexOf(s));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('labels a closing credit, and leaves out the contact, detail and note when there are none', async () => {
    const text = textOf(
      await statementPdf(
        statement({
          title: 'Receipt',
          businessContact: null,
          tenantDetail: null,
          note: null,
          start: '2026-11-28',
          end: '2026-11-28',
          openingBalance: '650.00',
          closingBalance: '-25.00',
          rows: [
            { date: '2026-11-28', description: 'Payment — Zelle', amount: '-675.00', balance: '-25.00' },
          ],
        }),
      ),
    );
    expect(text).toMatch(/^\s*Receipt\s*$/m);
    expect(text).toMatch(/Opening balance \(Nov 28, 2026\)\s+\$650\.00\s*$/m);
    expect(text).toMatch(/Closing balance \(Nov 28, 2026\)\s+-\$25\.00 \(credit\)/);
    expect(text).toMatch(rowLine('Nov 28, 2026', 'Payment — Zelle', '-$675.00', '-$25.00'));
    expect(text).not.toContain('rent@oakstreet.example');
    expect(text).not.toContain('Bed A');
    expect(text).not.toContain('Pay by Zelle');
  });

  it('says so when the period has no rows', async () => {
    const text = textOf(await statementPdf(statement({ rows: [], closingBalance: '-25.00' })));
    expect(text).toMatch(HEADER_ROW);
    expect(text).toContain('No activity in this period.');
    expect(text).toMatch(/Closing balance \(Nov 30, 2026\)\s+-\$25\.00 \(credit\)/);
    expect(text).toContain('Page 1 of 1');
  });

  it('puts 1,200 rows on several pages, each with its header row and number, every row once', async () => {
    const pages = pagesOf(textOf(await statementPdf(statement({ rows: manyRows(1200) }))));
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, i) => {
      expect(page).toMatch(HEADER_ROW);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const seen = pages.join('\n').match(/Charge \d{4}/g);
    expect(seen).toEqual(manyRows(1200).map((row) => row.description));
    expect(pages.join('\n')).toMatch(rowLine('Jan 1, 2026', 'Charge 0001', '$100.00', '$100.00'));
    expect(pages.at(-1)).toMatch(rowLine('Apr 15, 2026', 'Charge 1200', '-$100.00', '$0.00'));
    expect(pages.at(-1)).toContain('Closing balance');
    expect(pages.at(-1)).toContain('Pay by Zelle');
  });

  it('makes 5,000 rows in a few seconds', async () => {
    const started = performance.now();
    const pdf = await statementPdf(statement({ rows: manyRows(5000) }));
    expect(performance.now() - started).toBeLessThan(5_000);
    const pages = pagesOf(textOf(pdf));
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n').match(/Charge \d{4}/g)).toHaveLength(5000);
  });

  it('cuts a long description with an ellipsis on its own line, not wrapping into the next row', async () => {
    const long = `Repair ${'of the broken bunk bed frame and ladder '.repeat(8)}`.slice(0, 300);
    expect(long).toHaveLength(300);
    const rows: StatementRow[] = [
      { date: '2026-11-02', description: long, amount: '40.00', balance: '40.00' },
      { date: '2026-11-03', description: 'Late fee', amount: '25.00', balance: '65.00' },
    ];
    const lines = textOf(await statementPdf(statement({ rows }))).split('\n');
    const at = lines.findIndex((line) => line.includes('Repair of the broken'));
    const cut = /^\s*Nov 2, 2026\s+(Repair of the broken.*?…)\s+\$40\.00\s+\$40\.00\s*$/.exec(lines[at]!);
    expect(cut, lines[at]).not.toBeNull();
    expect(long.startsWith(cut![1]!.slice(0, -1))).toBe(true);
    expect(cut![1]!.length).toBeLessThan(100);
    expect(lines[at + 1]).toMatch(rowLine('Nov 3, 2026', 'Late fee', '$25.00', '$65.00'));
    expect(lines.filter((line) => /ladder|bunk bed/.test(line))).toHaveLength(1);
  });

  it('prints what the built-in font lacks as plain letters or ?, and a line break in a row as a space', async () => {
    const rows: StatementRow[] = [
      { date: '2026-11-02', description: 'Refund to Nguyễn 王\nfor Zoë', amount: '-5.00', balance: '-5.00' },
    ];
    const text = textOf(await statementPdf(statement({ rows, tenantName: 'Nguyễn Văn An' })));
    expect(text).toContain('Nguyen Van An');
    expect(text).toMatch(rowLine('Nov 2, 2026', 'Refund to Nguyen ? for Zoë', '-$5.00', '-$5.00'));
  });

  it('sets the title, the author and, from preparedOn, the creation date', async () => {
    const info = poppler('pdfinfo', ['-isodates'], await statementPdf(statement()));
    expect(info).toMatch(/^Title:\s+Statement: Jane Doe, Nov 1, 2026 – Nov 30, 2026$/m);
    expect(info).toMatch(/^Author:\s+Oak Street Bunkhouse$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-28T00:00:00Z$/m);
  });

  it('refuses a day or an amount that is not one', async () => {
    await expect(statementPdf(statement({ end: '2026-02-30' }))).rejects.toThrow(/Not a day/);
    await expect(statementPdf(statement({ preparedOn: '28/11/2026' }))).rejects.toThrow(/Not a day/);
    await expect(statementPdf(statement({ closingBalance: '12.345' }))).rejects.toThrow(/Not a money amount/);
  });
});
