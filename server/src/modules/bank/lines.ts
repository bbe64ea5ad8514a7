/**
 * A bank statement's lines as every format reads them (issue 31), and what the readers share.
 */

export interface StatementLine {
  /** The day it was posted, YYYY-MM-DD. */
  date: string;
  /** Signed: a credit (money in) is positive. */
  amountCents: number;
  /** The bank's words for it ("ZELLE FROM JOHN DOE ON 03/01 REF # ABC123"). */
  description: string;
  /** OFX's id of the transaction, unique in its account; null in a CSV. */
  fitid: string | null;
  /** The balance after it, when the statement gives one. */
  balanceCents: number | null;
}

export interface Statement {
  format: 'ofx' | 'csv';
  /** The bank, as the file names it (OFX `ORG`) or its CSV format was recognised ("Chase"). */
  bank: string | null;
  /** The account, when the file names it (OFX `ACCTID`, a CSV's account column). */
  account: string | null;
  lines: StatementLine[];
}

/**
 * A file that is a statement but cannot be read: the message says why, in the user's terms; for a CSV
 * whose columns no name says, `columns` are its header, to map once.
 */
export class UnreadableStatement extends Error {
  constructor(
    message: string,
    readonly columns: string[] | null = null,
  ) {
    super(message);
  }
}

/** How staff mapped a CSV's columns (lower-case names of its header): saved per header. */
export interface ColumnMapping {
  columns: string[];
  date: string;
  description: string;
  amount: string | null;
  credit: string | null;
  debit: string | null;
  balance: string | null;
}

/** A header as mappings are keyed: its names, trimmed and lower-case, in order. */
export const headerKey = (header: string[]) => header.map((h) => h.trim().toLowerCase()).join('|');

/** Text of a file: UTF-8 (a BOM dropped), UTF-16 with its BOM, else Windows-1252. */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** "-1,250.5", "$25.00", "(12.00)", "625.0000" → signed cents; null when it is no amount. */
export function amountCents(value: string | null): number | null {
  const text = (value ?? '').replace(/[$,\s]/g, '');
  const negative = /^\(.*\)$/.test(text);
  // Some exports write four decimals ("625.0000"): more than two only when the rest are zeros.
  const match = /^([+-])?(\d+)(?:\.(\d{1,2})0*)?$/.exec(negative ? text.slice(1, -1) : text);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' || negative ? -cents : cents;
}
