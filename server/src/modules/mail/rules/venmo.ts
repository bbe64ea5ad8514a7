import { AMOUNT, COMMON_EXCLUSIONS, DATE, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** Venmo (invented formats: fixtures in `fixtures/venmo/`). */
export const VENMO_RULE: ProviderRule = {
  id: 'venmo',
  provider: 'Venmo',
  method: { name: 'Venmo', patterns: [String.raw`\bvenmo\b`] },
  senderDomains: ['venmo.com'],
  dkimDomains: ['venmo.com'],
  identify: [re(String.raw`\bvenmo\b`)],
  received: [
    { in: 'subject', re: re(String.raw`\bpaid you ${AMOUNT}`) },
    { in: 'text', re: re(String.raw`\bpaid you ${AMOUNT}`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) paid you (?<amount>${AMOUNT})`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`\bdate:? (?<date>${DATE})`),
    re(String.raw`\bfrom:? ${NAME} \((?<handle>@[\w-]{2,30})\)`),
  ],
};
