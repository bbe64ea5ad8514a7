import { LAYOUT_MESSAGES } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { deriveLayout, layoutPatternsProblem } from './derive-layout';
import { parseAmount } from './fields';
import { compileLayoutPattern } from './taught';

/** Deriving a layout from one marked mail (issue 31, "Teach a layout"), then reading the next one. */
const readWith = (patterns: string[], text: string) => {
  const fields: { payer?: string; cents?: number | null } = {};
  for (const p of patterns) {
    const groups = compileLayoutPattern(p)!.exec(text)?.groups ?? {};
    fields.payer ??= groups.payer;
    if (groups.amount !== undefined) fields.cents ??= parseAmount(groups.amount);
  }
  return fields;
};

describe('a layout derived from one mail', () => {
  it('keeps the words of the payer’s and the amount’s lines, and reads the next mail of that layout', () => {
    const derived = deriveLayout(
      'Deposit notice\nMember: JANE ROE\nCredit amount: $410.00\nPosted 03/05/2026 ref 8812',
      'Jane Roe',
      41_000,
    );
    expect(derived).toHaveProperty('patterns');
    const patterns = (derived as { patterns: string[] }).patterns;
    expect(patterns).toHaveLength(2);
    expect(
      readWith(patterns, 'Deposit notice\nMember: JOHN A. DOE\nCredit amount: $1,250.00\nPosted 03/09/2026'),
    ).toEqual({
      payer: 'JOHN A. DOE',
      cents: 125_000,
    });
    // Another mail of the sender, worded otherwise, is not read by it.
    expect(readWith(patterns, 'You sent $50.00 to JANE ROE')).toEqual({});
  });

  it('makes one pattern when payer and amount share a line, the amount as written (with or without $)', () => {
    const derived = deriveLayout(
      'Hello,\nJANE ROE deposited 410.00 USD to your account on 03/05.',
      'JANE ROE',
      41_000,
    );
    const patterns = (derived as { patterns: string[] }).patterns;
    expect(patterns).toHaveLength(1);
    expect(readWith(patterns, 'MARIA LOPEZ deposited 75.50 USD to your account on 11/30.')).toEqual({
      payer: 'MARIA LOPEZ',
      cents: 7_550,
    });
  });

  it('says what is not in the mail', () => {
    expect(deriveLayout('Member: JANE ROE\nCredit amount: $410.00', 'John Doe', 41_000)).toEqual({
      field: 'payer',
      problem: LAYOUT_MESSAGES.payerNotInMail,
    });
    expect(deriveLayout('Member: JANE ROE\nCredit amount: $410.00', 'Jane Roe', 41_001)).toEqual({
      field: 'amount',
      problem: LAYOUT_MESSAGES.amountNotInMail,
    });
  });

  it('checks edited patterns: they compile and capture payer and amount', () => {
    expect(
      layoutPatternsProblem([String.raw`^Member: (?<payer>.+)$`, String.raw`^Amount: (?<amount>\S+)$`]),
    ).toBeNull();
    expect(layoutPatternsProblem([String.raw`^Member: (?<payer>.+)$`])).toBe(LAYOUT_MESSAGES.needsGroups);
    expect(layoutPatternsProblem(['(unclosed'])).toMatch(/^Not a valid pattern: /);
  });
});
