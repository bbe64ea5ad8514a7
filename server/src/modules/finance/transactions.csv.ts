import type { Transaction } from '@bunkhouse/contract';

/**
 * The transactions list as CSV (RFC 4180): CRLF line ends, a header row, and a field quoted when it
 * holds a comma, a double quote (doubled) or a line break. Text that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe; the money
 * columns are numbers and stay as they are, so "-650.00" stays a number. The file starts with a UTF-8
 * byte-order mark, which Excel needs to read accented names as UTF-8. `reversed` is true or false: a
 * later row reverses this one (a voided payment or fee, a cancelled rent charge).
 */

export const CSV_COLUMNS = [
  'id',
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

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: text neutralised against formula injection, then quoted if needed. */
export function csvField(value: string, options: { isNumber?: boolean } = {}): string {
  const safe = !options.isNumber && FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(row: Transaction): string {
  const text = (value: string | null) => csvField(value ?? '');
  const number = (value: string | number | null) =>
    csvField(value === null ? '' : String(value), { isNumber: true });
  return [
    number(row.id),
    text(row.created_at),
    text(row.type),
    text(row.sub_type?.name ?? null),
    number(row.amount),
    number(row.current_balance),
    text(row.tenant ? `${row.tenant.first_name} ${row.tenant.last_name}` : null),
    text(row.property?.address ?? null),
    text(row.description),
    number(row.related_id),
    text(String(row.is_reversed)),
  ].join(',');
}

/** The whole file, one chunk per batch of rows (the header with the first). */
export async function* transactionsCsv(batches: AsyncIterable<Transaction[]>): AsyncGenerator<string> {
  let chunk = `${UTF8_BOM}${CSV_COLUMNS.join(',')}${LINE_END}`;
  for await (const rows of batches) {
    for (const row of rows) chunk += csvRow(row) + LINE_END;
    yield chunk;
    chunk = '';
  }
  if (chunk) yield chunk;
}
