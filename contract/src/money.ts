import { z } from 'zod';
import { REQUIRED } from './fields';

/**
 * Money is a decimal string on the wire ("1200.00") and integer cents in code (DOMAIN.md).
 * These helpers never go through a JS float.
 */
const MONEY_PATTERN = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/;

export const MAX_AMOUNT_CENTS = 100_000_000; // 1,000,000.00

/** "12.3" → 1230; "-0.05" → -5. Throws on anything that is not a plain decimal with ≤ 2 places. */
export function toCents(value: string): number {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign && cents !== 0 ? -cents : cents;
}

/** 1230 → "12.30"; -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const groupDigits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A money amount as people read it, in US dollars: "1200.00" → '$1,200.00', "-5" → '-$5.00'; through
 * integer cents, never a float. Throws on what is not an amount (toCents).
 */
export function displayMoney(value: string): string {
  const cents = toCents(value);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${groupDigits.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as people type one: a sign, a dollar sign, thousands grouped by commas or not, ≤ 2 decimals. */
const TYPED_AMOUNT = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d{1,10})(?:\.\d{1,2})?$/;

/**
 * The size of an amount as people type it in a search ('600', '$1,200.5', '-45') as the API writes
 * money ('1200.50'), sign left out; null when the text is not one, is zero or passes MAX_AMOUNT_CENTS.
 * Commas must group thousands: '1,2' is not an amount.
 */
export function typedAmount(text: string): string | null {
  const typed = text.trim();
  if (!TYPED_AMOUNT.test(typed)) return null;
  const cents = Math.abs(toCents(typed.replace(/[-$,]/g, '')));
  return cents > 0 && cents <= MAX_AMOUNT_CENTS ? fromCents(cents) : null;
}

const NOT_AN_AMOUNT = 'Enter a positive amount with at most 2 decimal places.';

/**
 * A positive amount with at most 2 decimals, at most 1,000,000.00, given as a string or a number.
 * Missing, null or blank reads as "This field is required.".
 */
export const amountInput = z
  .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? REQUIRED : NOT_AN_AMOUNT) })
  .transform((raw, ctx) => {
    const value = typeof raw === 'number' ? String(raw) : raw.trim();
    const problem =
      value === ''
        ? REQUIRED
        : !MONEY_PATTERN.test(value) || value.startsWith('-')
          ? NOT_AN_AMOUNT
          : toCents(value) <= 0
            ? 'Amount must be greater than 0.'
            : toCents(value) > MAX_AMOUNT_CENTS
              ? 'Amount must be at most 1,000,000.00.'
              : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return fromCents(toCents(value));
  });

/** A money value as the server returns it. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);
