import { AMOUNT, COMMON_EXCLUSIONS, DATE, EMAIL, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** PayPal (invented formats: fixtures in `fixtures/paypal/`). */
export const PAYPAL_RULE: ProviderRule = {
  id: 'paypal',
  provider: 'PayPal',
  method: { name: 'PayPal', patterns: [String.raw`\bpaypal\b`] },
  senderDomains: ['paypal.com'],
  dkimDomains: ['paypal.com'],
  identify: [re(String.raw`\bpaypal\b`)],
  received: [
    { in: 'subject', re: re(String.raw`\byou'?ve got money\b|\byou received a payment\b`) },
    { in: 'text', re: re(String.raw`\bsent you ${AMOUNT}(?: USD)?`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT})`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`\btransaction date:? (?<date>${DATE})`),
    re(String.raw`\bsender:? ${NAME} \((?<handle>${EMAIL})\)`),
  ],
};
