import { APP_RULES } from './rules/apps';
import type { ProviderRule } from './rules/rule';
import { ZELLE_BANK_RULES } from './rules/zelle-banks';

export type { Exclusion, Pattern, ProviderRule, Where } from './rules/rule';

/**
 * Every provider the parser knows, as data (issue 12): `extract.ts` is the one engine that reads
 * them. A new bank is a new entry here plus its fixtures, never new code.
 */
export const PROVIDER_RULES: readonly ProviderRule[] = [...ZELLE_BANK_RULES, ...APP_RULES];

/**
 * The seeded payment methods' detection patterns (regular expression sources, case-insensitive),
 * stored in `transaction_sub_types.detection_patterns` and handed back as `ParseOptions.methods`.
 * Tried on the sender's address first, then the subject, then the text (extract.ts detectMethod):
 * a Cash App mail from square.com is Cash App before any word of its text is read.
 */
export const SEEDED_METHOD_PATTERNS: Record<string, string[]> = {
  Zelle: [String.raw`\bzelle\b`],
  Venmo: [String.raw`\bvenmo\b`],
  'Cash App': [String.raw`\bcash app\b`, String.raw`\bcash\.app\b`, String.raw`\bsquare(?:up)?\.com\b`],
  PayPal: [String.raw`\bpaypal\b`],
  Chime: [String.raw`\bchime\b`],
  'Apple Cash': [String.raw`\bapple cash\b`],
};
