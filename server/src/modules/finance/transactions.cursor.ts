import {
  parseCalendarDate,
  parseOrdering,
  type Ordering,
  type TRANSACTION_ORDERING,
} from '@bunkhouse/contract';

/**
 * The transactions list's cursor: the position after the last row of a page, as the sort key of that
 * row and its id (keyset pagination). On the wire it is opaque: base64url of the JSON array
 * `[ordering, key, id]`. The ordering rides along so that a cursor is refused under another ordering;
 * the key is the row's `created_at` in UTC to the microsecond ('2026-03-08T14:05:00.123456Z'), its
 * booked day ('2026-03-08') or its amount ('-650.00'), checked here so that a forged cursor never
 * reaches the database malformed.
 */

export type TransactionOrderingKey = (typeof TRANSACTION_ORDERING)[number];
export type TransactionOrdering = Ordering<TransactionOrderingKey>;

export interface TransactionCursor {
  key: string;
  id: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const MICROSECOND_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const AMOUNT = /^-?\d{1,10}\.\d{2}$/;

/** A real UTC instant between 1900 and 9999, to the microsecond. */
function isCursorTime(value: string): boolean {
  const match = MICROSECOND_TIME.exec(value);
  if (!match || Number(match[1]) < 1900) return false;
  const millis = `${value.slice(0, 23)}Z`;
  const parsed = new Date(millis);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === millis;
}

const KEY_CHECKS: Record<TransactionOrderingKey, (value: string) => boolean> = {
  created_at: isCursorTime,
  booked_on: isBookedDay,
  amount: (value) => AMOUNT.test(value),
};
/** A real calendar day between 1900 and 9999. */
function isBookedDay(value: string): boolean {
  const parsed = parseCalendarDate(value);
  return 'date' in parsed && parsed.date === value && Number(value.slice(0, 4)) >= 1900;
}

const isKeyOf = (key: TransactionOrderingKey, value: string) => KEY_CHECKS[key](value);

export function encodeCursor(ordering: TransactionOrdering, cursor: TransactionCursor): string {
  return Buffer.from(JSON.stringify([ordering, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor's position, or null when it is malformed or was made for another ordering. */
export function decodeCursor(ordering: TransactionOrdering, text: string): TransactionCursor | null {
  if (!BASE64URL.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [madeFor, key, id] = value as unknown[];
  if (madeFor !== ordering || typeof key !== 'string' || typeof id !== 'number') return null;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  if (!isKeyOf(parseOrdering(ordering).key, key)) return null;
  return { key, id };
}
