import { COMMON_EXCLUSIONS, NAME, re } from './common';
import type { Exclusion } from './rule';

/**
 * What every Zelle rule shares (the bank rules of `zelle-banks.ts` and the general reader of
 * `zelle-general.ts`): the payment method, the exclusions, and a name that starts where a word starts.
 */

/** The one payment method every bank's rule books to, with its detection patterns, written once. */
export const ZELLE_METHOD = { name: 'Zelle', patterns: [String.raw`\bzelle\b`] };

/**
 * `NAME` (common.ts) starting where a word starts: tried once per run of letters instead of at each
 * letter, so a mail of one long run of letters costs a linear time, not a quadratic one.
 */
export const NAME_AT_WORD = String.raw`(?<![\p{L}\p{M}'.\-])${NAME}`;

/** "Zelle", "Zelle®", "Zelle(R)". */
export const ZELLE = String.raw`zelle(?:®|\(r\))?`;

/** What only Zelle alerts write: a payment request, and money the operator sent that was received. */
const ZELLE_ONLY: Exclusion[] = [
  {
    why: 'payment request',
    in: 'any',
    re: re(String.raw`\b(?:payment|money) request\b`),
  },
  {
    why: 'payment sent',
    in: 'any',
    re: re(
      String.raw`\b(?:was received by|received your (?:money|payment|zelle)|(?:money|payment) you sent|(?:payment|transfer) (?:is |was |has been )?scheduled|you(?:'ve| have)? scheduled)\b|\breceived your \$|\d you sent\b`,
    ),
  },
];

/**
 * The shared exclusions (common.ts: English, then the same traps in Spanish), then Zelle's own: a trap
 * is caught whatever language the bank writes it in.
 */
export const ZELLE_EXCLUSIONS: Exclusion[] = [...COMMON_EXCLUSIONS, ...ZELLE_ONLY];
