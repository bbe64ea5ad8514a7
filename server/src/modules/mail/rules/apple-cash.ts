import { AMOUNT, COMMON_EXCLUSIONS, DATE, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** Apple Cash (invented formats: fixtures in `fixtures/apple-cash/`). */
export const APPLE_CASH_RULE: ProviderRule = {
  id: 'apple-cash',
  provider: 'Apple Cash',
  method: { name: 'Apple Cash', patterns: [String.raw`\bapple cash\b`] },
  senderDomains: ['apple.com'],
  dkimDomains: ['apple.com'],
  identify: [re(String.raw`\bapple cash\b`)],
  received: [{ in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with apple cash\b`) }],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT}) with apple cash`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`\bdate:? (?<date>${DATE})`),
  ],
};
