import { describe, expect, it } from 'vitest';
import { displayDate } from './dates';

describe('displayDate', () => {
  it("writes a calendar date as 'dd MMM yyyy', the screens' format", () => {
    expect(displayDate('2026-11-26')).toBe('26 Nov 2026');
    expect(displayDate('2027-01-05')).toBe('05 Jan 2027');
    expect(displayDate('2024-02-29')).toBe('29 Feb 2024');
  });
});
