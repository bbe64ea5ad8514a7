import { parse } from 'csv-parse/sync';
import {
  amountCents,
  headerKey,
  UnreadableStatement,
  type ColumnMapping,
  type Statement,
  type StatementLine,
} from './lines';

/**
 * CSV bank statements. The largest US banks' exports are recognised by their header (CSV_FORMATS:
 * written from the banks' published export descriptions and sample files as we know them; a bank that
 * changes its columns still reads when its columns have common names), any other by its column names
 * (COLUMN_NAMES: date, description, amount or credit and debit, balance, account). Wells Fargo's
 * export has no header: five columns, date, amount, '*', check number, description.
 */

type Column =
  'date' | 'description' | 'name' | 'memo' | 'amount' | 'credit' | 'debit' | 'balance' | 'type' | 'account';

/** Each column's names, lower-case, in the order one is preferred over another. */
const COLUMN_NAMES: Record<Column, string[]> = {
  date: [
    'posting date',
    'posted date',
    'date',
    'transaction date',
    'trans. date',
    'post date',
    'effective date',
  ],
  description: ['description', 'transaction description', 'payee', 'details description'],
  name: ['name'],
  memo: ['memo', 'notes'],
  amount: ['amount', 'transaction amount', 'amount (usd)', 'amount usd'],
  credit: ['credit', 'credits', 'deposits', 'deposit', 'credit amount', 'deposits/credits'],
  debit: ['debit', 'debits', 'withdrawals', 'withdrawal', 'debit amount', 'withdrawals/debits'],
  balance: ['balance', 'running bal.', 'running balance', 'available balance', 'ledger balance'],
  type: ['transaction type', 'type', 'details', 'credit/debit', 'transaction'],
  account: ['account number', 'account', 'account #'],
};

/** Recognised exports: the columns their header has (lower-case), and the bank's name. */
const CSV_FORMATS: Array<{ bank: string; header: string[] }> = [
  { bank: 'Chase', header: ['details', 'posting date', 'description', 'amount', 'type', 'balance'] },
  { bank: 'Bank of America', header: ['date', 'description', 'amount', 'running bal.'] },
  { bank: 'Citi', header: ['status', 'date', 'description', 'debit', 'credit'] },
  {
    bank: 'Capital One',
    header: [
      'account number',
      'transaction date',
      'transaction amount',
      'transaction type',
      'transaction description',
      'balance',
    ],
  },
  { bank: 'U.S. Bank', header: ['date', 'transaction', 'name', 'memo', 'amount'] },
  { bank: 'PNC', header: ['date', 'description', 'withdrawals', 'deposits', 'balance'] },
  {
    bank: 'TD Bank',
    header: [
      'date',
      'bank rtn',
      'account number',
      'transaction type',
      'description',
      'debit',
      'credit',
      'check number',
      'account running balance',
    ],
  },
  {
    bank: 'Truist',
    header: [
      'posted date',
      'transaction date',
      'transaction type',
      'check/serial #',
      'description',
      'amount',
      'daily posted balance',
    ],
  },
  { bank: 'Ally', header: ['date', 'time', 'amount', 'type', 'description'] },
];

/** "03/01/2026", "3/1/26", "2026-03-01" → "2026-03-01"; null otherwise. */
export function csvDay(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3]!.length === 2 ? `20${us[3]}` : us[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Which column of `header` holds each field, by name. */
function mapColumns(header: string[]): Partial<Record<Column, number>> {
  const names = header.map((h) => h.trim().toLowerCase());
  const map: Partial<Record<Column, number>> = {};
  for (const [column, wanted] of Object.entries(COLUMN_NAMES) as Array<[Column, string[]]>) {
    for (const name of wanted) {
      const at = names.indexOf(name);
      if (at >= 0 && !Object.values(map).includes(at)) {
        map[column] = at;
        break;
      }
    }
  }
  return map;
}

const usable = (map: Partial<Record<Column, number>>) =>
  map.date !== undefined &&
  (map.description !== undefined || map.name !== undefined) &&
  (map.amount !== undefined || map.credit !== undefined);

/** Wells Fargo's headerless export: "03/01/2026","-12.50","*","","DESCRIPTION". */
const isWellsFargoRow = (row: string[]) =>
  row.length === 5 && csvDay(row[0]) !== null && amountCents(row[1] ?? null) !== null && row[2] === '*';

/** The columns a saved mapping names, by their place in `header`. */
function mappedColumns(header: string[], mapping: ColumnMapping): Partial<Record<Column, number>> {
  const names = header.map((h) => h.trim().toLowerCase());
  const map: Partial<Record<Column, number>> = {};
  for (const column of ['date', 'description', 'amount', 'credit', 'debit', 'balance'] as const) {
    const name = mapping[column];
    if (name) map[column] = names.indexOf(name.toLowerCase());
  }
  return map;
}

/** A CSV statement, its columns found by their names, else by a mapping saved for its header. */
export function readCsvStatement(text: string, mappings: ColumnMapping[] = []): Statement {
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (error) {
    throw new UnreadableStatement(`This CSV file cannot be read: ${(error as Error).message}`);
  }
  if (rows.length && isWellsFargoRow(rows[0]!)) {
    return {
      format: 'csv',
      bank: 'Wells Fargo',
      account: null,
      lines: rows.filter(isWellsFargoRow).map((r) => line(r[0], r[1], r[4], null)),
    };
  }
  // The header: the first of the first 30 rows that a saved mapping names, else whose columns name a
  // day, a description and an amount.
  const saved = new Map(mappings.map((m) => [headerKey(m.columns), m]));
  const first = rows.slice(0, 30);
  let at = first.findIndex((row) => saved.has(headerKey(row)));
  const mapping = at >= 0 ? saved.get(headerKey(rows[at]!))! : null;
  if (at < 0) at = first.findIndex((row) => usable(mapColumns(row)));
  if (at < 0)
    throw new UnreadableStatement(
      'This CSV file has no columns for a date, a description and an amount (or credit) that Bunkhouse knows. Choose its columns once: statements with the same columns are read so from then on.',
      // The header is most likely the widest of the first rows (an export may put lines above it).
      first.reduce<string[]>((widest, row) => (row.length > widest.length ? row : widest), []),
    );
  const header = rows[at]!.map((h) => h.trim().toLowerCase());
  const map = mapping ? mappedColumns(header, mapping) : mapColumns(header);
  const bank = CSV_FORMATS.find((f) => f.header.every((h) => header.includes(h)))?.bank ?? null;
  const cell = (row: string[], column: Column) =>
    map[column] === undefined ? '' : (row[map[column]!] ?? '');
  const lines: StatementLine[] = [];
  for (const row of rows.slice(at + 1)) {
    if (!csvDay(cell(row, 'date'))) continue; // a total, a note, a pending line without a day
    const description =
      map.description !== undefined
        ? cell(row, 'description')
        : [cell(row, 'name'), cell(row, 'memo')].filter(Boolean).join(' ');
    const amount = signedAmount(row, map, cell);
    if (amount === null) continue;
    lines.push({
      date: csvDay(cell(row, 'date'))!,
      amountCents: amount,
      description: description.replace(/\s+/g, ' ').trim(),
      fitid: null,
      balanceCents: amountCents(cell(row, 'balance') || null),
    });
  }
  const account =
    rows
      .slice(at + 1)
      .map((r) => cell(r, 'account'))
      .find(Boolean) ?? null;
  return { format: 'csv', bank, account, lines };
}

/**
 * A row's signed amount: the amount column (signed, or positive with a debit/credit type column), else
 * credit − debit.
 */
function signedAmount(
  row: string[],
  map: Partial<Record<Column, number>>,
  cell: (row: string[], column: Column) => string,
): number | null {
  if (map.amount !== undefined) {
    const cents = amountCents(cell(row, 'amount'));
    if (cents === null) return null;
    const type = cell(row, 'type').toLowerCase();
    if (cents > 0 && /^(?:debit|withdrawal|dr)\b/.test(type)) return -cents;
    return cents;
  }
  const credit = amountCents(cell(row, 'credit') || '0');
  const debit = amountCents(cell(row, 'debit') || '0');
  if (credit === null || debit === null) return null;
  return Math.abs(credit) - Math.abs(debit);
}

function line(
  date: string | undefined,
  amount: string | undefined,
  description: string | undefined,
  balance: string | null,
): StatementLine {
  return {
    date: csvDay(date)!,
    amountCents: amountCents(amount ?? null)!,
    description: (description ?? '').replace(/\s+/g, ' ').trim(),
    fitid: null,
    balanceCents: amountCents(balance),
  };
}
