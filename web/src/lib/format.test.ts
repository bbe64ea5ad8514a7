import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatPhone, maskSsn, todayDate, toUsDate } from './format';

describe('formatMoney', () => {
  it.each([
    ['1200.00', '$1,200.00'],
    ['0.10', '$0.10'],
    ['5', '$5.00'],
    ['12.3', '$12.30'],
    ['-0.05', '-$0.05'],
    ['1000000.00', '$1,000,000.00'],
    ['9999999999.99', '$9,999,999,999.99'],
    ['0.29', '$0.29'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatMoney(value)).toBe(shown);
  });

  it('keeps a value that is not money as it came', () => {
    expect(formatMoney('abc')).toBe('abc');
  });
});

describe('dates', () => {
  it("shows a calendar date as 'dd MMM yyyy' and a timestamp with the local time", () => {
    expect(formatDate('2026-03-08')).toBe('08 Mar 2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime(new Date(2026, 2, 8, 15, 5).toISOString())).toBe('08 Mar 2026, 15:05');
  });

  it('writes dates in the order of the masks, and knows today', () => {
    expect(toUsDate('2026-03-08')).toBe('03/08/2026');
    expect(toUsDate('1990-12-31')).toBe('12/31/1990');
    expect(todayDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('phones and SSNs', () => {
  it('shows stored digits in the phone mask, and only the last 4 of an SSN', () => {
    expect(formatPhone('3125550142')).toBe('(312) 555-0142');
    expect(formatPhone('441632960961')).toBe('441632960961');
    expect(maskSsn('1234')).toBe('•••-••-1234');
  });
});
