import { describe, expect, it } from 'vitest';
import { capitalizeFirst, keepDecimal, keepDigits } from './input-filters';

describe('keepDigits', () => {
  it('drops everything but digits and cuts at the maximum length', () => {
    expect(keepDigits('1a2-3 4')).toBe('1234');
    expect(keepDigits('1234567', 5)).toBe('12345');
    expect(keepDigits('ab', 5)).toBe('');
  });
});

describe('keepDecimal', () => {
  it.each([
    ['12', '1', '12'],
    ['12.', '12', '12.'],
    ['12.5', '12.', '12.5'],
    ['12.50', '12.5', '12.50'],
    ['12.505', '12.50', '12.50'],
    ['12a', '12', '12'],
    ['1.2.3', '1.2', '1.2'],
    ['-5', '', ''],
    ['12,5', '12', '12.5'],
    ['', '1', ''],
  ])('%s after %s keeps %s', (next, previous, kept) => {
    expect(keepDecimal(next, previous)).toBe(kept);
  });
});

describe('capitalizeFirst', () => {
  it('capitalises the first letter and leaves the rest as typed', () => {
    expect(capitalizeFirst('dana')).toBe('Dana');
    expect(capitalizeFirst('mcDonald')).toBe('McDonald');
    expect(capitalizeFirst('')).toBe('');
  });
});
