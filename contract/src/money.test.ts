import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInput, displayMoney, fromCents, toCents, typedAmount } from './money';

describe('money', () => {
  it('converts decimal strings to cents and back without floats', () => {
    expect(toCents('12.3')).toBe(1230);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('1000000.00')).toBe(100_000_000);
    expect(fromCents(1230)).toBe('12.30');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e11, max: 1e11 }), (c) => toCents(fromCents(c)) === c));
  });

  it('rejects what is not money', () => {
    for (const bad of ['', 'abc', '1.234', '1e3', '1,000', '.5', 'NaN']) {
      expect(() => toCents(bad)).toThrow();
    }
  });

  it('accepts positive amounts up to 1,000,000.00 with at most 2 decimals', () => {
    expect(amountInput.parse('10')).toBe('10.00');
    expect(amountInput.parse(0.1)).toBe('0.10');
    expect(amountInput.parse('1000000.00')).toBe('1000000.00');
    for (const bad of ['0', '-1', '1.001', '1000000.01', 'ten', 1e21]) {
      expect(amountInput.safeParse(bad).success).toBe(false);
    }
  });

  it('reads a missing, null or blank amount as required', () => {
    for (const missing of [undefined, null, '', '  ']) {
      expect(amountInput.safeParse(missing).error?.issues[0]?.message).toBe('This field is required.');
    }
  });

  it('shows an amount in dollars as people read it, for messages the server and the web app share', () => {
    expect(displayMoney('1200.00')).toBe('$1,200.00');
    expect(displayMoney('-5')).toBe('-$5.00');
    expect(displayMoney('0.5')).toBe('$0.50');
    expect(displayMoney('1000000.00')).toBe('$1,000,000.00');
  });

  it('reads an amount typed into a search, whatever its sign, and nothing else', () => {
    expect(typedAmount('600')).toBe('600.00');
    expect(typedAmount(' $1,200.5 ')).toBe('1200.50');
    expect(typedAmount('-45')).toBe('45.00');
    expect(typedAmount('0.05')).toBe('0.05');
    expect(typedAmount('1000000')).toBe('1000000.00');
    for (const not of [
      '',
      'garcia',
      '1,2',
      '12,34.00',
      '1.234',
      '0',
      '0.00',
      '1000000.01',
      '5 5',
      '1e3',
      '$',
    ]) {
      expect(typedAmount(not), not).toBeNull();
    }
  });
});
