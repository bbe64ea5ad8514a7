import { AMOUNT, COMMON_EXCLUSIONS, DATE, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** Chime (invented formats: fixtures in `fixtures/chime/`). */
export const CHIME_RULE: ProviderRule = {
  id: 'chime',
  provider: 'Chime',
  method: { name: 'Chime', patterns: [String.raw`\bchime\b`] },
  senderDomains: ['chime.com'],
  dkimDomains: ['chime.com'],
  identify: [re(String.raw`\bchime\b`)],
  received: [
    { in: 'subject', re: re(String.raw`^you received ${AMOUNT} from\b`) },
    { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with pay (?:anyone|friends)\b`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT}) with pay (?:anyone|friends)`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`\bdate:? (?<date>${DATE})`),
    re(String.raw`^you received (?<amount>${AMOUNT}) from (?<payer>${NAME})$`),
  ],
};
