import type { MethodPatterns } from './parsed';
import { APP_RULES } from './rules/apps';
import type { ProviderRule } from './rules/rule';
import { ZELLE_BANK_RULES } from './rules/zelle-banks';

export type { Exclusion, Pattern, ProviderRule, Where } from './rules/rule';

/**
 * Every provider the parser knows, as data (issue 12): `extract.ts` is the one engine that reads
 * them. A rule is the whole provider, the payment method it books to included: a new bank or app is
 * a new entry in `rules/` plus its fixtures, never new code.
 */
export const PROVIDER_RULES: readonly ProviderRule[] = [...ZELLE_BANK_RULES, ...APP_RULES];

/**
 * The payment methods the rules book to, each once, in the rules' order (Zelle, then the apps): the
 * seeded payment sub-types' first names, with their detection patterns (regular expression sources,
 * case-insensitive) stored in `transaction_sub_types.detection_patterns` (finance/sub-types.queries.ts),
 * and the parser's `ParseOptions.methods` where no database is read (the fixtures, `npm run mail`).
 * Tried on the sender's address first, then the subject, then the text (extract.ts detectMethod):
 * a Cash App mail from square.com is Cash App before any word of its text is read.
 */
export const PAYMENT_METHODS: readonly MethodPatterns[] = PROVIDER_RULES.map((rule) => rule.method).filter(
  (method, i, all) => all.findIndex((other) => other.name === method.name) === i,
);
