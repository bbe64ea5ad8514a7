import { AMOUNT, COMMON_EXCLUSIONS, DATE, es, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/**
 * Apple Cash (invented formats: fixtures in `fixtures/apple-cash/`): "María G. sent you $60.00 with
 * Apple Cash.", a card whose line is only "JOHN DOE sent you $45.00." under an "Apple Cash" heading, and
 * Spanish, "María G. te envió $60.00 con Apple Cash.". apple.com sends much else (receipts, Apple Card,
 * gift cards): only these sentences are money received.
 */
export const APPLE_CASH_RULE: ProviderRule = {
  id: 'apple-cash',
  provider: 'Apple Cash',
  method: { name: 'Apple Cash', patterns: [String.raw`\bapple cash\b`] },
  senderDomains: ['apple.com'],
  dkimDomains: ['apple.com'],
  identify: [re(String.raw`\bapple cash\b`)],
  received: [
    { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with apple cash\b`) },
    { in: 'text', re: re(String.raw`${es('te envi[óo]')} ${AMOUNT} con apple cash\b`) },
    { in: 'text', re: re(String.raw`(?:^|\n)${NAME} sent you ${AMOUNT}\.?(?=\n|$)`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT})`),
    re(String.raw`(?<payer>${NAME}) ${es('te envi[óo]')} (?<amount>${AMOUNT})`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`${es('id de (?:la )?transacci[óo]n')}:? (?<reference>${REF})`),
    re(String.raw`\bdate:? (?<date>${DATE})`),
  ],
};
