import { AMOUNT, COMMON_EXCLUSIONS, DATE, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** Cash App (invented formats: fixtures in `fixtures/cash-app/`). */
export const CASH_APP_RULE: ProviderRule = {
  id: 'cash-app',
  provider: 'Cash App',
  method: {
    name: 'Cash App',
    patterns: [String.raw`\bcash app\b`, String.raw`\bcash\.app\b`, String.raw`\bsquare(?:up)?\.com\b`],
  },
  senderDomains: ['cash.app', 'square.com', 'squareup.com'],
  dkimDomains: ['cash.app', 'square.com', 'squareup.com'],
  identify: [re(String.raw`\bcash app\b|\bcash\.app\b`)],
  received: [
    { in: 'subject', re: re(String.raw`\bsent you ${AMOUNT}`) },
    { in: 'text', re: re(String.raw`\bsent you ${AMOUNT}`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME})(?: \((?<handle>\$[a-z][\w]{0,19})\))? sent you (?<amount>${AMOUNT})`),
    re(String.raw`\bidentifier:? (?<reference>${REF})`),
    re(String.raw`\bpayment date:? (?<date>${DATE})`),
  ],
};
