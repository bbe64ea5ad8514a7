/**
 * What a text input keeps while the user types (SPEC.md §5): the filters run on every change, so a
 * keystroke that would break the rule is simply not taken.
 */

/** Digits only, at most `maxLength` of them: zip codes, room and bed numbers. */
export function keepDigits(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

const DECIMAL_WHILE_TYPING = /^\d*(\.\d{0,2})?$/;

/**
 * A decimal amount with at most 2 places ("12", "12.", "12.5", "12.50"). A change that does not fit
 * keeps the previous value, so "12.505" or "12a" cannot be typed. A comma is read as the decimal point.
 */
export function keepDecimal(next: string, previous: string): string {
  const value = next.replace(',', '.').replace(/\s/g, '');
  return DECIMAL_WHILE_TYPING.test(value) ? value : previous;
}

/** SPEC.md §5: names get their first letter capitalised while typing ('dana' → 'Dana'). */
export function capitalizeFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
