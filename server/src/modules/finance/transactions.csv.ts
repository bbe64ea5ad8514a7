import { Readable } from 'node:stream';
import type { Transaction } from '@bunkhouse/contract';

/**
 * The transactions list as CSV (RFC 4180): CRLF line ends, a header row, every text cell quoted (a
 * double quote doubled) and the money and id columns bare numbers, so "-650.00" stays a number. Text
 * that a spreadsheet could run as a formula gets an apostrophe before each = + - @, tab or carriage
 * return that starts the cell or follows a character some spreadsheet splits on (, ; | tab, a line
 * break): a reader that ignores the quotes or splits on ";" still sees no formula. The file starts
 * with a UTF-8 byte-order mark, which Excel needs to read accented names as UTF-8. `reversed` is true
 * or false: a later row reverses this one (a voided payment or fee, a cancelled rent charge).
 */

export const CSV_COLUMNS = [
  'id',
  'booked_on',
  'created_at',
  'type',
  'sub_type',
  'amount',
  'current_balance',
  'tenant',
  'property',
  'description',
  'related_id',
  'reversed',
] as const;

export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A formula start at the beginning, or right after a character a spreadsheet may split cells on. */
const FORMULA_AFTER_SEPARATOR = /(^|[,;|\t\r\n])(?=[=+\-@\t\r])/g;

/** A text cell: defused against formulas, then quoted. */
export const csvText = (value: string | null): string =>
  `"${(value ?? '').replace(FORMULA_AFTER_SEPARATOR, "$1'").replace(/"/g, '""')}"`;

/** A number cell (an amount or an id) as it is, empty for none. */
const csvNumber = (value: string | number | null): string => (value === null ? '' : String(value));

export function csvRow(row: Transaction): string {
  return [
    csvNumber(row.id),
    csvText(row.booked_on),
    csvText(row.created_at),
    csvText(row.type),
    csvText(row.sub_type?.name ?? null),
    csvNumber(row.amount),
    csvNumber(row.current_balance),
    csvText(row.tenant ? `${row.tenant.first_name} ${row.tenant.last_name}` : null),
    csvText(row.property?.address ?? null),
    csvText(row.description),
    csvNumber(row.related_id),
    csvText(String(row.is_reversed)),
  ].join(',');
}

/** The whole file, one chunk per batch of rows (the header with the first). */
async function* transactionsCsv(batches: AsyncIterable<Transaction[]>): AsyncGenerator<string> {
  let chunk = `${UTF8_BOM}${CSV_COLUMNS.join(',')}${LINE_END}`;
  for await (const rows of batches) {
    for (const row of rows) chunk += csvRow(row) + LINE_END;
    yield chunk;
    chunk = '';
  }
  if (chunk) yield chunk;
}

/**
 * The file as a stream that reads the next batch only when the last one has been taken (at most one
 * batch waits), so an export's memory does not grow with the ledger.
 */
export const transactionsCsvStream = (batches: AsyncIterable<Transaction[]>) =>
  Readable.from(transactionsCsv(batches), { highWaterMark: 1 });
