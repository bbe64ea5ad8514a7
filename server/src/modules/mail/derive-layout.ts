import { LAYOUT_MESSAGES } from '@bunkhouse/contract';
import { parseAmount } from './fields';
import { AMOUNT, NAME } from './rules/common';
import { compileLayoutPattern } from './taught';

/**
 * A layout derived from one mail whose payer and amount staff marked (issue 31, "Teach a layout"): the
 * line of the text (as the rules read it) that holds the payer, and the one that holds the amount (the
 * same line, often), each written as a pattern: its words kept, the payer's place a name, the
 * amount's an amount, and every other run of digits any digits (a date, a reference), anchored to the
 * whole line. Then it must read that payer and amount back from the mail.
 */

export type Derived = { patterns: string[] } | { field: 'payer' | 'amount' | null; problem: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The line's pattern, `marks` (non-overlapping spans of the line) replaced by their groups. */
function linePattern(line: string, marks: Array<{ at: number; length: number; group: string }>) {
  const sorted = [...marks].sort((a, b) => a.at - b.at);
  let pattern = '';
  let from = 0;
  const words = (text: string) => escape(text).replace(/\d+/g, String.raw`\d+`);
  for (const mark of sorted) {
    pattern += words(line.slice(from, mark.at)) + mark.group;
    from = mark.at + mark.length;
  }
  return `^${pattern}${words(line.slice(from))}$`;
}

/** An amount with or without its dollar sign ("$1,250.00", "1,250.00 USD"). */
const ANY_AMOUNT = AMOUNT.replace(String.raw`\$ ?`, String.raw`(?:\$ ?)?`);

/** Where the written amount of `cents` is on a line, and the group that reads it as written; or null. */
function amountOn(line: string, cents: number) {
  for (const match of line.matchAll(new RegExp(String.raw`(?<![\d.,])${ANY_AMOUNT}`, 'giu')))
    if (parseAmount(match[0]) === cents)
      return {
        at: match.index!,
        length: match[0].length,
        group: `(?<amount>${match[0].startsWith('$') ? AMOUNT : ANY_AMOUNT})`,
      };
  return null;
}

export function deriveLayout(text: string, payer: string, cents: number): Derived {
  const lines = text.split('\n');
  const wanted = payer.trim().toLowerCase();
  const payerLine = lines.findIndex((l) => l.toLowerCase().includes(wanted));
  if (payerLine < 0) return { field: 'payer', problem: LAYOUT_MESSAGES.payerNotInMail };
  // The amount on the payer's line first, else the nearest line that has it.
  const order = lines.map((_, i) => i).sort((a, b) => Math.abs(a - payerLine) - Math.abs(b - payerLine));
  const amountLine = order.find((i) => amountOn(lines[i]!, cents) !== null);
  if (amountLine === undefined) return { field: 'amount', problem: LAYOUT_MESSAGES.amountNotInMail };

  const payerMark = {
    at: lines[payerLine]!.toLowerCase().indexOf(wanted),
    length: wanted.length,
    group: `(?<payer>${NAME})`,
  };
  const amountMark = amountOn(lines[amountLine]!, cents)!;
  const overlaps =
    payerLine === amountLine &&
    payerMark.at < amountMark.at + amountMark.length &&
    amountMark.at < payerMark.at + payerMark.length;
  if (overlaps) return { field: null, problem: LAYOUT_MESSAGES.notReadBack };
  const patterns =
    payerLine === amountLine
      ? [linePattern(lines[payerLine]!, [payerMark, amountMark])]
      : [linePattern(lines[payerLine]!, [payerMark]), linePattern(lines[amountLine]!, [amountMark])];
  return readsBack(patterns, text, wanted, cents)
    ? { patterns }
    : { field: null, problem: LAYOUT_MESSAGES.notReadBack };
}

/** Whether the patterns read this payer and amount from the text, as the engine would. */
function readsBack(patterns: string[], text: string, payer: string, cents: number) {
  let gotPayer: string | null = null;
  let gotAmount: number | null = null;
  for (const source of patterns) {
    const groups = compileLayoutPattern(source)?.exec(text)?.groups ?? {};
    gotPayer ??= groups.payer ?? null;
    gotAmount ??= groups.amount !== undefined ? parseAmount(groups.amount) : null;
  }
  return gotPayer?.trim().toLowerCase() === payer && gotAmount === cents;
}

/** Why patterns edited by staff cannot be a layout, or null: each compiles, and payer and amount are captured. */
export function layoutPatternsProblem(patterns: string[]): string | null {
  for (const source of patterns) {
    try {
      new RegExp(source, 'imu');
    } catch (error) {
      return LAYOUT_MESSAGES.badPattern((error as Error).message);
    }
  }
  const all = patterns.join('\n');
  return all.includes('(?<payer>') && all.includes('(?<amount>') ? null : LAYOUT_MESSAGES.needsGroups;
}
