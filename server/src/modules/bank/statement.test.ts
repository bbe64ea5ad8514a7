import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { payerOf } from './payer';
import { readStatement, UnreadableStatement } from './statement';

/**
 * Bank statements as exported by the banks (issue 31): each fixture is written in its bank's export
 * format (invented people and amounts); every line is read with its day, signed amount, description
 * and the payer the description names.
 */
const read = (file: string) =>
  readStatement(file, readFileSync(path.join(import.meta.dirname, 'fixtures', file)));

/** The credits of a statement as [day, amount in cents, payer]. */
const credits = (file: string) =>
  read(file)!
    .lines.filter((l) => l.amountCents > 0)
    .map((l) => [l.date, l.amountCents, payerOf(l.description)]);

describe('bank statements', () => {
  it.each([
    [
      'chase.csv',
      'Chase',
      [
        ['2026-03-02', 65_000, 'Maria Garcia'],
        ['2026-03-01', 30_000, ''],
        ['2026-03-01', 12_000, ''],
      ],
    ],
    [
      'bofa.csv',
      'Bank of America',
      [
        ['2026-03-02', 120_000, 'Derek Johnson'],
        ['2026-03-04', 27_500, ''],
      ],
    ],
    [
      'wellsfargo.csv',
      'Wells Fargo',
      [
        ['2026-03-03', 65_000, 'Lee Anna'],
        ['2026-03-02', 40_000, ''],
      ],
    ],
    ['citi.csv', 'Citi', [['2026-03-04', 70_000, 'Okafor Chidi']]],
    [
      'capitalone.csv',
      'Capital One',
      [
        ['2026-03-05', 65_000, 'Nguyen Thi Lan'],
        ['2026-03-04', 57_500, ''],
      ],
    ],
    ['usbank.csv', 'U.S. Bank', [['2026-03-06', 62_500, 'Omar Hassan']]],
    ['pnc.csv', 'PNC', [['2026-03-07', 55_000, 'Patel Ravi']]],
    ['generic.csv', null, [['2026-03-09', 61_000, 'Sam Wu']]],
  ] as const)('reads %s (%s) with its credits and payers', (file, bank, expected) => {
    const statement = read(file)!;
    expect(statement.format).toBe('csv');
    expect(statement.bank).toBe(bank);
    expect(credits(file)).toEqual(expected);
  });

  it('reads debits as negative amounts and keeps the balance a statement gives', () => {
    const chase = read('chase.csv')!;
    expect(chase.lines.map((l) => [l.amountCents, l.balanceCents])).toEqual([
      [65_000, 421_055],
      [-8_999, 356_055],
      [30_000, 365_054],
      [12_000, 335_054],
    ]);
    expect(read('capitalone.csv')!.lines.map((l) => l.amountCents)).toEqual([65_000, -2_315, 57_500]);
    expect(read('capitalone.csv')!.account).toBe('5521');
    // Citi's pending line has no day: it is not on the statement yet.
    expect(read('citi.csv')!.lines).toHaveLength(2);
  });

  it('reads OFX 1.x (SGML) and QFX 2.x (XML): the bank, the account, each transaction with its FITID', () => {
    const sgml = read('checking.ofx')!;
    expect(sgml).toMatchObject({ format: 'ofx', bank: 'PNC', account: '1234567890' });
    expect(sgml.lines).toEqual([
      {
        date: '2026-03-02',
        amountCents: 65_000,
        description: 'ZELLE FROM GARCIA MARIA ON 03/02 REF # PNC0QX12',
        fitid: '202603020001',
        balanceCents: null,
      },
      {
        date: '2026-03-03',
        amountCents: -8_999,
        description: 'COMCAST',
        fitid: '202603030002',
        balanceCents: null,
      },
      {
        date: '2026-03-05',
        amountCents: 30_000,
        description: 'ATM CASH DEPOSIT & CHECK',
        fitid: '202603050003',
        balanceCents: null,
      },
    ]);
    const xml = read('savings.qfx')!;
    expect(xml).toMatchObject({ format: 'ofx', bank: 'Capital One', account: '36000001' });
    expect(xml.lines.map((l) => [l.date, l.amountCents, l.fitid, payerOf(l.description)])).toEqual([
      ['2026-03-04', 125_050, 'CO-88121', 'Lopez Ana'],
      ['2026-03-31', 42, 'CO-88122', ''],
    ]);
  });

  it('reads UTF-16 and Windows-1252 files', () => {
    expect(credits('utf-16.csv')).toEqual([['2026-03-08', 9_000, 'Ana Li']]);
    expect(credits('windows-1252.csv')).toEqual([['2026-03-08', 48_000, 'José Martínez']]);
  });

  it('refuses a statement it cannot read, saying why; a file that is no statement is left to the mail reader', () => {
    expect(() => read('other-bank.csv')).toThrow(UnreadableStatement);
    expect(() => read('other-bank.csv')).toThrow(/no columns for a date, a description and an amount/);
    expect(() => read('broken.ofx')).toThrow(/Transaction 1 of this OFX file has no valid date or amount/);
    expect(
      readStatement('payment.eml', Buffer.from('From: a@b.example\r\nSubject: hi\r\n\r\nhello')),
    ).toBeNull();
  });

  it('finds the payer a description names, and nobody in the business’s own money or a cash deposit', () => {
    expect(payerOf('ZELLE FROM GARCIA MARIA ON 03/02 REF # PNC0QX12')).toBe('Garcia Maria');
    expect(payerOf('Zelle Transfer Conf# t0k3x9p2m; Johnson, Derek')).toBe('Derek Johnson');
    expect(payerOf('Online Transfer from DOE JOHN ref 0001')).toBe('Doe John');
    expect(payerOf('VENMO CASHOUT PPD ID: 5264681992')).toBe('');
    expect(payerOf('Interest Paid')).toBe('');
    expect(payerOf('ATM CASH DEPOSIT')).toBe('');
    expect(payerOf('ONLINE TRANSFER FROM CHECKING 1234')).toBe('');
  });
});
